import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { chooseNativeOption, expectNotification, forgetSession, loginThroughUi, openedDialog, scrollToReviews, uniqueEmail } from './support';

async function fillRegistration(page: Page, email: string) {
  await page.goto('/provider-registration');
  await page.getByLabel('Název společnosti').fill('Fotoateliér Světlo');
  const categories = page.getByRole('group', { name: 'Kategorie služeb' });
  await categories.getByRole('checkbox', { name: 'Fotografie' }).check();
  await categories.getByRole('checkbox', { name: 'Video a kameraman' }).check();
  await page.getByLabel('Popis služeb').fill('Reportážní svatební fotografie a krátká videa z celého dne, od příprav po první tanec.');
  const areas = page.getByRole('group', { name: 'Oblasti poskytování služeb' });
  await areas.getByRole('checkbox', { name: 'Praha' }).check();
  await areas.getByRole('checkbox', { name: 'Brno' }).check();
  await page.getByLabel('Roky praxe').fill('7');
  await page.getByLabel('Cena od (Kč)').fill('15 000');
  await page.getByLabel('Cena do (Kč)').fill('45 000');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill('fotograf2026');
  await page.getByLabel('Telefon', { exact: true }).fill('777 555 123');
  await page.getByRole('button', { name: 'Zaregistrovat se jako dodavatel' }).click();
}

