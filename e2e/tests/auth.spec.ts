import { expect, test } from './fixtures';
import { expectNotification, forgetSession, loginThroughUi, registerThroughUi, uniqueEmail } from './support';

test.describe('Accounts', () => {
  test('a couple registers, lands on the dashboard, signs out and back in', async ({ page }) => {
    const email = uniqueEmail('jana');
    await registerThroughUi(page, { firstName: 'Jana', lastName: 'Nováková', email, password: 'svatba2026' });
    await expectNotification(page, 'Registrace úspěšná');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Vítejte, Jana Nováková/ })).toBeVisible();
    // The visitor banner and buttons are gone for a signed-in user.
    await expect(page.getByRole('link', { name: 'Registrovat se', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: /Uživatelské menu/ }).click();
    // The menu slides in: click its item once it is there and settled.
    const signOutItem = page.getByRole('menuitem', { name: 'Odhlásit se' });
    await expect(signOutItem).toBeVisible();
    await signOutItem.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Přihlásit se' }).first()).toBeVisible();

    await page.goto('/login');
    await loginThroughUi(page, email, 'svatba2026');
    await expectNotification(page, 'Přihlášení úspěšné');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows the spec\'s error toast', async ({ page }) => {
    await page.goto('/login');
    await loginThroughUi(page, uniqueEmail('nikdo'), 'spatne-heslo');
    await expectNotification(page, 'Chyba přihlášení', 'Neplatné přihlašovací údaje');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the forms show their validation messages', async ({ page }) => {
    await page.goto('/login?mode=register');
    await page.getByLabel('Jméno', { exact: true }).fill('J');
    await page.getByLabel('E-mail').fill('neplatny-email');
    await page.getByLabel('Heslo', { exact: true }).fill('123');
    await page.getByLabel('Potvrzení hesla').fill('456');
    await page.getByRole('button', { name: 'Registrovat se', exact: true }).click();
    await expect(page.getByText('Jméno je povinné')).toBeVisible();
    await expect(page.getByText('Příjmení je povinné')).toBeVisible();
    await expect(page.getByText('Zadejte platný email')).toBeVisible();
    await expect(page.getByText('Heslo musí mít alespoň 8 znaků')).toBeVisible();
    await expect(page.getByText('Hesla se neshodují')).toBeVisible();
  });

  test('an existing e-mail cannot register twice', async ({ page }) => {
    const email = uniqueEmail('dvakrat');
    await registerThroughUi(page, { firstName: 'Eva', lastName: 'Dvořáková', email, password: 'svatba2026' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await forgetSession(page);
    await registerThroughUi(page, { firstName: 'Eva', lastName: 'Dvořáková', email, password: 'svatba2026' });
    await expectNotification(page, 'Chyba registrace', 'již registrován');
  });

  test('forgot password → e-mailed link → new password → sign in', async ({ page }) => {
    const email = uniqueEmail('zapomnela');
    await registerThroughUi(page, { firstName: 'Petra', lastName: 'Malá', email, password: 'stare-heslo' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await forgetSession(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Zapomenuté heslo?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('E-mail').fill('spatny-format');
    await page.getByRole('button', { name: 'Odeslat odkaz' }).click();
    await expect(page.getByText('Zadejte platnou emailovou adresu')).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Odeslat odkaz' }).click();
    await expect(page.getByText(/Pokud je tento e-mail u nás registrován/)).toBeVisible();

    // Offline mail mode: the development link stands in for the e-mail.
    await page.getByRole('link', { name: /Otevřít odkaz pro obnovení hesla/ }).click();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('Nové heslo').fill('kratke');
    await page.getByLabel('Potvrzení hesla').fill('kratke');
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(page.getByText('Heslo musí mít alespoň 8 znaků')).toBeVisible();
    await page.getByLabel('Nové heslo').fill('nove-heslo-2026');
    await page.getByLabel('Potvrzení hesla').fill('nove-heslo-2026');
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await expectNotification(page, 'Heslo bylo změněno');
    await expect(page).toHaveURL(/\/login/);

    await loginThroughUi(page, email, 'stare-heslo');
    await expectNotification(page, 'Chyba přihlášení', 'Neplatné přihlašovací údaje');
    await loginThroughUi(page, email, 'nove-heslo-2026');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a reset link without a token says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Neplatný nebo chybějící token pro reset hesla')).toBeVisible();
  });

  test('without Google credentials the setup guide offers the test login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Google přihlášení není nastaveno')).toBeHidden();
    await page.getByRole('button', { name: 'Pro vývojáře' }).click();
    await expect(page.getByText('Google přihlášení není nastaveno')).toBeVisible();
    await page.getByRole('button', { name: 'Přihlásit jako Testovací pár' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Vítejte, Tereza Testovací/ })).toBeVisible();
  });

  test('an admin is sent to /admin after signing in', async ({ page }) => {
    await page.goto('/login');
    await loginThroughUi(page, 'admin@svatby.test', 'admin-heslo-e2e');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
  });
});

test.describe('Routing', () => {
  test('an unknown path shows the 404 card', async ({ page }) => {
    await page.goto('/tahle-stranka-neexistuje');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('a protected route shows the login screen, then itself after signing in', async ({ page }) => {
    const email = uniqueEmail('chraneny');
    await registerThroughUi(page, { firstName: 'Karel', lastName: 'Veselý', email, password: 'svatba2026' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Vítejte, Karel Veselý/ })).toBeVisible();
    await forgetSession(page);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByLabel('Heslo', { exact: true })).toBeVisible();
    await loginThroughUi(page, email, 'svatba2026');
    await expect(page.getByRole('heading', { name: /Vítejte, Karel Veselý/ })).toBeVisible();
  });

  test('the API serves its documentation at /docs', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.getByText('Svatby API').first()).toBeVisible();
  });
});
