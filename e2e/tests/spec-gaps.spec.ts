import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { publishedReview, registerThroughUi, uniqueEmail } from './support';

/** Registers a provider through the API; the page's request context shares the browser's cookies. */
async function registerProvider(request: APIRequestContext, companyName: string, extra: Record<string, unknown> = {}) {
  const response = await request.post('/api/providers', {
    data: {
      companyName,
      serviceType: 'photography',
      description: 'Reportážní svatební fotografie z celého dne, od příprav po první tanec.',
      serviceAreas: JSON.stringify(['praha']),
      priceFrom: 10000,
      priceTo: 30000,
      email: uniqueEmail('dodavatel'),
      password: 'fotograf2026',
      phonePrefix: '+420',
      phone: '777 555 123',
      ...extra,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { providerId: number };
}

/** A published review (written and confirmed from its e-mailed link). */
async function review(request: APIRequestContext, providerId: number, overallRating: number) {
  const email = `svatebcan.${Date.now()}.${overallRating}@gmail.com`;
  await publishedReview(request, providerId, { email, overallRating, reviewText: 'Skvělá spolupráce.' });
}

test.describe('Spec gaps (issue 14)', () => {
  test('a provider registered after the demo seed sees the real average rating on the dashboard', async ({ page }) => {
    const { providerId } = await registerProvider(page.request, 'Ateliér Po Demu');
    // The demo seeder moved the id sequence past the demo providers: this one is not a demo.
    expect(providerId).toBeGreaterThan(1006);
    await review(page.request, providerId, 5);
    await review(page.request, providerId, 4);
    await page.goto('/dashboard');
    const card = page.locator('.dashboard-stat').filter({ hasText: 'Průměrné hodnocení' });
    await expect(card).toContainText('4,5');
    await expect(card).toContainText('2 hodnocení');
    await expect(card).not.toContainText('Ukázkový profil');
  });

  test('a provider changes the price range in /profile-settings, by the registration rules', async ({ page }) => {
    await registerProvider(page.request, 'Ateliér Ceník');
    await page.goto('/profile-settings');
    const from = page.getByLabel('Cena od (Kč)');
    const to = page.getByLabel('Cena do (Kč)');
    await expect(from).toHaveValue(/^10\s000$/);
    await expect(to).toHaveValue(/^30\s000$/);

    await from.fill('20 000');
    await to.fill('15 000');
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(page.getByText('Maximální cena musí být alespoň minimální')).toBeVisible();

    await to.fill('120 000 Kč');
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(page.getByText('Profil byl úspěšně aktualizován!')).toBeVisible();
    const saved = (await (await page.request.get('/api/provider/profile')).json()) as { priceFrom: number; priceTo: number };
    expect(saved).toMatchObject({ priceFrom: 20000, priceTo: 120000 });
  });

  test("a provider's company name and profile image are its face: top bar, portfolio header", async ({ page }) => {
    const { providerId } = await registerProvider(page.request, 'Ateliér Tvář');
    await page.goto('/profile-settings');
    const menu = page.getByRole('button', { name: 'Uživatelské menu: Ateliér Tvář' });
    await expect(menu).toBeVisible();
    // No image yet: the initials stand in.
    await expect(menu).toContainText('AT');

    // A 64 × 64 PNG.
    const picture = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVR4nO2SQQkAQRDD6qcKzn2krYh7hIFCBSSh4evpRSdgAtUrsgv17qITMIHqFdmFenfRCZhA9YrsQr276ARMoHpFdqHeXXQCJlC9IrtQ7y46AROoXpFdqHcXnYAJVK/ILtS7i07ABKpXZBfq3UUnYALVK7IL9e6iEzCB6hXZhXp30QmYQPWK7EK9u+gETKB6RXah3l10AiZQveKfCz1OhUEPe6uytQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.locator('.profile-image input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(page.getByText('Profil byl úspěšně aktualizován!')).toBeVisible();
    const { profileImageUrl } = (await (await page.request.get('/api/provider/profile')).json()) as { profileImageUrl: string };
    expect(profileImageUrl).toMatch(/^\/uploads\/profile\//);
    await expect(menu.locator('img')).toHaveAttribute('src', profileImageUrl);

    await page.goto(`/portfolio?provider=${providerId}`);
    const hero = page.locator('.portfolio-hero');
    await expect(hero.getByRole('heading', { name: 'Ateliér Tvář', level: 1 })).toBeVisible();
    await expect(hero.locator('img.avatar')).toHaveAttribute('src', profileImageUrl);
  });

  test("the own portfolio's tiles count visitors' views (not the owner's) and show the real rating", async ({ page, browser }) => {
    const { providerId } = await registerProvider(page.request, 'Ateliér Návštěvy');
    await review(page.request, providerId, 5);
    await review(page.request, providerId, 4);
    // The owner's own look does not count.
    await page.goto(`/portfolio?provider=${providerId}`);
    await expect(page.getByRole('heading', { name: 'Ateliér Návštěvy', level: 1 })).toBeVisible();

    for (let visitor = 0; visitor < 2; visitor += 1) {
      const context = await browser.newContext({ userAgent: `Návštěvník ${visitor}` });
      const visit = await context.newPage();
      const counted = visit.waitForResponse((response) => response.url().endsWith(`/api/providers/${providerId}/views`));
      await visit.goto(`/portfolio?provider=${providerId}`);
      expect((await counted).status()).toBe(204);
      // A second look the same day is the same visitor.
      await visit.reload();
      await expect(visit.getByRole('heading', { name: 'Ateliér Návštěvy', level: 1 })).toBeVisible();
      await context.close();
    }

    await page.goto('/portfolio');
    const tiles = page.getByLabel('Statistiky portfolia');
    await expect(tiles.locator('.own-stat').filter({ hasText: 'Zobrazení' }).locator('dd')).toHaveText('2');
    await expect(tiles.locator('.own-stat').filter({ hasText: 'Hodnocení' }).locator('dd')).toHaveText('4,5');
  });

  test("a couple's account becomes a provider without a second account (visitors with a known e-mail keep the dialog: providers.spec)", async ({ page }) => {
    const email = uniqueEmail('par.dodavatel');
    await registerThroughUi(page, { firstName: 'Eva', lastName: 'Nová', email, password: 'svatba2026' });
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/provider-registration');
    await expect(page.getByText(`Profil dodavatele vytvoříme k vašemu účtu ${email}.`)).toBeVisible();
    await expect(page.getByLabel('Heslo', { exact: true })).toHaveCount(0);
    await page.getByLabel('Název společnosti').fill('Květiny Eva');
    await page.getByRole('group', { name: 'Kategorie služeb' }).getByRole('checkbox', { name: 'Květiny' }).check();
    await page.getByLabel('Popis služeb').fill('Svatební kytice, korsáže a květinová výzdoba obřadu i hostiny.');
    await page.getByRole('group', { name: 'Oblasti poskytování služeb' }).getByRole('checkbox', { name: 'Praha' }).check();
    await page.getByLabel('Cena od (Kč)').fill('5 000');
    await page.getByLabel('Cena do (Kč)').fill('25 000');
    await page.getByLabel('Telefon', { exact: true }).fill('603 111 222');
    await page.getByRole('button', { name: 'Zaregistrovat se jako dodavatel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The provider's dashboard, and the top bar names the company.
    await expect(page.getByRole('button', { name: 'Uživatelské menu: Květiny Eva' })).toBeVisible();
    const own = (await (await page.request.get('/api/provider/profile')).json()) as { email: string; companyName: string };
    expect(own).toMatchObject({ email, companyName: 'Květiny Eva' });

    // Opening the registration again says so.
    await page.goto('/provider-registration');
    await expect(page.getByText('Tento účet už má profil dodavatele Květiny Eva.')).toBeVisible();
  });
});
