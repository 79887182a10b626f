import { expect, test } from './fixtures';
import { expectNotification, loginThroughUi, registerThroughUi, uniqueEmail } from './support';

test.describe('An account the couple owns', () => {
  test('register, verify the e-mail from its link, change the password, download the data, delete the account', async ({ page }) => {
    const email = uniqueEmail('ucet');

    // Registration mails a verification link (offline: the answer carries the same link as the outbox mail).
    const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/register');
    await registerThroughUi(page, { firstName: 'Klára', lastName: 'Horáková', email, password: 'Prvni-heslo-2027' });
    const { devVerifyLink } = (await (await registered).json()) as { devVerifyLink: string };
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('complementary', { name: 'Ověření e-mailu' });
    await expect(banner).toContainText('Ověřte prosím svůj e-mail.');

    const link = new URL(devVerifyLink);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('E-mail je ověřený')).toBeVisible();
    await page.getByRole('link', { name: 'Pokračovat na přehled účtu' }).click();
    await expect(page.getByRole('heading', { name: /Vítejte, Klára Horáková/ })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // A new password: the current one first.
    const passwordCard = page.getByRole('region', { name: 'Změna hesla' });
    await passwordCard.getByLabel('Současné heslo').fill('Prvni-heslo-2027');
    await passwordCard.getByLabel('Nové heslo', { exact: true }).fill('Druhe-heslo-2027');
    await passwordCard.getByLabel('Potvrzení nového hesla').fill('Druhe-heslo-2027');
    await passwordCard.getByRole('button', { name: 'Změnit heslo' }).click();
    await expectNotification(page, 'Heslo bylo změněno');

    // The data as a JSON file: checked on the file the page receives (name and content).
    let exported: { disposition: string; body: string } | null = null;
    await page.route('**/api/account/export', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      exported = { disposition: response.headers()['content-disposition'] ?? '', body: body.toString('utf8') };
      await route.fulfill({ response, body });
    });
    await page.getByRole('button', { name: 'Stáhnout moje data' }).click();
    await expect.poll(() => exported?.disposition).toMatch(/filename="svatby-moje-data-\d{4}-\d{2}-\d{2}\.json"/);
    expect(JSON.parse(exported!.body)).toMatchObject({ account: { email } });
    expect(exported!.body).not.toContain('argon2');
    await expectNotification(page, 'Vaše data byla stažena');

    // Deleting asks first, with the password.
    await page.getByRole('button', { name: 'Smazat účet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Smazat účet natrvalo?' });
    await expect(dialog).toContainText('Smazání nelze vrátit zpět.');
    await dialog.getByLabel('Pro potvrzení zadejte své heslo').fill('Druhe-heslo-2027');
    await dialog.getByRole('button', { name: 'Smazat účet natrvalo' }).click();
    await expectNotification(page, 'Váš účet byl smazán');
    await expect(page).toHaveURL(/\/$/);

    // The account is gone: neither password signs in.
    await page.goto('/login');
    await loginThroughUi(page, email, 'Druhe-heslo-2027');
    await expectNotification(page, 'Chyba přihlášení', 'Neplatné přihlašovací údaje');
  });
});
