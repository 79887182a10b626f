import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  expectNotification,
  openedDialog,
  postConfirmedRequest,
  postRequestWithManageLink,
  registerCouple,
  registerSubscribedProvider,
  sendOffer,
} from './support';

/**
 * Issue 19: offers and conversations. A provider offers, the couple sees it live, compares two
 * offers, writes to a provider, accepts one; the other provider sees the polite decline. Set-up that
 * is not under test (accounts, subscriptions, confirmed requests) goes through the API.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const AUTO_DECLINE = 'Děkujeme za nabídku. Pár si tentokrát vybral jiného dodavatele.';

/**
 * Opens `path` and waits until the page's event stream (/api/events) answered: only then does an
 * event published by another browser reach this one.
 */
async function gotoLive(page: Page, path: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
}

/** Fills 'Poslat nabídku' in the open offer dialog with a price range and one included item, and sends it. */
async function fillOffer(page: Page, offer: { message: string; from: string; to: string; item: string }) {
  const dialog = await openedDialog(page, 'Poslat nabídku');
  await dialog.getByLabel('Zpráva pro pár').fill(offer.message);
  // antd's button-style radio hides its input: the visible label is what a user clicks.
  await dialog.getByText('Rozpětí', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Rozpětí' })).toBeChecked();
  await dialog.getByLabel('Od (Kč)', { exact: true }).fill(offer.from);
  await dialog.getByLabel('Do (Kč)', { exact: true }).fill(offer.to);
  await dialog.getByRole('button', { name: 'Přidat položku' }).click();
  await dialog.getByLabel('Položka 1', { exact: true }).fill(offer.item);
  await dialog.getByRole('button', { name: 'Odeslat nabídku' }).click();
  await expectNotification(page, 'Nabídka byla odeslána');
  await expect(dialog).toBeHidden();
}

test.describe('Offers and conversations', () => {
  test('a provider offers, the couple sees it live, compares two offers, writes, accepts one; the other provider sees the decline', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const token = Date.now().toString().slice(-7);
    const studioA = `Ateliér Jasno ${token}`;
    const studioB = `Foto Kvítek ${token}`;

    // The couple: an account of its own and a confirmed request made while signed in (so it is theirs).
    await registerCouple(page.request, 'Lucie', 'Malá');
    const requestId = await postConfirmedRequest(page.request, baseURL!, {
      coupleName: 'Lucie a Adam',
      weddingDate: inDays(150),
      services: ['photography', 'video'],
      description: `Hledáme fotografa a kameramana na celý den, 70 hostů, kód ${token}.`,
      budget: 'Do 50 000 Kč',
      location: 'Zlín',
      contactEmail: `lucie.${token}@example.cz`,
    });

    // Two subscribed photographers, each in a browser of its own.
    const providerA = await browser.newContext();
    const providerB = await browser.newContext();
    try {
      const serviceAreas = ['zlin'];
      await registerSubscribedProvider(providerA.request, { companyName: studioA, serviceType: 'photography,video', serviceAreas });
      await registerSubscribedProvider(providerB.request, { companyName: studioB, serviceType: 'photography', serviceAreas });
      const pageA = await providerA.newPage();
      const pageB = await providerB.newPage();

      // The couple keeps the dashboard open: the request has no offers yet.
      await gotoLive(page, '/dashboard');
      const mine = page.locator(`li[data-request-id="${requestId}"]`);
      await expect(mine.getByText('Zatím žádné nabídky.')).toBeVisible();

      // Provider A finds the request on /poptavky and offers from its detail.
      await pageA.goto(`/poptavky?hledat=${token}`);
      await pageA.locator('article', { hasText: `kód ${token}` }).getByRole('heading').getByRole('button').click();
      const detail = pageA.getByRole('dialog');
      await expect(detail.getByRole('heading', { name: 'Vaše nabídka' })).toBeVisible();
      await expect(detail.getByText('Zatím žádná nabídka')).toBeVisible();
      await detail.getByRole('button', { name: 'Poslat nabídku' }).click();
      await fillOffer(pageA, {
        message: 'Dobrý den, rádi vám nafotíme i natočíme celý den, od příprav po první tanec.',
        from: '25000',
        to: '40000',
        item: 'Celodenní focení a sestřih videa',
      });
      // The detail now shows the own offer, waiting for the couple.
      await expect(detail.getByText('Čeká na odpověď')).toBeVisible();
      await expect(detail.getByText('25 000 – 40 000 Kč')).toBeVisible();

      // The couple's open dashboard shows it without a reload (the event stream).
      const offerA = mine.getByRole('article', { name: studioA });
      await expect(offerA).toBeVisible();
      await expect(offerA).toContainText('25 000 – 40 000 Kč');
      await expect(offerA).toContainText('Celodenní focení a sestřih videa');
      await expect(offerA).toContainText('rádi vám nafotíme i natočíme celý den');
      await expect(mine.getByRole('heading', { name: 'Nabídky (1)' })).toBeVisible();

      // Provider B answers from its list of requests (/inquiries), on the card.
      await pageB.goto('/inquiries');
      const card = pageB.locator('article', { hasText: `kód ${token}` });
      await expect(card.getByText('1 z 8 nabídek')).toBeVisible();
      await card.getByRole('button', { name: /^Poslat nabídku:/ }).click();
      await fillOffer(pageB, {
        message: 'Dobrý den, nabízíme reportážní focení celého dne a tištěné album.',
        from: '18000',
        to: '30000',
        item: 'Tištěné album',
      });
      await expect(card.getByText('Čeká na odpověď')).toBeVisible();

      // Live again; then the two side by side.
      const offerB = mine.getByRole('article', { name: studioB });
      await expect(offerB).toContainText('18 000 – 30 000 Kč');
      await mine.getByRole('button', { name: 'Porovnat nabídky' }).click();
      const compare = await openedDialog(page, 'Porovnání nabídek');
      await expect(compare.getByRole('columnheader', { name: studioA })).toBeVisible();
      await expect(compare.getByRole('columnheader', { name: studioB })).toBeVisible();
      const prices = compare.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cena', exact: true }) });
      await expect(prices).toContainText('25 000 – 40 000 Kč');
      await expect(prices).toContainText('18 000 – 30 000 Kč');
      await page.keyboard.press('Escape');
      await expect(compare).toBeHidden();

      // Provider A waits in its inbox: nothing unread yet (the offer's message is its own).
      await gotoLive(pageA, '/zpravy');
      await expect(pageA.getByRole('link', { name: 'Zprávy', exact: true })).toBeVisible();

      // The couple writes to provider A from the offer.
      await offerA.getByRole('link', { name: 'Napsat zprávu' }).click();
      await expect(page).toHaveURL(/\/zpravy\?c=\d+$/);
      const thread = page.getByRole('log', { name: `Zprávy s ${studioA}` });
      await expect(thread).toContainText('rádi vám nafotíme i natočíme celý den');
      const question = `Máte prosím volno i na focení den po svatbě? (${token})`;
      await page.getByRole('textbox', { name: 'Zpráva' }).fill(question);
      await page.getByRole('button', { name: 'Odeslat' }).click();
      await expect(thread).toContainText(question);

      // Provider A sees it live: the unread badge in the navbar and the thread on top of the list.
      await expect(pageA.getByRole('link', { name: 'Zprávy, 1 nepřečtená' })).toBeVisible();
      const item = pageA.getByRole('link', { name: /Lucie a Adam/ });
      await expect(item).toContainText(question);
      await item.click();
      await expect(pageA.getByRole('log', { name: 'Zprávy s Lucie a Adam' })).toContainText(question);
      // Opened, the thread is read: the badge goes.
      await expect(pageA.getByRole('link', { name: 'Zprávy', exact: true })).toBeVisible();

      // Provider B keeps its dashboard open ('Moje nabídky').
      await gotoLive(pageB, '/dashboard');
      const myOffers = pageB.getByRole('region', { name: 'Moje nabídky' });
      // Its only offer, waiting for the couple.
      await expect(myOffers.getByText('Stav nabídky: Čeká na odpověď')).toBeVisible();

      // The couple accepts provider A's offer, after the confirmation.
      await page.goto('/dashboard');
      await offerA.getByRole('button', { name: 'Přijmout' }).click();
      const confirm = await openedDialog(page, `Přijmout nabídku dodavatele ${studioA}?`);
      await expect(confirm).toContainText('Druhou nabídku automaticky odmítneme se zdvořilým poděkováním.');
      await confirm.getByRole('button', { name: 'Přijmout nabídku' }).click();
      await expectNotification(page, 'Nabídka je přijatá');
      // The badge reads 'Stav: Vybráno' to screen readers.
      await expect(mine.getByText('Stav: Vybráno')).toBeVisible();
      await expect(mine).toContainText(`Vybrali jste nabídku dodavatele ${studioA}. Ostatním dodavatelům jsme poděkovali.`);
      await expect(offerB).toContainText(`Odmítnuta automaticky: ${AUTO_DECLINE}`);
      await expect(offerA.getByRole('button', { name: 'Přijmout' })).toHaveCount(0);

      // Provider A, still in the thread, is told at once.
      await expect(pageA.getByRole('log', { name: 'Zprávy s Lucie a Adam' })).toContainText('Pár přijal vaši nabídku a vznikla rezervace SV-');

      // Provider B sees the decline, with the polite text, without a reload.
      await expect(myOffers.getByText('Stav nabídky: Odmítnuta')).toBeVisible();
      await expect(myOffers.getByText(AUTO_DECLINE)).toBeVisible();
      // Booked, the request has left the public list.
      await pageB.goto(`/poptavky?hledat=${token}`);
      await expect(pageB.getByRole('heading', { name: 'Žádné poptávky nevyhovují filtru' })).toBeVisible();
    } finally {
      await providerA.close();
      await providerB.close();
    }
  });

  test('a signed-in couple asks a listed provider from the portfolio; the provider sees the question and answers', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const token = Date.now().toString().slice(-7);
    const bakery = `Cukrárna Vanilka ${token}`;
    const provider = await browser.newContext();
    try {
      const { providerId } = await registerSubscribedProvider(provider.request, { companyName: bakery, serviceType: 'cake' });
      const pageP = await provider.newPage();
      await gotoLive(pageP, '/zpravy');
      await expect(pageP.getByText('Zatím nemáte žádné zprávy')).toBeVisible();

      await registerCouple(page.request, 'Jitka', 'Veselá');
      await gotoLive(page, `/portfolio?provider=${providerId}`);
      await expect(page.getByRole('heading', { name: bakery, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Zeptat se' }).click();
      const dialog = await openedDialog(page, `Zeptat se: ${bakery}`);
      const question = `Dobrý den, pečete i bezlepkové dorty pro 60 hostů? (${token})`;
      await dialog.getByLabel('Vaše zpráva').fill(question);
      await dialog.getByRole('button', { name: 'Odeslat' }).click();

      // The question opens its thread in the inbox, a thread without a request.
      await expect(page).toHaveURL(/\/zpravy\?c=\d+$/);
      const thread = page.getByRole('log', { name: `Zprávy s ${bakery}` });
      await expect(thread).toContainText(question);
      await expect(page.getByText('Dotaz z portfolia').first()).toBeVisible();

      // The provider's open inbox gets it live, unread; opened, it answers.
      await expect(pageP.getByRole('link', { name: 'Zprávy, 1 nepřečtená' })).toBeVisible();
      const item = pageP.getByRole('link', { name: /Jitka/ });
      await expect(item).toContainText(question);
      await item.click();
      const providerThread = pageP.getByRole('log', { name: /^Zprávy s Jitka/ });
      await expect(providerThread).toContainText(question);
      await pageP.getByRole('textbox', { name: 'Zpráva' }).fill('Dobrý den, ano, bezlepkové dorty pečeme. Pošlu vám ceník.');
      await pageP.getByRole('button', { name: 'Odeslat' }).click();
      await expect(providerThread).toContainText('bezlepkové dorty pečeme');
      // The couple's thread is open: the answer arrives there without a reload.
      await expect(thread).toContainText('bezlepkové dorty pečeme');
    } finally {
      await provider.close();
    }
  });

  test('a couple without an account writes to the provider and declines the offer with a reason on the manage page', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const token = Date.now().toString().slice(-7);
    const band = `Kapela Rytmus ${token}`;
    const provider = await browser.newContext();
    try {
      await registerSubscribedProvider(provider.request, { companyName: band, serviceType: 'music', serviceAreas: ['brno'] });
      // Made without an account: the manage link is the couple's only key.
      const { id, manageToken } = await postRequestWithManageLink(request, baseURL!, {
        coupleName: 'Eva a Martin',
        weddingDate: inDays(180),
        services: ['music'],
        description: `Hledáme kapelu na večerní zábavu, kód ${token}.`,
        budget: 'Do 50 000 Kč',
        location: 'Brno',
        contactEmail: `eva.${token}@example.cz`,
      });
      const offer = await sendOffer(provider.request, id, {
        message: 'Dobrý den, zahrajeme od obřadu až do půlnoci, swing i současné hity.',
        priceKind: 'exact',
        priceMin: 32000,
        includedItems: ['Ozvučení sálu'],
      });

      await page.goto(`/poptavka/sprava?token=${manageToken}`);
      await expect(page.getByRole('heading', { name: 'Správa poptávky', level: 1 })).toBeVisible();
      const offers = page.getByRole('region', { name: 'Nabídky (1)' });
      const card = offers.getByRole('article', { name: band });
      await expect(card).toContainText('32 000 Kč');
      await expect(card).toContainText('Ozvučení sálu');

      // The conversation opens inline, under the offer.
      await card.getByRole('button', { name: 'Napsat zprávu' }).click();
      const thread = card.getByRole('log', { name: `Zprávy s ${band}` });
      await expect(thread).toContainText('zahrajeme od obřadu až do půlnoci');
      const message = `Děkujeme! Hrajete i na obřadu venku? (${token})`;
      await card.getByRole('textbox', { name: 'Zpráva' }).fill(message);
      await card.getByRole('button', { name: 'Odeslat' }).click();
      await expect(thread).toContainText(message);

      // Declined with a reason, which the card then shows.
      const reason = 'Vybrali jsme si nakonec DJ.';
      await card.getByRole('button', { name: 'Odmítnout' }).click();
      const dialog = await openedDialog(page, 'Odmítnout nabídku');
      await dialog.getByLabel('Důvod (nepovinné)').fill(reason);
      await dialog.getByRole('button', { name: 'Odmítnout nabídku' }).click();
      await expectNotification(page, 'Nabídka byla odmítnuta');
      await expect(card).toContainText(`Odmítli jste: ${reason}`);
      await expect(card.getByRole('button', { name: 'Přijmout' })).toHaveCount(0);

      // The provider reads both: the message and the decline with its reason.
      const pageP = await provider.newPage();
      await pageP.goto(`/zpravy?c=${offer.conversationId}`);
      const providerThread = pageP.getByRole('log', { name: 'Zprávy s Eva a Martin' });
      await expect(providerThread).toContainText(message);
      await expect(providerThread).toContainText(`Pár nabídku odmítl: ${reason}`);
      await pageP.goto('/dashboard');
      await expect(pageP.getByRole('region', { name: 'Moje nabídky' })).toContainText(`Důvod: ${reason}`);
    } finally {
      await provider.close();
    }
  });
});
