import { expect, test } from './fixtures';
import { expectNotification, loginThroughUi, openedDialog, publishedReview, scrollToReviews, uniqueEmail } from './support';

test.describe('Reviews people can trust', () => {
  test('a visitor reports a review, an admin hides it, and the average follows at once', async ({ page, request, baseURL }) => {
    const registration = await request.post('/api/providers', {
      data: {
        companyName: 'Kapela Večerníček',
        serviceType: 'music',
        description: 'Živá hudba na svatební hostinu, od prvního tance do rána.',
        serviceAreas: JSON.stringify(['praha']),
        priceFrom: 15000,
        priceTo: 40000,
        email: uniqueEmail('vecernicek'),
        password: 'kapela2026',
        phonePrefix: '+420',
        phone: '604 222 333',
      },
      headers: { Origin: baseURL! },
    });
    expect(registration.status(), await registration.text()).toBe(201);
    const { providerId } = (await registration.json()) as { providerId: number };
    const stamp = Date.now();
    await publishedReview(request, providerId, { email: `lucie.${stamp}@gmail.com`, reviewerName: 'Lucie', overallRating: 5, reviewText: 'Tancovali jsme do rána.' });
    await publishedReview(request, providerId, { email: `konkurence.${stamp}@gmail.com`, reviewerName: 'Spokojený host', overallRating: 1, reviewText: 'Navštivte raději naši kapelu!' });

    await page.goto(`/portfolio?provider=${providerId}`);
    await scrollToReviews(page);
    await expect(page.getByText('Celkem 2 hodnocení')).toBeVisible();
    await expect(page.locator('.rating-summary__average')).toContainText('3,0');

    // A visitor reports the suspicious one.
    await page.getByRole('button', { name: 'Nahlásit hodnocení od Spokojený host' }).click();
    const report = await openedDialog(page, 'Nahlásit hodnocení');
    await report.getByRole('radio', { name: 'Falešné hodnocení' }).check({ force: true });
    await report.getByRole('textbox').fill('Odkazuje na jinou kapelu.');
    await report.getByRole('button', { name: 'Odeslat' }).click();
    await expectNotification(page, 'Děkujeme, hodnocení prověříme');
    // Reported reviews stay visible until an admin decides.
    await expect(page.getByText('Navštivte raději naši kapelu!')).toBeVisible();

    // The admin sees the report and hides the review, with a reason.
    await page.goto('/login');
    await loginThroughUi(page, 'admin@svatby.test', 'admin-heslo-e2e');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/admin?zalozka=hodnoceni&dodavatel=${providerId}`);
    const row = page.getByRole('row', { name: /Spokojený host/ });
    await expect(row).toContainText('Nahlášeno (1)');
    await row.getByRole('button', { name: 'Skrýt' }).click();
    const hide = await openedDialog(page, 'Skrýt hodnocení');
    await hide.getByLabel('Důvod').fill('Reklama konkurence, ne zkušenost zákazníka.');
    await hide.getByRole('button', { name: 'Skrýt' }).click();
    await expectNotification(page, 'Hodnocení bylo skryto');

    // The public figures follow at once.
    await page.goto(`/portfolio?provider=${providerId}`);
    await scrollToReviews(page);
    await expect(page.getByText('Celkem 1 hodnocení')).toBeVisible();
    await expect(page.locator('.rating-summary__average')).toContainText('5,0');
    await expect(page.getByText('Navštivte raději naši kapelu!')).toHaveCount(0);
  });
});