test.describe('Providers', () => {
  test('a provider registers, and a second try with the same e-mail opens the dialog', async ({ page }) => {
    await page.goto('/provider-registration');
    await page.getByRole('button', { name: 'Zaregistrovat se jako dodavatel' }).click();
    for (const message of [
      'Název společnosti je povinný',
      'Vyberte alespoň jednu kategorii služeb',
      'Popis služeb musí mít alespoň 20 znaků',
      'Vyberte alespoň jednu oblast poskytování služeb',
      'Zadejte minimální cenu',
      'Zadejte maximální cenu',
      'Zadejte platný email',
      'Heslo musí mít alespoň 8 znaků',
      'Zadejte telefonní číslo',
    ]) {
      await expect(page.getByText(message).first()).toBeVisible();
    }
    // The whole country replaces the other areas and hides their lists.
    const areas = page.getByRole('group', { name: 'Oblasti poskytování služeb' });
    await areas.getByRole('checkbox', { name: /Celá ČR/ }).check();
    await expect(areas.getByRole('checkbox', { name: 'Praha' })).toHaveCount(0);
    await areas.getByRole('checkbox', { name: /Celá ČR/ }).uncheck();

    const email = uniqueEmail('fotoatelier');
    await fillRegistration(page, email);
    await expectNotification(page, 'Úspěch!');
    await expect(page).toHaveURL(/\/dashboard$/);

    await forgetSession(page);
    await fillRegistration(page, email);
    const dialog = await openedDialog(page, 'Uživatel již existuje');
    await dialog.getByRole('button', { name: 'Přejít na přihlášení' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('providers by type show real ratings and unknown types the 404 card', async ({ page }) => {
    await page.goto('/services/photography');
    await expect(page.getByRole('heading', { name: 'Fotografie', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Poskytovatel #1' })).toBeVisible();
    await expect(page.getByText('Bez hodnocení').first()).toBeVisible();
    await page.goto('/services/neexistuje');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });

  test('the cards of a service type take the skeletons\' place without moving the call to action below', async ({ page }) => {
    // The list answers only once the skeletons have been measured.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/providers/type/photography*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/services/photography');
    const callToAction = page.getByRole('heading', { name: 'Jste dodavatel?' });
    await expect(page.locator('.st-card--skeleton').first()).toBeVisible();
    const skeletons = await page.locator('.st-card--skeleton').count();
    const skeletonHeight = (await page.locator('.st-card--skeleton').first().boundingBox())!.height;
    const before = (await callToAction.boundingBox())!.y;
    answer();
    await expect(page.getByRole('heading', { name: 'Poskytovatel #1' })).toBeVisible();
    // As many skeletons as cards, each about as tall (a card's text varies): the call to action moves by
    // a few pixels per row at most.
    await expect(page.locator('.st-card')).toHaveCount(skeletons);
    const cardHeight = (await page.locator('.st-card').first().boundingBox())!.height;
    expect(Math.abs(cardHeight - skeletonHeight) / cardHeight).toBeLessThan(0.05);
    const after = (await callToAction.boundingBox())!.y;
    expect(Math.abs(after - before) / before).toBeLessThan(0.05);
  });
});

test.describe('Couples find providers', () => {
  test('a visitor filters /dodavatele by category and area and opens a portfolio', async ({ page }) => {
    await page.goto('/dodavatele?kategorie=photography');
    await expect(page.getByRole('heading', { name: 'Dodavatelé', level: 1 })).toBeVisible();
    const cards = page.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();

    // The area is a native select (typing jumps to a place).
    const chooseArea = (area: string) => chooseNativeOption(page.getByLabel('Oblast působení'), area);
    // No photographer works in Plzeň among the seeded providers.
    await chooseArea('Plzeň');
    await expect(page).toHaveURL(/oblast=plzen/);
    await expect(page.getByRole('heading', { name: 'Žádní dodavatelé nevyhovují filtru' })).toBeVisible();
    await chooseArea('Praha');
    await expect(page).toHaveURL(/oblast=praha/);
    await expect(page).toHaveURL(/kategorie=photography/);
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(before);

    const name = (await cards.first().textContent())!;
    await cards.first().click();
    await expect(page).toHaveURL(/\/portfolio\?provider=\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    // The listed providers are the seeded demo ones: no reviews for them.
    await expect(page.getByText('Hodnocení není dostupné pro ukázkové poskytovatele')).toBeVisible();
  });

  test('a visitor reviews a provider with Gmail, confirms from the e-mailed link, sees the figures change, cannot review twice, and the provider replies', async ({ page, request }) => {
    const providerEmail = uniqueEmail('pomnenka');
    const registration = await request.post('/api/providers', {
      data: {
        companyName: 'Květinářství Pomněnka',
        serviceType: 'flowers,decoration',
        description: 'Svatební kytice, korsáže a květinová výzdoba obřadu i hostiny.',
        serviceAreas: JSON.stringify(['praha']),
        priceFrom: 5000,
        priceTo: 30000,
        email: providerEmail,
        password: 'kvetiny2026',
        phonePrefix: '+420',
        phone: '603 111 222',
      },
    });
    expect(registration.status()).toBe(201);
    const { providerId } = (await registration.json()) as { providerId: number };

    await page.goto(`/portfolio?provider=${providerId}`);
    await expect(page.getByRole('heading', { name: 'Květinářství Pomněnka', level: 1 })).toBeVisible();
    await scrollToReviews(page);
    await expect(page.getByText('Zatím žádná hodnocení')).toBeVisible();

    const gmail = `nevesta.${Date.now()}@gmail.com`;
    /**
     * Fills and sends the form; the confirmation link of the answer (the one the outbox mail holds, offline).
     * The form asks can-review first (spec); an address it refuses sends no review (`refused`).
     */
    const review = async (email: string, stars: string, text: string, refused = false): Promise<string | undefined> => {
      await page.getByRole('button', { name: 'Přidat hodnocení' }).click();
      const form = page.getByRole('form', { name: 'Přidat hodnocení' });
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Jméno (nepovinné)').fill('Jana');
      // Clicked once it stands still (force skipped that wait and, under load, clicked where the star had been).
      await form.getByRole('radiogroup', { name: 'Celkové hodnocení' }).getByRole('radio', { name: stars }).check();
      await form.getByLabel('Text hodnocení').fill(text);
      const path = `/api/providers/${providerId}/${refused ? 'can-review' : 'reviews'}`;
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === path);
      await form.getByRole('button', { name: 'Odeslat hodnocení' }).click();
      const body = (await (await answer).json()) as { devConfirmLink?: string };
      return body.devConfirmLink;
    };
    const openLink = async (link: string) => {
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
    };

    // Not a Gmail address: the form asks the server first and shows its reason; no review is sent.
    await review('jana@seznam.cz', '5 hvězdiček', 'Krásné květiny', true);
    await expect(page.getByText('Nelze přidat hodnocení')).toBeVisible();
    await expect(page.getByText('Hodnocení lze přidat pouze s účtem Gmail')).toBeVisible();
    await page.getByRole('button', { name: 'Zrušit' }).click();

    // Pending until the link from the e-mail is opened: nothing shows yet.
    const link = await review(gmail, '4 hvězdičky', 'Kytice byla nádherná a dorazila včas.');
    await expectNotification(page, 'Zkontrolujte svůj e-mail');
    await expect(page.getByText('Zatím žádná hodnocení')).toBeVisible();
    await openLink(link!);
    await expect(page.getByText('Hodnocení je zveřejněné')).toBeVisible();
    await page.getByRole('link', { name: 'Zobrazit hodnocení u dodavatele' }).click();
    await scrollToReviews(page);
    await expect(page.getByText('Celkem 1 hodnocení')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /4 hvězdičky: 1 \(100 %\)/ })).toBeVisible();
    await expect(page.getByText('Kytice byla nádherná a dorazila včas.')).toBeVisible();

    // A second review from the same mailbox (another Gmail alias): the same answer at first, refused at its link.
    const second = await review(gmail.replace('nevesta.', 'nevesta'), '1 hvězdička', 'Podruhé');
    await expectNotification(page, 'Zkontrolujte svůj e-mail');
    await openLink(second!);
    await expect(page.getByText('Tohoto dodavatele jste už hodnotili')).toBeVisible();
    await expect(page.getByText('Z tohoto emailu už bylo hodnocení přidáno')).toBeVisible();
    await page.goto(`/portfolio?provider=${providerId}`);
    await scrollToReviews(page);
    await expect(page.getByText('Celkem 1 hodnocení')).toBeVisible();

    // The provider answers in public, from its own portfolio page.
    await page.goto(`/login?returnUrl=${encodeURIComponent(`/portfolio?provider=${providerId}`)}`);
    await loginThroughUi(page, providerEmail, 'kvetiny2026');
    await scrollToReviews(page);
    const published = page.getByRole('article', { name: 'Hodnocení od Jana' });
    await published.getByRole('button', { name: 'Odpovědět' }).click();
    await published.getByRole('textbox', { name: 'Odpověď na hodnocení od Jana' }).fill('Děkujeme, rádi jsme vám kytici uvázali!');
    await published.getByRole('button', { name: 'Zveřejnit odpověď' }).click();
    await expectNotification(page, 'Odpověď je zveřejněná');
    await forgetSession(page);
    await page.goto(`/portfolio?provider=${providerId}`);
    await scrollToReviews(page);
    await expect(page.getByText('Odpověď dodavatele Květinářství Pomněnka')).toBeVisible();
    await expect(page.getByText('Děkujeme, rádi jsme vám kytici uvázali!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Odpovědět' })).toHaveCount(0);
  });
});
