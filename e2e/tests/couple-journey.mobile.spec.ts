import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { animationsSettled, chooseOption, openedDialog, registerSubscribedProvider, sendOffer } from './support';

/**
 * Issue 51, "Done when": a couple on a phone (390×844) from the home page through the request, its
 * confirmation, the comparison of two offers, the acceptance and the 'Co dál' panel. On every screen
 * of the way no floating control covers the content (their boxes are checked against the content's)
 * and nothing scrolls inside the page (no nested scroll container). The providers' side (accounts,
 * offers) goes through the API.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** What a floating control may not overlap: the page's text and controls. */
const CONTENT = 'h1, h2, h3, h4, h5, p, li, dt, dd, label, a, button, input, textarea, select, [role="combobox"], .ant-tag';

/**
 * The content elements (in the page and in an open dialog) that a floating control covers at the
 * current scroll position: a fixed, small (≤ 120 px) element outside the top bar, notices and
 * pop-ups (the back button, "Nahoru"), whose box meets the content element's box on screen.
 */
async function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate((contentSelector) => {
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const inViewport = (rect: DOMRect) => rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
    const overlays = '.ant-notification, .ant-message, .ant-select-dropdown, .ant-picker-dropdown, .ant-modal-root, .ant-drawer, header, nav';
    const floating = [...document.querySelectorAll('body *')].filter((element) => {
      if (!visible(element) || element.closest(overlays)) return false;
      if (getComputedStyle(element).position !== 'fixed') return false;
      const rect = element.getBoundingClientRect();
      return rect.width <= 120 && rect.height <= 120 && inViewport(rect);
    });
    const scopes = [...document.querySelectorAll('main, .ant-modal-wrap:not([style*="display: none"]) .ant-modal-content')];
    const content = scopes.flatMap((scope) => [...scope.querySelectorAll(contentSelector)]).filter(visible);
    const covered: string[] = [];
    for (const control of floating) {
      const box = control.getBoundingClientRect();
      for (const element of content) {
        if (control.contains(element) || element.contains(control)) continue;
        const rect = element.getBoundingClientRect();
        const width = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const height = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
        if (width > 2 && height > 2) {
          const name = (control.getAttribute('aria-label') ?? control.className.toString()).trim();
          const text = (element.textContent ?? element.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
          covered.push(`${name} covers <${element.tagName.toLowerCase()}> "${text}"`);
        }
      }
    }
    return [...new Set(covered)];
  }, CONTENT);
}

/**
 * Elements that scroll inside the page: overflow auto or scroll with more content than room
 * (an open dialog's own layer, text areas and closed option lists excepted).
 */
async function nestedScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) continue;
      if (element.closest('.ant-select-dropdown, .ant-picker-dropdown, .ant-notification')) continue;
      if (element.classList.contains('ant-modal-wrap')) continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || style.display === 'none' || style.visibility === 'hidden') continue;
      const scrollsY = /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      const scrollsX = /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      if (scrollsY || scrollsX) {
        const label = element.getAttribute('aria-label') ?? element.id ?? '';
        found.push(`<${element.tagName.toLowerCase()} class="${element.className.toString()}"${label ? ` "${label}"` : ''}> scrolls ${scrollsY ? 'vertically' : 'sideways'}`);
      }
    }
    return found;
  });
}

/** The screen as it is now: nothing covered by a floating control, nothing scrolling inside the page. */
async function expectCleanScreen(page: Page, where: string) {
  await animationsSettled(page);
  expect.soft(await coveredContent(page), `${where}: content covered by a floating control`).toEqual([]);
  expect.soft(await nestedScrollers(page), `${where}: scroll containers inside the page`).toEqual([]);
}

/** Scrolls each part into view in turn and checks the screen there. */
async function walkScreen(page: Page, where: string, parts: string[]) {
  for (const part of parts) {
    const target = page.locator(part).first();
    if ((await target.count()) === 0) continue;
    await target.scrollIntoViewIfNeeded();
    await expectCleanScreen(page, `${where} (${part})`);
  }
  // And at the very bottom, where the page ends.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectCleanScreen(page, `${where} (bottom)`);
}

