import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { chooseOption, expectNotification, postConfirmedRequest } from './support';

/** A 2×2 PNG; the server checks the content, resizes it and stores WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAsTestProvider(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Pro vývojáře' }).click();
  await page.getByRole('button', { name: 'Přihlásit jako Testovací dodavatel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function providerIdOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/provider/profile');
  return ((await response.json()) as { id: number }).id;
}

async function chooseStatus(page: Page, status: string) {
  await chooseOption(page, page.getByLabel('Stav dostupnosti'), status);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('Couples manage their requests', () => {
  test('a signed-in couple closes a request and it leaves /poptavky', async ({ page }) => {
    // Signed in as the test couple, the request made through the API belongs to them.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Pro vývojáře' }).click();
    await page.getByRole('button', { name: 'Přihlásit jako Testovací pár' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = Date.now().toString().slice(-6);
    await postConfirmedRequest(page.request, new URL(page.url()).origin, {
      coupleName: 'Tereza a Tomáš',
      weddingDate: inDays(120),
      services: ['cake'],
      description: `Dort pro 40 hostů, kód ${token}.`,
      budget: 'Do 50 000 Kč',
      location: 'Liberec',
      contactEmail: `tereza.${token}@example.cz`,
    });

    await page.goto(`/poptavky?hledat=${token}`);
    await expect(page.getByRole('button', { name: 'Svatební dort – Liberec' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Moje poptávky' })).toBeVisible();
    const card = page.locator('article', { hasText: `kód ${token}` });
    await expect(card.getByText('Aktivní')).toBeVisible();
    await card.getByRole('button', { name: 'Uzavřít poptávku' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uzavřít poptávku' });
    await dialog.getByRole('radio', { name: 'Splněno' }).check();
    await dialog.getByRole('button', { name: 'Uzavřít' }).click();
    await expectNotification(page, 'Poptávka byla uzavřena');
    await expect(card.getByText('Splněno')).toBeVisible();

    await page.goto(`/poptavky?hledat=${token}`);
    await expect(page.getByRole('heading', { name: 'Žádné poptávky nevyhovují filtru' })).toBeVisible();
  });
});

test.describe('Providers at work', () => {
  test('the provider dashboard shows the relevant requests and the profile', async ({ page, baseURL }) => {
    // A couple's confirmed photography request (the seeded ones are demo requests: no contact prompt).
    const token = Date.now().toString().slice(-6);
    await postConfirmedRequest(page.request, baseURL!, {
      coupleName: 'Klára a Ondřej',
      weddingDate: inDays(160),
      services: ['photography'],
      description: `Fotograf na obřad a hostinu, kód ${token}.`,
      budget: 'Do 50 000 Kč',
      location: 'Praha',
      contactEmail: `klara.${token}@example.cz`,
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Pro vývojáře' }).click();
    await page.getByRole('button', { name: 'Přihlásit jako Testovací dodavatel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Vítejte, Testovací dodavatel/ })).toBeVisible();
    await expect(page.getByText('Relevantní poptávky').first()).toBeVisible();
    await expect(page.getByText('Bezplatný účet').first()).toBeVisible();
    const list = page.getByRole('region', { name: 'Seznam relevantních poptávek' });
    // The test provider offers photography and video; the seeded photography requests match.
    await expect(list.getByRole('button', { name: 'Více informací' }).first()).toBeVisible();
    await expect(list.getByRole('link', { name: 'Předplatné pro kontakt' }).first()).toBeVisible();
    // The couple's own request (a demo request invited to by the demo data comes first, without a contact prompt).
    await list.locator('article', { hasText: `kód ${token}` }).getByRole('button', { name: 'Více informací' }).click();
    await expect(page.getByRole('dialog').getByText('Předplatné pro kontakt')).toBeVisible();
  });

  test('the provider marks ten days busy in bulk and one day on request, and sees the colours after a reload', async ({ page }) => {
    await signInAsTestProvider(page);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Kalendář dostupnosti' })).toBeVisible();
    const free = page.getByRole('button', { name: /, Neuvedeno$/ });
    const nextMonth = page.getByRole('button', { name: 'Následující měsíc' });
    const previousMonth = page.getByRole('button', { name: 'Předchozí měsíc' });
    await expect(free.first()).toBeVisible();
    await page.getByText('Hromadný výběr').click();
    // Ten free days from today on, across months when this one ends sooner.
    let selected = 0;
    while (selected < 10) {
      const count = await free.count();
      for (let index = 0; index < count && selected < 10; index += 1, selected += 1) await free.nth(index).click();
      if (selected < 10) await nextMonth.click();
    }
    await expect(page.getByText('Vybráno: 10 dnů')).toBeVisible();
    await chooseStatus(page, 'Obsazeno');
    await page.getByRole('button', { name: 'Uložit dostupnost' }).click();
    await expectNotification(page, 'Úspěch', 'Dostupnost byla nastavena pro 10 dní');

    await page.getByText('Jednotlivý výběr').click();
    while ((await free.count()) === 0) await nextMonth.click();
    await free.first().click();
    await chooseStatus(page, 'Na dotaz');
    await page.getByLabel('Poznámka (nepovinné)').fill('  Předběžně rezervováno  ');
    await page.getByRole('button', { name: 'Uložit dostupnost' }).click();
    await expectNotification(page, 'Úspěch', 'Dostupnost byla aktualizována');

    // After a reload the colours come from the server: count them over the first four months (the days set lie in the first view).
    await page.reload();
    await expect(page.getByRole('button', { name: /, (Obsazeno|Na dotaz|Neuvedeno)$/ }).first()).toBeVisible();
    let busyDays = 0;
    let onRequestDays = 0;
    for (let month = 0; month < 4; month += 1) {
      busyDays += await page.getByRole('button', { name: /, Obsazeno$/ }).count();
      onRequestDays += await page.getByRole('button', { name: /, Na dotaz$/ }).count();
      if (!(await nextMonth.isEnabled())) break;
      await nextMonth.click();
    }
    expect(busyDays).toBe(10);
    expect(onRequestDays).toBe(1);
    while (await previousMonth.isEnabled()) await previousMonth.click();
    await page.getByRole('button', { name: 'Uložit dostupnost' }).click();
    await expectNotification(page, 'Chyba', 'Vyberte alespoň jeden den');
  });

  test('the provider adds, edits and deletes a portfolio item with an image; visitors see it', async ({ page, browser }) => {
    await signInAsTestProvider(page);
    await page.goto('/portfolio');
    await page.getByRole('button', { name: /^Přidat (první )?projekt$/ }).first().click();
    const modal = page.getByRole('dialog', { name: 'Přidat projekt' });
    await expect(modal.getByRole('button', { name: 'Uložit' })).toBeDisabled();
    await modal.getByLabel('Název projektu').fill('Svatba na zámku Konopiště');
    await modal.getByLabel('Popis').fill('Celodenní reportáž od příprav po první tanec.');
    await modal.getByLabel('Instagram').fill('instagram.com/svetlo_foto');
    await modal.locator('input[type=file]').setInputFiles({ name: 'zamek.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByRole('button', { name: 'Uložit' }).click();
    await expectNotification(page, 'Projekt byl uložen');
    const item = page.getByRole('article', { name: 'Svatba na zámku Konopiště' });
    await expect(item.getByRole('img')).toBeVisible();

    await item.getByRole('button', { name: 'Upravit projekt Svatba na zámku Konopiště' }).click();
    const edit = page.getByRole('dialog', { name: 'Upravit projekt' });
    await edit.getByLabel('Název projektu').fill('Svatba na zámku Hluboká');
    await edit.getByRole('button', { name: 'Uložit' }).click();
    await expectNotification(page, 'Projekt byl uložen');
    await expect(page.getByRole('article', { name: 'Svatba na zámku Hluboká' })).toBeVisible();

    // A visitor sees it on the public portfolio, with its image.
    const providerId = await providerIdOf(page);
    const visitor = await browser.newPage();
    await visitor.goto(`/portfolio?provider=${providerId}`);
    const publicItem = visitor.getByRole('region', { name: 'Portfolio' }).getByText('Svatba na zámku Hluboká');
    await expect(publicItem).toBeVisible();
    const image = visitor.getByRole('region', { name: 'Portfolio' }).getByRole('img', { name: /Svatba na zámku Hluboká/ }).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Smazat projekt Svatba na zámku Hluboká' }).click();
    const confirm = page.getByRole('dialog', { name: 'Opravdu chcete smazat tuto položku z portfolia?' });
    await confirm.getByRole('button', { name: 'Smazat' }).click();
    await expectNotification(page, 'Projekt byl smazán');
    await expect(page.getByRole('article', { name: 'Svatba na zámku Hluboká' })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText('Svatba na zámku Hluboká')).toHaveCount(0);
    await visitor.close();
  });

  test('the provider edits the profile; a bad Instagram host is dropped and the public profile shows the change', async ({ page }) => {
    await signInAsTestProvider(page);
    await page.goto('/profile-settings');
    await expect(page.getByRole('heading', { name: 'Nastavení profilu' })).toBeVisible();
    await page.getByLabel('Název firmy').fill('Světlo & Stín Fotografie');
    await page.getByRole('textbox', { name: 'Instagram' }).fill('https://evil.example/svetlo');
    await page.getByRole('textbox', { name: 'Facebook' }).fill('facebook.com/svetloastin');
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await expectNotification(page, 'Profil byl úspěšně aktualizován!');
    await expect(page.getByText('Některé odkazy byly odstraněny')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Facebook' })).toHaveValue('https://facebook.com/svetloastin');

    const providerId = await providerIdOf(page);
    await page.goto(`/portfolio?provider=${providerId}`);
    await expect(page.getByRole('heading', { name: 'Světlo & Stín Fotografie', level: 1 })).toBeVisible();
  });

  test('the client section asks visitors to sign in', async ({ page }) => {
    await page.goto('/inquiries');
    await expect(page.getByText('Přístup pouze pro registrované poskytovatele')).toBeVisible();
    await page.locator('main').getByRole('link', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
