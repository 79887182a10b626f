import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { loginThroughUi, openedDialog, postConfirmedRequest, registerCouple, registerSubscribedProvider, sendOffer } from './support';

/**
 * Issue 46: the couple's wedding plan. Partner A founds the plan on /muj-plan and invites partner B by
 * link; B joins. A imports guests from an Excel-style CSV (Windows-1250, semicolons, one bad row) and
 * hands one guest an RSVP link; the guest answers on the public page, and B, who has the guest list
 * open, sees the count change without reloading. A caterer's offer on A's request is accepted: its
 * price appears in the plan's budget, marked as coming from Svatby. Set-up that is not under test
 * (accounts, the request, the provider and its offer) goes through the API.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Opens `path` and waits for the page's event stream to answer (the live updates under test need it). */
async function gotoLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** The figure under a label of the guest list's counts ('Potvrdilo' → '1'). */
const guestCount = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Počty hostů' }).locator('.plan-figures__item', { has: page.getByText(label, { exact: true }) }).locator('dd');

test.describe('Wedding plan', () => {
  test('two partners share a plan: guests from CSV, an RSVP by link seen live by the other, an accepted offer in the budget', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const token = Date.now().toString().slice(-7);
    const caterer = `Catering Plán ${token}`;
    const weddingDate = inDays(250);

    // Partner A: an account and a confirmed request (its date prefills the plan).
    const signUpA = await browser.newContext();
    const { email: emailA } = await registerCouple(signUpA.request, 'Lucie', 'Horáková');
    await signUpA.close();
    await page.goto('/login');
    await loginThroughUi(page, emailA, 'svatba2026');
    await expect(page).not.toHaveURL(/\/login/);
    const requestId = await postConfirmedRequest(page.request, baseURL!, {
      coupleName: 'Lucie a Marek',
      weddingDate,
      services: ['catering'],
      description: `Hledáme catering na svatbu v Praze pro 60 hostů, kód ${token}.`,
      budget: '50 000 – 100 000 Kč',
      location: 'Praha',
      contactEmail: `lucie.${token}@example.cz`,
    });

    // A founds the plan: the names and the date come from the request.
    await page.goto('/muj-plan');
    await expect(page.getByRole('heading', { level: 2, name: 'Založte si svatební plán' })).toBeVisible();
    await page.getByRole('button', { name: 'Založit plán' }).click();
    await expect(page.getByRole('tab', { name: 'Úkoly' })).toBeVisible();
    await expect(page.getByText('Lucie a Marek').first()).toBeVisible();

    // 'Pozvat partnera': a link to copy.
    await page.getByRole('button', { name: 'Pozvat partnera' }).click();
    const invite = await openedDialog(page, 'Pozvat partnera');
    await invite.getByRole('button', { name: 'Vytvořit odkaz' }).click();
    const inviteUrl = (await invite.locator('.plan-invite__url-text').textContent())!.trim();
    expect(inviteUrl).toMatch(/\/muj-plan\/pripojit\?token=[\w-]{20,}$/);
    await invite.locator('.ant-modal-footer').getByRole('button', { name: 'Zavřít' }).click();

    // Partner B: an account of their own, joins through the link.
    const partner = await browser.newContext();
    const guest = await browser.newContext();
    try {
      const { email: emailB } = await registerCouple(partner.request, 'Marek', 'Horák');
      const pageB = await partner.newPage();
      await pageB.goto('/login');
      await loginThroughUi(pageB, emailB, 'svatba2026');
      await expect(pageB).not.toHaveURL(/\/login/);
      await pageB.goto(new URL(inviteUrl).pathname + new URL(inviteUrl).search);
      await pageB.getByRole('button', { name: 'Připojit se k plánu' }).click();
      await expect(pageB).toHaveURL(/\/muj-plan(\?|$)/);
      await expect(pageB.getByText('Lucie a Marek').first()).toBeVisible();
      // The link was single use.
      const again = await pageB.request.post('/api/plan/join', { data: { token: new URL(inviteUrl).searchParams.get('token') } });
      expect(again.status()).toBe(404);

      // B keeps the guest list open (with its event stream).
      await gotoLive(pageB, '/muj-plan?tab=hoste');
      await expect(guestCount(pageB, 'Potvrdilo')).toHaveText('0');

      // A imports guests from Excel's Czech CSV: Windows-1250, semicolons; line 4 has no name.
      await page.goto('/muj-plan?tab=hoste');
      const csv = ['Jméno;Skupina;Dítě;Kontakt', 'Žofie Šťastná;Rodina nevěsty;ne;zofie@example.cz', 'Řehoř Šťastný;Rodina nevěsty;ano;', ';Přátelé;ne;', 'Věra Čermáková;Přátelé;ne;'].join('\r\n');
      const upload = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/plan/guests/import');
      await page.locator('input[type="file"]').setInputFiles({ name: 'hoste.csv', mimeType: 'text/csv', buffer: iconv.encode(csv, 'win1250') });
      expect((await upload).status()).toBe(200);
      await expect(page.getByText('Importováno: 3 hosté')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Chybné řádky' })).toContainText('Řádek 4');
      await expect(page.getByText('Žofie Šťastná')).toBeVisible();
      await expect(page.getByText('Věra Čermáková')).toBeVisible();

      // An RSVP link for Žofie, shown once.
      await page.getByRole('button', { name: 'Odkaz pro odpověď: Žofie Šťastná' }).first().click();
      const rsvpDialog = await openedDialog(page, 'Odkaz pro odpověď: Žofie Šťastná');
      await rsvpDialog.getByRole('button', { name: 'Vytvořit odkaz' }).click();
      const rsvpUrl = await rsvpDialog.getByLabel('Odkaz pro hosta').inputValue();
      expect(rsvpUrl).toMatch(/\/rsvp\/[\w-]{20,}$/);
      await rsvpDialog.locator('.guests-dialog__actions').getByRole('button', { name: 'Zavřít' }).click();

      // The guest: the couple's names and date only; answers yes for two.
      const guestPage = await guest.newPage();
      await guestPage.goto(new URL(rsvpUrl).pathname);
      await expect(guestPage.getByRole('heading', { level: 1, name: 'Lucie a Marek' })).toBeVisible();
      await expect(guestPage.getByText('Věra Čermáková')).toHaveCount(0);
      await guestPage.getByText('Ano, přijdu').click();
      await guestPage.getByLabel('Počet osob (včetně vás)').selectOption('2');
      await guestPage.getByLabel('Strava (nepovinné)').fill('Bez lepku');
      await guestPage.getByRole('button', { name: 'Odeslat odpověď' }).click();
      await expect(guestPage.getByRole('heading', { name: 'Děkujeme, odpověď jsme předali' })).toBeVisible();

      // B sees it without reloading: one confirmed, two people.
      await expect(guestCount(pageB, 'Potvrdilo')).toHaveText('1');
      await expect(guestCount(pageB, 'Přijde')).toHaveText('2 osoby');

      // A caterer's offer on A's request; A accepts it (the accept flow itself is offers.spec's).
      const provider = await browser.newContext();
      try {
        await registerSubscribedProvider(provider.request, { companyName: caterer, serviceType: 'catering', serviceAreas: ['praha'] });
        const offer = await sendOffer(provider.request, requestId, {
          message: 'Dobrý den, rádi vám připravíme svatební menu pro 60 hostů včetně obsluhy.',
          priceKind: 'range',
          priceMin: 42_000,
          priceMax: 48_000,
          includedItems: ['Menu pro 60 hostů'],
        });
        await gotoLive(pageB, '/muj-plan?tab=rozpocet');
        const accepted = await page.request.post(`/api/offers/${offer.id}/accept`, { data: {} });
        expect(accepted.status(), await accepted.text()).toBe(200);
      } finally {
        await provider.close();
      }

      // The budget of both partners: the catering line at the range's upper bound, an estimate from Svatby.
      const line = pageB.locator('.budget-line, tr', { hasText: 'Catering' }).filter({ hasText: 'Z nabídky na Svatby' }).first();
      await expect(line).toBeVisible();
      await expect(line).toContainText('48 000');
      await expect(line).toContainText('odhad');
      // The catering task ticked itself.
      await pageB.goto('/muj-plan?tab=ukoly');
      await expect(pageB.getByText('Splněno díky Svatby').first()).toBeVisible();
    } finally {
      await partner.close();
      await guest.close();
    }
  });
});