test('a couple on a phone: request, confirmation, comparison, acceptance and Co dál', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const token = Date.now().toString().slice(-7);
  const studioA = `Ateliér Rosa ${token}`;
  const studioB = `Foto Lipka ${token}`;
  const email = `eliska.${token}@example.cz`;

  // The home page, and from its first screen to the request form.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectCleanScreen(page, 'home, first screen');
  await page.getByRole('button', { name: /Hledám služby na svatbu/ }).click();
  const form = page.locator('#ai-form');
  await expect(form.getByLabel('Jména páru')).toBeVisible();

  // 1: names, no date yet; 2: the service; 3: budget and place, then the AI draft from them.
  await form.getByLabel('Jména páru').fill('Eliška a Tomáš');
  await form.getByLabel('Ještě nemám vybráno datum').check();
  await form.getByLabel('Hledat v kategoriích').fill('foto');
  await form.getByRole('checkbox', { name: 'Fotografie' }).check();
  await form.getByLabel('Hledat v kategoriích').fill('');
  await walkScreen(page, 'request form', ['#ai-form .request-step[data-step="1"]', '#ai-form .request-step[data-step="2"]']);
  await chooseOption(page, form.getByLabel('Rozpočet', { exact: true }), 'Do 50 000 Kč');
  await chooseOption(page, form.getByLabel('Lokalita', { exact: true }), 'Zlín', 'Zlín');
  await form.getByRole('button', { name: 'Vygenerovat popis pomocí AI' }).click();
  const description = form.getByLabel('Popis');
  await expect(description).toHaveValue(/Svatba se uskuteční ve Zlíně\. Hledáme fotografa\. Počítáme s rozpočtem do 50 000 Kč\./);
  await description.fill(`${await description.inputValue()} Focení od obřadu po první tanec, kód ${token}.`);
  await form.getByLabel(/Kontaktní e-?mail/i).fill(email);
  await walkScreen(page, 'request form, step 3', ['#ai-form .request-step[data-step="3"]', '#ai-form .request-form__submit']);

  // Sent: the result screen says what happens next, first of all the e-mail.
  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/service-requests' && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Odeslat poptávku ZDARMA' }).click();
  const { id: requestId } = (await (await created).json()) as { id: number };
  const sent = form.locator('.request-sent');
  await expect(sent.getByRole('heading', { name: 'Poptávka je odeslaná. Teď ji potvrďte v e-mailu' })).toBeVisible();
  await expect(sent).toContainText(`Zkontrolujte e-mail ${email}.`);
  await expect(sent.getByRole('heading', { name: 'Co bude dál' })).toBeVisible();
  await walkScreen(page, 'result screen', ['#ai-form .request-sent']);

  // The confirmation: the link of the e-mail (shown here: no mail service in this run).
  const confirmLink = await sent.getByRole('link', { name: 'Potvrdit poptávku (vývojový režim)' }).getAttribute('href');
  await page.goto(confirmLink!);
  await expect(page.getByRole('heading', { name: 'Poptávka je potvrzená', level: 1 })).toBeVisible();
  await walkScreen(page, 'confirmation', ['main h1']);
  const manage = await page.getByRole('link', { name: 'Spravovat poptávku' }).getAttribute('href');
  expect(manage).toMatch(/\/poptavka\/sprava\?token=/);

  // Two photographers serving Zlín answer it.
  const providerA = await browser.newContext();
  const providerB = await browser.newContext();
  try {
    await registerSubscribedProvider(providerA.request, { companyName: studioA, serviceType: 'photography', serviceAreas: ['zlin'] });
    await registerSubscribedProvider(providerB.request, { companyName: studioB, serviceType: 'photography', serviceAreas: ['zlin'] });
    await sendOffer(providerA.request, requestId, {
      message: 'Dobrý den, rádi vám nafotíme celý den, od příprav po první tanec.',
      priceKind: 'exact',
      priceMin: 28000,
      includedItems: ['Celodenní focení', '400 upravených fotografií'],
    });
    await sendOffer(providerB.request, requestId, {
      message: 'Dobrý den, nabízíme reportážní focení a tištěné album.',
      priceKind: 'range',
      priceMin: 20000,
      priceMax: 32000,
      includedItems: ['Tištěné album'],
    });
  } finally {
    await providerA.close();
    await providerB.close();
  }

  // The manage page (the link of the confirmation e-mail): the two offers.
  await page.goto(manage!);
  await expect(page.getByRole('heading', { name: 'Správa poptávky', level: 1 })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Nabídky (2)' });
  await expect(offers.getByRole('article', { name: studioA })).toBeVisible();
  await expect(offers.getByRole('article', { name: studioB })).toBeVisible();
  await walkScreen(page, 'manage page with offers', ['main h1', 'main .offers-panel', 'main article']);

  // The comparison on a phone: the offers stacked as cards, each with its own Přijmout.
  await offers.getByRole('button', { name: 'Porovnat nabídky' }).click();
  const compare = await openedDialog(page, 'Porovnání nabídek');
  await expect(compare.getByRole('table')).toHaveCount(0);
  const cardA = compare.getByRole('article', { name: studioA });
  const cardB = compare.getByRole('article', { name: studioB });
  await expect(cardA).toContainText('28 000 Kč');
  await expect(cardB).toContainText('20 000 – 32 000 Kč');
  for (const card of [cardA, cardB]) {
    await expect(card.getByText('Cena', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Přijmout/ })).toBeVisible();
  }
  await expectCleanScreen(page, 'comparison');
  await cardB.scrollIntoViewIfNeeded();
  await expectCleanScreen(page, 'comparison, second offer');

  // Acceptance, from the comparison, after the confirmation.
  await cardA.getByRole('button', { name: /Přijmout/ }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp(`Přijmout nabídku (od|dodavatele) ${studioA}\\?`) });
  await expect(confirm).toBeVisible();
  await expectCleanScreen(page, 'accept confirmation');
  await confirm.getByRole('button', { name: 'Přijmout nabídku' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Nabídka je přijatá' }).last()).toBeVisible();

  // Co dál: the provider's contacts, the agreed price, the next step and the review; nothing to close.
  const next = page.getByRole('region', { name: 'Co dál' });
  await expect(next).toBeVisible();
  await expect(next).toContainText(studioA);
  await expect(next.getByText('Dohodnutá cena')).toBeVisible();
  await expect(next).toContainText('28 000 Kč');
  await expect(next.getByRole('link', { name: /@example\.cz$/ })).toHaveAttribute('href', /^mailto:/);
  await expect(next.getByRole('link', { name: /777 444 333/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(next).toContainText(`${studioA} se vám ozve`);
  await expect(next).toContainText('Po svatbě můžete dodavatele ohodnotit');
  await expect(page.getByRole('button', { name: /Uzavřít poptávku/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Uzavřít poptávku' })).toHaveCount(0);
  await walkScreen(page, 'Co dál', ['main .offers-next', 'main article']);
});
