import { expect, test } from './fixtures';
import { expectNotification, loginThroughUi, postConfirmedRequest, uniqueEmail } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('Subscriptions (offline test gateway)', () => {
  test('a provider without a plan buys premium, sees the contact, then cancels', async ({ page, request, baseURL }) => {
    const token = Date.now().toString().slice(-7);
    const email = uniqueEmail('hudba');
    const password = 'kapela2026';
    const registration = await request.post('/api/providers', {
      data: {
        companyName: `Kapela Souzvuk ${token}`,
        serviceType: 'music',
        description: 'Živá hudba na obřad, raut i večerní zábavu, od swingu po současné hity.',
        serviceAreas: JSON.stringify(['praha']),
        priceFrom: 12000,
        priceTo: 40000,
        email,
        password,
        phonePrefix: '+420',
        phone: '604 222 333',
      },
    });
    expect(registration.status()).toBe(201);
    const coupleEmail = `marie.${token}@example.cz`;
    const requestId = await postConfirmedRequest(request, baseURL!, {
      coupleName: 'Marie a Ondřej',
      weddingDate: inDays(200),
      services: ['music'],
      description: `Hledáme kapelu na večerní zábavu pro 90 hostů, kód ${token}.`,
      budget: 'Do 50 000 Kč',
      location: 'Praha',
      contactEmail: coupleEmail,
    });

    // A visitor picks premium on the pricing, signs in and comes back to checkout.
    await page.goto('/#pricing');
    const premium = page.getByRole('article', { name: 'Premium' });
    await premium.getByRole('link', { name: 'Vybrat plán' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=subscribe&plan=premium_monthly$/);
    await expect(page.getByRole('heading', { name: 'Vítejte zpět' })).toBeVisible();
    await loginThroughUi(page, email, password);
    await expect(page).toHaveURL(/\/subscribe\?plan=premium_monthly$/);

    // Without a plan the request shows no contact.
    await page.goto(`/poptavky?requestId=${requestId}`);
    const detail = page.getByRole('dialog');
    await expect(detail.getByText('Předplatné pro kontakt')).toBeVisible();
    await expect(detail).not.toContainText(coupleEmail);

    // Checkout in test mode.
    await page.goto('/subscribe?plan=premium_monthly');
    await expect(page.getByText('Platební brána: testovací režim')).toBeVisible();
    await page.getByRole('button', { name: 'Zaplatit 490 Kč' }).click();
    await expectNotification(page, 'Předplatné je aktivní');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/subscription-management');
    await expect(page.getByText('Aktivní', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Uhrazeno').first()).toBeVisible();

    // Now the same request shows the couple's contact.
    await page.goto(`/poptavky?requestId=${requestId}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Kontakt na zákazníka' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: coupleEmail }).first()).toBeVisible();

    // Premium subscribers come first in the catalogue, marked.
    await page.goto('/dodavatele?kategorie=music');
    const firstCard = page.locator('.provider-card').first();
    await expect(firstCard.getByRole('heading', { name: `Kapela Souzvuk ${token}` })).toBeVisible();
    await expect(firstCard.getByText('Premium dodavatel')).toBeVisible();

    // Cancel: active until the period ends.
    await page.goto('/subscription-management');
    await page.getByRole('button', { name: 'Zrušit předplatné' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Zůstane aktivní do konce fakturačního období.' });
    await expect(confirm).toContainText(`Opravdu chcete zrušit předplatné pro Kapela Souzvuk ${token}?`);
    await confirm.getByRole('button', { name: 'Ano, zrušit' }).click();
    await expectNotification(page, 'Předplatné zrušeno');
    await expect(page.getByText('Aktivní (zrušeno)').first()).toBeVisible();
    await expect(page.getByText(/Končí: /).first()).toBeVisible();
  });
});
