import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  animationsSettled,
  loginThroughUi,
  postConfirmedRequest,
  postRequestWithManageLink,
  registerCouple,
  registerSubscribedProvider,
  sendOffer,
} from './support';

/**
 * Issue 8: axe (WCAG 2 A + AA) finds no serious or critical violation on the public pages,
 * the provider workspace, the admin pages and the request detail dialog.
 */

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `      ${node.target.join(' ')}${node.failureSummary ? `\n        ${node.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`)
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n${targets}`;
    })
    .join('\n');
}

/** Waits for the page's main heading and for loading to settle, then scans. */
async function expectAccessible(page: Page, ready: Locator, label: string, include?: string) {
  await expect(ready).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  // Let antd's enter animations finish, so colours are measured at rest.
  await animationsSettled(page);
  // The app has no frames: axe runs in the page itself (legacy mode), without the blank page it otherwise opens to
  // merge the frames' results (1.2-1.8 s of each scan here).
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // Soft, so a signed-in walk through several pages reports every page's findings at once.
  expect.soft(blocking.map((violation) => violation.id), `${label} (${page.url()}):\n${describe(blocking)}`).toEqual([]);
}

const h1 = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('Accessibility (axe, WCAG 2 A/AA)', () => {
  const publicPages: { path: string; heading?: string | RegExp }[] = [
    { path: '/' },
    { path: '/poptavky', heading: 'Poptávky' },
    { path: '/dodavatele', heading: 'Dodavatelé' },
    { path: '/services/photography', heading: 'Fotografie' },
    { path: '/portfolio?provider=997' },
    { path: '/login' },
    { path: '/forgot-password' },
    { path: '/provider-registration', heading: 'Registrace dodavatele' },
    { path: '/faq', heading: 'Často kladené otázky' },
    { path: '/kontakt', heading: 'Kontakt' },
    { path: '/podminky-pouziti', heading: 'Podmínky použití' },
    { path: '/ochrana-soukromi', heading: 'Ochrana osobních údajů' },
    // A visitor is sent to the login screen: the scan covers where they land.
    { path: '/subscribe?plan=premium_monthly' },
    { path: '/tahle-stranka-neexistuje', heading: '404 Page Not Found' },
    // The confirmation mail's links: "this was not me" asks first; a used or unknown link explains itself.
    { path: `/poptavka/odmitnout?token=${'a'.repeat(43)}`, heading: 'Poptávku jste nezadávali?' },
    { path: `/poptavka/potvrdit?token=${'a'.repeat(43)}`, heading: 'Poptávku se nepodařilo potvrdit' },
    // The links of the registration and review e-mails; an unknown link explains itself.
    { path: `/overeni-emailu?token=${'a'.repeat(43)}`, heading: 'E-mail se nepodařilo ověřit' },
    { path: `/hodnoceni/potvrdit?token=${'a'.repeat(43)}`, heading: 'Hodnocení se nepodařilo potvrdit' },
  ];

  // One visitor walks them all: a browser context each would load the app's code anew for every page.
  test('public pages', async ({ page }) => {
    test.setTimeout(180_000);
    for (const { path, heading } of publicPages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectAccessible(page, h1(page, heading), path);
      });
    }
  });

  test('the request detail dialog on /poptavky', async ({ page, request, baseURL }) => {
    const id = await postConfirmedRequest(request, baseURL!, {
      coupleName: 'Jana a Petr',
      weddingDate: inDays(140),
      services: ['photography', 'flowers'],
      description: 'Fotograf na celý den a květinová výzdoba obřadu pro 80 hostů.',
      budget: 'Do 50 000 Kč',
      location: 'Brno',
      contactEmail: 'jana.petr@example.cz',
    });
    await page.goto(`/poptavky?requestId=${id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Fotograf na celý den')).toBeVisible();
    await expectAccessible(page, dialog, 'request detail dialog');
  });

  test('the request detail dialog is reached, used and closed with the keyboard alone', async ({ page }) => {
    await page.goto('/poptavky');
    await expect(h1(page, 'Poptávky')).toBeVisible();
    const opener = page.locator('.request-card__open').first();
    await expect(opener).toBeVisible();
    // Tab from the top of the page until the first request's button has the focus.
    let reached = false;
    for (let presses = 0; presses < 80 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await opener.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the first request is reachable with Tab').toBe(true);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/requestId=\d+/);
    // Focus moves into the dialog and stays there while tabbing.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let presses = 0; presses < 6; presses += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/requestId=/);
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('provider workspace', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Pro vývojáře' }).click();
    await page.getByRole('button', { name: 'Přihlásit jako Testovací dodavatel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ['/dashboard', '/calendar', '/portfolio', '/profile-settings', '/inquiries', '/subscription-management']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectAccessible(page, h1(page), path);
      });
    }
  });

  test('offers and conversations: the offer form, the couple\'s offers, the compare view, a thread, the manage page', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = Date.now().toString().slice(-7);
    await registerCouple(page.request, 'Alena', 'Pokorná');
    const { id, manageToken } = await postRequestWithManageLink(page.request, baseURL!, {
      coupleName: 'Alena a Jiří',
      weddingDate: inDays(170),
      services: ['flowers'],
      description: `Květinová výzdoba obřadu a kytice pro nevěstu, kód ${token}.`,
      budget: 'Do 50 000 Kč',
      location: 'Plzeň',
      contactEmail: `alena.${token}@example.cz`,
    });
    const luna = `Květiny Luna ${token}`;
    const florists = [await browser.newContext(), await browser.newContext()];
    try {
      await registerSubscribedProvider(florists[0].request, { companyName: luna, serviceType: 'flowers' });
      await registerSubscribedProvider(florists[1].request, { companyName: `Zahrada Iris ${token}`, serviceType: 'flowers' });
      const offer = await sendOffer(florists[0].request, id, {
        message: 'Dobrý den, připravíme kytici, korsáže i výzdobu obřadu v pastelových barvách.',
        priceKind: 'range',
        priceMin: 12000,
        priceMax: 20000,
        includedItems: ['Svatební kytice', 'Výzdoba obřadu'],
      });

      // The second florist's offer form, in the request's detail.
      const florist = await florists[1].newPage();
      await florist.goto(`/poptavky?requestId=${id}`);
      await florist.getByRole('dialog').getByRole('button', { name: 'Poslat nabídku' }).click();
      await expectAccessible(florist, florist.getByRole('dialog', { name: 'Poslat nabídku' }), 'the offer form');
      await florist.close();
      await sendOffer(florists[1].request, id, {
        message: 'Dobrý den, rádi vám uvážeme kytici z lučních květin.',
        priceKind: 'from',
        priceMin: 9000,
      });

      await page.goto('/dashboard');
      const mine = page.locator(`li[data-request-id="${id}"]`);
      await expect(mine.getByRole('heading', { name: 'Nabídky (2)' })).toBeVisible();
      await expectAccessible(page, mine.getByRole('article', { name: luna }), 'the couple\'s dashboard with offers');
      await mine.getByRole('button', { name: 'Porovnat nabídky' }).click();
      await expectAccessible(page, page.getByRole('dialog', { name: 'Porovnání nabídek' }), 'the compare view');

      await page.goto(`/zpravy?c=${offer.conversationId}`);
      const thread = page.getByRole('log', { name: `Zprávy s ${luna}` });
      await expectAccessible(page, thread.getByText('pastelových barvách'), '/zpravy with a thread');

      await page.goto(`/poptavka/sprava?token=${manageToken}`);
      const card = page.getByRole('article', { name: luna });
      await card.getByRole('button', { name: 'Napsat zprávu' }).click();
      await expectAccessible(page, card.getByRole('log').getByText('pastelových barvách'), 'the manage page, a thread open');
    } finally {
      await Promise.all(florists.map((context) => context.close()));
    }
  });

  test('the admin\'s Zprávy tab with a reported message and its conversation', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const token = Date.now().toString().slice(-7);
    const dj = `DJ Bouře ${token}`;
    // A couple reports a provider's message (set-up through the API, each side in a context of its own).
    const couple = await browser.newContext();
    const provider = await browser.newContext();
    try {
      await registerCouple(couple.request, 'Dana', 'Kovářová');
      const requestId = await postConfirmedRequest(couple.request, baseURL!, {
        coupleName: 'Dana a Petr',
        weddingDate: inDays(190),
        services: ['dj'],
        description: `DJ na večerní zábavu, kód ${token}.`,
        budget: 'Do 50 000 Kč',
        location: 'Ostrava',
        contactEmail: `dana.${token}@example.cz`,
      });
      await registerSubscribedProvider(provider.request, { companyName: dj, serviceType: 'dj' });
      const { conversationId } = await sendOffer(provider.request, requestId, {
        message: 'Zahraji levně, ale zaplaťte mi předem na účet mimo Svatby.',
        priceKind: 'exact',
        priceMin: 15000,
      });
      const answer = await couple.request.get(`/api/conversations/${conversationId}/messages`);
      const thread = (await answer.json()) as { messages: { id: number }[] };
      const reported = await couple.request.post(`/api/messages/${thread.messages[0].id}/reports`, {
        data: { reason: 'scam', note: 'Chce platbu mimo Svatby.' },
      });
      expect(reported.status(), await reported.text()).toBe(201);
    } finally {
      await couple.close();
      await provider.close();
    }

    await page.goto('/login');
    await loginThroughUi(page, 'admin@svatby.test', 'admin-heslo-e2e');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin?zalozka=zpravy');
    await expect(page.getByRole('tab', { name: /Zprávy/, selected: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: dj });
    await expectAccessible(page, row, '/admin Zprávy tab');
    await row.getByRole('button', { name: 'Zobrazit konverzaci' }).click();
    const drawer = page.getByRole('dialog', { name: `Konverzace: ${dj}` });
    await expectAccessible(page, drawer.getByText('mimo Svatby').first(), 'the reported conversation');
  });

  test('admin pages', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await loginThroughUi(page, 'admin@svatby.test', 'admin-heslo-e2e');
    await expect(page).toHaveURL(/\/admin$/);
    await expectAccessible(page, h1(page, 'Administrátorský panel'), '/admin');

    await page.goto('/admin?zalozka=dodavatele');
    await expect(page.getByRole('tab', { name: /Dodavatelé/, selected: true })).toBeVisible();
    await expectAccessible(page, h1(page, 'Administrátorský panel'), '/admin Dodavatelé tab');

    await page.goto('/admin?zalozka=hodnoceni');
    await expect(page.getByRole('tab', { name: /Hodnocení/, selected: true })).toBeVisible();
    await expectAccessible(page, h1(page, 'Administrátorský panel'), '/admin Hodnocení tab');

    await page.goto('/debug/sendgrid');
    await expectAccessible(page, h1(page, /SendGrid/), '/debug/sendgrid');
  });
});
