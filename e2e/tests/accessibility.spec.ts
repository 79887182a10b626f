import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginThroughUi, postConfirmedRequest } from './support';

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
  await page.waitForTimeout(400);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
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

  for (const { path, heading } of publicPages) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page, h1(page, heading), path);
    });
  }

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
    await page.getByRole('button', { name: 'Přihlásit jako Testovací dodavatel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ['/dashboard', '/calendar', '/portfolio', '/profile-settings', '/inquiries', '/subscription-management']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectAccessible(page, h1(page), path);
      });
    }
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
