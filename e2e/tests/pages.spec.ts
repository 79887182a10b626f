import { expect, test } from './fixtures';
import { chooseOption } from './support';

test.describe('Information pages', () => {
  test('the FAQ reads the plan prices from the plans API', async ({ page, request }) => {
    const plans = (await (await request.get('/api/subscription/plans')).json()) as Array<{ id: string; priceFormatted: string }>;
    const premiumMonthly = plans.find((plan) => plan.id === 'premium_monthly')!;
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Často kladené otázky', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Kolik stojí předplatné?' }).click();
    const prices = page.getByRole('list', { name: 'Ceny předplatného' });
    // Playwright matches text with whitespace normalised (the Czech format uses no-break spaces).
    await expect(prices).toContainText(`${premiumMonthly.priceFormatted.replace(/\s/g, ' ')} / měsíc`);
    await page.getByRole('button', { name: 'Jak rychle odpovídáte na dotazy?' }).click();
    await expect(page.getByText(/24 hodin/).first()).toBeVisible();
  });

  test("the FAQ's head is painted before any script runs, where the page then draws it", async ({ page }) => {
    const head = async () => {
      const title = page.locator('main h1', { hasText: 'Často kladené otázky' });
      await expect(title).toBeVisible();
      const lead = page.locator('main .static-page__lead p');
      return { title: await title.boundingBox(), lead: await lead.boundingBox() };
    };
    // The app's scripts held back: what index.html and public/boot.js paint on their own.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/faq');
    await expect(page.locator('.boot')).toBeVisible();
    const painted = await head();
    await page.unroute('**/assets/*.js');
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Často kladené otázky', level: 1 })).toBeVisible();
    await expect(page.locator('.boot')).toHaveCount(0);
    // The same place and size: no layout shift when the page takes over.
    expect(await head()).toEqual(painted);
  });

  test('terms and privacy show their date and the GDPR rights', async ({ page }) => {
    await page.goto('/podminky-pouziti');
    await expect(page.getByRole('heading', { name: 'Podmínky použití', level: 1 })).toBeVisible();
    await expect(page.getByText('Poslední aktualizace: 26. července 2025')).toBeVisible();
    await page.goto('/ochrana-soukromi');
    await expect(page.getByRole('heading', { name: 'Ochrana osobních údajů', level: 1 })).toBeVisible();
    await expect(page.getByText('Poslední aktualizace: 26. července 2025')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Vaše práva/ })).toBeVisible();
  });

  test('a visitor sends a message from /kontakt', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { name: 'Kontakt', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR kód s adresou/ })).toBeVisible();
    const form = page.getByRole('form', { name: 'Napište nám' });
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page.getByText('Zadejte své jméno')).toBeVisible();
    await expect(page.getByText('Napište zprávu')).toBeVisible();

    await form.getByLabel('Jméno').fill('Jana Nováková');
    await form.getByLabel('E-mail').fill('jana.kontakt@example.cz');
    await chooseOption(page, form.getByLabel('Předmět'), 'Spolupráce');
    await form.getByLabel('Zpráva').fill('Dobrý den, rádi bychom s vámi spolupracovali jako svatební salon.');
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page.getByRole('heading', { name: 'Zpráva odeslána' })).toBeVisible();
    await expect(page.getByText('Odpovíme vám do 24 hodin na jana.kontakt@example.cz.')).toBeVisible();
  });
});
