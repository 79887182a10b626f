import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNotification, openedDialog, postConfirmedRequest, registerCouple, registerSubscribedProvider } from './support';

/**
 * Issue 44: a booking from an accepted offer to the document. The couple accepts an offer with a
 * deposit; the provider confirms on the dashboard; the couple sees the QR payment live; the provider
 * marks the deposit received; the couple sees 'Záloha přijata' and downloads 'Potvrzení rezervace'.
 * Set-up that is not under test (accounts, the subscription, the bank account, the request, the
 * offer) goes through the API.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A Czech account with valid checksums (the Czech National Bank's own): 19-2000145399/0800. */
const BANK_ACCOUNT = '19-2000145399/0800';

/** Opens `path` and waits until the page's event stream answered (events from the other browser then arrive). */
async function gotoLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

test.describe('Bookings', () => {
  test('accept → the provider confirms → the couple pays by QR → the provider marks the deposit → the couple downloads the document', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const token = Date.now().toString().slice(-7);
    // A caterer: the photography list is measured by providers.spec (its cards against the skeletons).
    const studio = `Catering Rezervace ${token}`;

    // The couple: an account and a confirmed request of its own, with a wedding date.
    await registerCouple(page.request, 'Klára', 'Veselá');
    const requestId = await postConfirmedRequest(page.request, baseURL!, {
      coupleName: 'Klára a Ondřej',
      weddingDate: inDays(200),
      services: ['catering'],
      description: `Hledáme catering na svatbu v Telči pro 80 hostů, kód ${token}.`,
      budget: 'Do 50 000 Kč',
      location: 'Jihlava',
      contactEmail: `klara.${token}@example.cz`,
    });

    const provider = await browser.newContext();
    try {
      await registerSubscribedProvider(provider.request, { companyName: studio, serviceType: 'catering', serviceAreas: ['jihlava'] });
      // The provider's own account first: the QR pays it (Svatby never holds money).
      const settings = await provider.request.put('/api/provider/booking-settings', {
        data: {
          cancellationTerms: 'Zálohu vracíme při zrušení nejpozději 90 dní před svatbou.',
          depositPercent: null,
          bankAccount: BANK_ACCOUNT,
          eventsPerDay: 1,
        },
      });
      expect(settings.status(), await settings.text()).toBe(200);
      const offer = await provider.request.post(`/api/service-requests/${requestId}/offers`, {
        data: {
          message: 'Dobrý den, rádi pro vás v Telči připravíme svatební menu pro 80 hostů, včetně obsluhy.',
          priceKind: 'exact',
          priceMin: 30_000,
          includedItems: ['Svatební menu pro 80 hostů', 'Obsluha a inventář'],
          depositAmount: 6000,
        },
      });
      expect(offer.status(), await offer.text()).toBe(201);

      // The couple accepts on the dashboard: the booking waits for the provider.
      await gotoLive(page, '/dashboard');
      const mine = page.locator(`li[data-request-id="${requestId}"]`);
      const offerCard = mine.getByRole('article', { name: studio });
      await offerCard.getByRole('button', { name: 'Přijmout' }).click();
      const accept = await openedDialog(page, `Přijmout nabídku dodavatele ${studio}?`);
      await accept.getByRole('button', { name: 'Přijmout nabídku' }).click();
      await expectNotification(page, 'Nabídka je přijatá');
      const booking = mine.locator('article[data-booking-id]');
      await expect(booking).toContainText('Čeká na potvrzení dodavatele');
      await expect(booking).toContainText('Dodavatel má na potvrzení čas do');
      await expect(booking.getByRole('link', { name: /Potvrzení rezervace/ })).toHaveCount(0);
      const number = ((await booking.getByRole('heading').first().textContent()) ?? '').replace('Rezervace ', '').trim();
      expect(number).toMatch(/^SV-\d{4}-\d{6}$/);

      // The provider confirms on its dashboard.
      const providerPage = await provider.newPage();
      await gotoLive(providerPage, '/dashboard');
      const bookings = providerPage.getByRole('region', { name: 'Rezervace' });
      const pending = bookings.getByRole('article').filter({ hasText: number });
      await expect(pending).toContainText('Čeká na potvrzení dodavatele');
      await pending.getByRole('button', { name: 'Potvrdit' }).click();
      const confirm = await openedDialog(providerPage, 'Potvrdit rezervaci');
      await confirm.getByRole('button', { name: 'Potvrdit rezervaci' }).click();
      await expect(pending).toContainText('Potvrzeno');

      // The couple sees it live: confirmed, with the QR payment to the provider's account.
      await expect(booking).toContainText('Potvrzeno');
      const payment = booking.getByRole('region', { name: 'Záloha 6 000 Kč' });
      await expect(payment).toContainText('Záloha čeká na zaplacení');
      await expect(payment.getByRole('img', { name: /^QR Platba: záloha 6 000 Kč/ })).toBeVisible();
      await expect(payment).toContainText(BANK_ACCOUNT);
      await expect(payment).toContainText(number.replace(/\D/g, ''));
      await expect(payment).toContainText(`Záloha ${number}`);
      // On a phone (390 px) the booking and its payment fit the screen: no sideways scrolling.
      await page.setViewportSize({ width: 390, height: 844 });
      await booking.scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await booking.screenshot({ path: test.info().outputPath('booking-390.png') });
      await page.setViewportSize({ width: 1280, height: 720 });

      // The provider marks the deposit received (after a confirmation).
      await pending.getByRole('button', { name: 'Záloha přijata' }).click();
      const depositConfirm = providerPage.getByRole('dialog').filter({ hasText: 'Potvrdit přijetí zálohy?' });
      await expect(depositConfirm).toBeVisible();
      await depositConfirm.getByRole('button', { name: 'Záloha přijata' }).click();
      await expect(pending.getByRole('button', { name: 'Záloha přijata' })).toHaveCount(0);

      // The couple sees 'Záloha přijata' without a reload, and the QR is gone.
      await expect(payment).toContainText('Záloha přijata');
      await expect(payment.getByRole('img')).toHaveCount(0);

      // The couple downloads the document: a PDF named by the booking's number.
      const downloading = page.waitForEvent('download');
      await booking.getByRole('link', { name: /Potvrzení rezervace/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`potvrzeni-rezervace-${number}.pdf`);
      const file = await download.path();
      expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // And reads it as a page, with the history.
      await booking.getByRole('link', { name: /Zobrazit/ }).click();
      await expect(page).toHaveURL(/\/rezervace\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Potvrzení rezervace' })).toBeVisible();
      const agreed = page.getByRole('region', { name: 'Co jste si domluvili' });
      await expect(agreed).toContainText(number);
      await expect(agreed).toContainText(studio);
      await expect(agreed).toContainText('30 000 Kč');
      await expect(agreed).toContainText('Zálohu vracíme při zrušení nejpozději 90 dní před svatbou.');
      const history = page.getByRole('region', { name: 'Historie' });
      await expect(history).toContainText('Rezervace potvrzena');
      await expect(history).toContainText('Záloha přijata');
      // The page survives a reload (the server knows the path).
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Potvrzení rezervace' })).toBeVisible();
    } finally {
      await provider.close();
    }
  });
});
