import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { chooseOption, expectNotification, loginThroughUi, openedDialog, postConfirmedRequest, registerCouple, registerSubscribedProvider } from './support';

/**
 * Issue 45: fair and fast matching. A couple hearts two providers (one on the catalogue's card while
 * still signed out: the heart survives the login; one on its portfolio), compares them side by side on /vybrani and invites both to its request. Provider A
 * answers 'Nemám volný termín' from /inquiries (the request leaves its list); provider B sends an offer
 * starting from one of its offer templates (the couple's date and place filled in). The couple sees B's
 * offer and, muted under it, '1 dodavatel nemá volno'. Set-up that is not under test (accounts,
 * subscriptions, the request, the template) goes through the API.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The date as the app writes it ('12. 6. 2027'): what the template's {datum} becomes. */
const czechDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
};

/** The request's card on the provider's /inquiries (found by the code in its description). */
const inquiryCard = (page: Page, token: string) => page.locator('article', { hasText: `kód ${token}` });

test.describe('Matching', () => {
  test('the couple hearts two providers, compares and invites them; one has no free date, the other offers from a template', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = Date.now().toString().slice(-7);
    const studioA = `Květiny Srdce ${token}`;
    const studioB = `Filmové Srdce ${token}`;
    const weddingDate = inDays(240);
    const templateName = `Celý den ${token}`;

    const providerA = await browser.newContext();
    const providerB = await browser.newContext();
    try {
      // Two subscribed (so listed) providers in Prague: a florist (invited outside the request's categories;
      // not a photographer, whose list providers.spec measures) and a videographer.
      const a = await registerSubscribedProvider(providerA.request, { companyName: studioA, serviceType: 'flowers', serviceAreas: ['praha'] });
      const b = await registerSubscribedProvider(providerB.request, { companyName: studioB, serviceType: 'video', serviceAreas: ['praha'] });
      // B keeps an offer template: {datum} and {místo} become the request's date and place in the offer form.
      const template = await providerB.request.post('/api/offer-templates', {
        data: {
          name: templateName,
          message: 'Dobrý den, {datum} v místě {místo} vám rádi natočíme celý svatební den, od příprav po první tanec.',
          includedItems: ['Celodenní natáčení', 'Sestřih svatebního filmu'],
          priceKind: 'range',
          priceMin: 28000,
          priceMax: 36000,
        },
      });
      expect(template.status(), await template.text()).toBe(201);

      // The couple has an account (made through the API elsewhere) but browses signed out: a heart on the
      // catalogue's card asks them to sign in, and is saved on the way back.
      const signUp = await browser.newContext();
      const { email: coupleEmail } = await registerCouple(signUp.request, 'Tereza', 'Dvořáková');
      await signUp.close();
      await page.goto(`/dodavatele?hledat=${encodeURIComponent(studioA)}`);
      await page.getByRole('button', { name: `Uložit do výběru: ${studioA}` }).click();
      await expect(page).toHaveURL(/\/login/);
      await loginThroughUi(page, coupleEmail, 'svatba2026');
      await expect(page).toHaveURL(/\/dodavatele/);
      await expect(page.getByRole('button', { name: `Odebrat z výběru: ${studioA}` })).toHaveAttribute('aria-pressed', 'true');

      // A confirmed request of their own (sent signed in), with a date.
      const requestId = await postConfirmedRequest(page.request, baseURL!, {
        coupleName: 'Tereza a Jakub',
        weddingDate,
        services: ['photography', 'video'],
        description: `Hledáme fotografa a kameramana na svatbu na zámku pro 90 hostů, kód ${token}.`,
        budget: '50 000 – 100 000 Kč',
        location: 'Praha',
        contactEmail: `tereza.${token}@example.cz`,
      });

      // A second heart, on the other's portfolio.
      await page.goto(`/portfolio?provider=${b.providerId}`);
      await page.getByRole('button', { name: `Uložit do výběru: ${studioB}` }).click();
      await expect(page.getByRole('button', { name: `Odebrat z výběru: ${studioB}` })).toHaveAttribute('aria-pressed', 'true');
      // The hearts are the server's, not the page's: a reload keeps them.
      await page.reload();
      await expect(page.getByRole('button', { name: `Odebrat z výběru: ${studioB}` })).toHaveAttribute('aria-pressed', 'true');

      // 'Vybraní dodavatelé': both, by category; compared side by side.
      await page.goto('/vybrani');
      await expect(page.getByRole('heading', { level: 1, name: 'Vybraní dodavatelé' })).toBeVisible();
      const cardA = page.getByRole('article', { name: studioA });
      const cardB = page.getByRole('article', { name: studioB });
      await expect(cardA).toBeVisible();
      await expect(cardB).toBeVisible();
      await cardA.getByRole('checkbox', { name: `Vybrat ${studioA}` }).check();
      await cardB.getByRole('checkbox', { name: `Vybrat ${studioB}` }).check();
      await page.getByRole('button', { name: 'Porovnat' }).click();
      const comparison = page.getByRole('region', { name: /^Porovnání dodavatelů/ });
      await expect(comparison.getByRole('columnheader', { name: studioA })).toBeVisible();
      await expect(comparison.getByRole('columnheader', { name: studioB })).toBeVisible();
      for (const row of ['Cena', 'Hodnocení', 'Hodnocení z rezervací', 'Rychlost odpovědi', 'Termín svatby', 'Oblast působení']) {
        await expect(comparison.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
      }
      // Neither has marked the couple's date yet: free or unknown, never busy.
      const dateRow = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Termín svatby', exact: true }) });
      await expect(dateRow).not.toContainText('Obsazeno');
      const priceRow = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cena', exact: true }) });
      await expect(priceRow).toContainText('10 000');

      // Both invited to the request, from the shortlist.
      await page.getByRole('button', { name: 'Pozvat k nabídce' }).click();
      const invite = await openedDialog(page, 'Pozvat k nabídce');
      await expect(invite.getByRole('radio', { checked: true })).toBeVisible();
      await expect(invite.getByRole('checkbox', { name: studioA })).toBeChecked();
      await expect(invite.getByRole('checkbox', { name: studioB })).toBeChecked();
      await invite.getByRole('button', { name: 'Pozvat 2 dodavatele' }).click();
      await expect(invite.getByRole('status')).toContainText('Pozvánka odešla 2 dodavatelům.');
      await invite.locator('.ant-modal-footer').getByRole('button', { name: 'Zavřít' }).click();
      await expect(invite).toBeHidden();
      // The server holds both invitations, the couple's own.
      const invitations = await page.request.get(`/api/service-requests/${requestId}/invitations`);
      expect(invitations.status()).toBe(200);
      const invited = ((await invitations.json()) as { items: { providerId: number; source: string }[] }).items;
      expect(invited.map((item) => item.providerId).sort()).toEqual([a.providerId, b.providerId].sort());
      expect(invited.every((item) => item.source === 'couple')).toBe(true);

      // Provider A: the invitation tops /inquiries; 'Nemám volný termín' takes the request off the list.
      const pageA = await providerA.newPage();
      await pageA.goto('/inquiries');
      const cardOfA = inquiryCard(pageA, token);
      await expect(cardOfA).toContainText('Pozvánka od páru');
      await expect(pageA.locator('article').first()).toContainText(`kód ${token}`);
      await cardOfA.getByRole('button', { name: 'Nemám volný termín' }).click();
      await expect(pageA.getByRole('button', { name: 'Vrátit zpět' })).toBeVisible();
      await expect(cardOfA).toHaveCount(0);
      // The wedding date is now busy in A's calendar.
      const calendar = await providerA.request.get(`/api/providers/${a.providerId}/availability?startDate=${weddingDate}&endDate=${weddingDate}`);
      expect(calendar.status(), await calendar.text()).toBe(200);
      expect(await calendar.json()).toEqual([expect.objectContaining({ date: weddingDate, status: 'busy' })]);

      // Provider B: the invitation, then an offer that starts from its template.
      const pageB = await providerB.newPage();
      await pageB.goto('/inquiries');
      const cardOfB = inquiryCard(pageB, token);
      await expect(cardOfB).toContainText('Pozvánka od páru');
      await cardOfB.getByRole('button', { name: /^Poslat nabídku:/ }).click();
      const offer = await openedDialog(pageB, 'Poslat nabídku');
      await chooseOption(pageB, offer.getByRole('combobox', { name: 'Začít ze šablony' }), templateName);
      const message = offer.getByLabel('Zpráva pro pár');
      await expect(message).toHaveValue(
        `Dobrý den, ${czechDate(weddingDate)} v místě Praha vám rádi natočíme celý svatební den, od příprav po první tanec.`,
      );
      await expect(offer.getByRole('radio', { name: 'Rozpětí' })).toBeChecked();
      await expect(offer.getByLabel('Položka 1', { exact: true })).toHaveValue('Celodenní natáčení');
      await expect(offer.getByLabel('Položka 2', { exact: true })).toHaveValue('Sestřih svatebního filmu');
      await offer.getByRole('button', { name: 'Odeslat nabídku' }).click();
      await expectNotification(pageB, 'Nabídka byla odeslána');
      await expect(offer).toBeHidden();
      await expect(cardOfB.getByText('Čeká na odpověď')).toBeVisible();

      // The couple: B's offer, and A's answer muted under the offers (a company name, no contacts).
      await page.goto('/dashboard');
      const mine = page.locator(`li[data-request-id="${requestId}"]`);
      const offerB = mine.getByRole('article', { name: studioB });
      await expect(offerB).toContainText('28 000 – 36 000 Kč');
      await expect(offerB).toContainText('Sestřih svatebního filmu');
      const replies = mine.locator('.request-replies');
      await expect(replies).toContainText('1 dodavatel nemá volno');
      await expect(replies).toContainText(studioA);
      await expect(replies).not.toContainText(a.email);
      await expect(mine.getByRole('article', { name: studioA })).toHaveCount(0);
    } finally {
      await providerA.close();
      await providerB.close();
    }
  });
});
