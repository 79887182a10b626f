import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { animationsSettled } from './support';

/**
 * Issue 51, item 14, on a phone (390×844): the floating back button covers no text, label or button on the
 * way down a page; nothing scrolls inside the page (/, the request form, /dodavatele, the provider's
 * dashboard); the date picker's arrows are 44 px tap targets; a text area's count stays off its help text.
 */
test.use({ viewport: { width: 390, height: 844 } });

const CONTENT = 'h1, h2, h3, h4, h5, p, li, dt, dd, label, a, button, input, textarea, select, [role="combobox"], .ant-tag';

/**
 * The content boxes the back button's box meets at the current scroll position. Only what shows counts:
 * content that has scrolled under the opaque sticky top bar is clipped at the bar's bottom edge.
 */
async function coveredByBackButton(page: Page): Promise<string[]> {
  return page.evaluate((contentSelector) => {
    const button = document.querySelector('button[aria-label="Zpět"]');
    if (!button) return [];
    const box = button.getBoundingClientRect();
    const barBottom = document.querySelector('header.navbar')?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    for (const element of document.querySelectorAll(contentSelector)) {
      if (element === button || element.contains(button) || button.contains(element)) continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      const width = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      const height = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, barBottom, box.top);
      if (width > 1 && height > 1) {
        const text = (element.textContent ?? element.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        covered.push(`<${element.tagName.toLowerCase()}> "${text}"`);
      }
    }
    return covered;
  }, CONTENT);
}

/** Elements that scroll inside the page: overflow auto/scroll with more content than room (text fields excepted). */
async function nestedScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) continue;
      if (element.closest('.ant-select-dropdown, .ant-picker-dropdown, .ant-notification')) continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || style.display === 'none' || style.visibility === 'hidden') continue;
      const scrollsY = /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      const scrollsX = /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      if (scrollsY || scrollsX) found.push(`<${element.tagName.toLowerCase()} class="${element.className.toString()}">`);
    }
    return found;
  });
}

/** Down the whole page a screen at a time: the back button covers nothing anywhere. */
async function expectBackButtonClear(page: Page, where: string) {
  await expect(page.getByRole('button', { name: 'Zpět' })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; ; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await animationsSettled(page);
    expect.soft(await coveredByBackButton(page), `${where} at ${y} px: covered by the back button`).toEqual([]);
    if (y >= height) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectNoNestedScroll(page: Page, where: string) {
  await animationsSettled(page);
  expect.soft(await nestedScrollers(page), `${where}: scroll containers inside the page`).toEqual([]);
}

test('the back button covers no content on the way down the pages', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [path, heading] of [
    ['/dodavatele', 'Dodavatelé'],
    ['/poptavky', 'Poptávky'],
    ['/faq', 'Často kladené otázky'],
    ['/kontakt', /Kontakt/],
    ['/login', /Vítejte zpět/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectBackButtonClear(page, path);
  }
});

test('nothing scrolls inside the home page, the request form or /dodavatele; the filters open from "Filtry"', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoNestedScroll(page, '/');

  // The request form with every category in the page (no box showing 6 of 31).
  await page.getByRole('button', { name: /Hledám služby na svatbu/ }).click();
  const form = page.locator('#ai-form');
  await expect(form.getByRole('group', { name: 'Služby' })).toBeVisible();
  await form.getByRole('group', { name: 'Služby' }).scrollIntoViewIfNeeded();
  await expectNoNestedScroll(page, 'the request form');
  const tiles = form.getByRole('group', { name: 'Služby' }).locator('label');
  const last = tiles.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();

  await page.goto('/dodavatele');
  await expect(page.getByRole('heading', { level: 1, name: 'Dodavatelé' })).toBeVisible();
  await expectNoNestedScroll(page, '/dodavatele');
  // The first screen shows results, not the filter panel.
  await expect(page.getByRole('region', { name: 'Filtry dodavatelů' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Filtry/ }).click();
  const sheet = page.getByRole('dialog', { name: /^Filtry/ });
  await expect(sheet.getByLabel('Hledat')).toBeVisible();
  await sheet.getByRole('button', { name: 'Zobrazit výsledky' }).click();
  await expect(sheet).toHaveCount(0);
});

test("the date picker's arrows are 44 px tap targets", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Hledám služby na svatbu/ }).click();
  const form = page.locator('#ai-form');
  await form.getByLabel('Datum svatby').click();
  const arrows = page.locator('.ant-picker-dropdown:visible .ant-picker-header > button');
  await expect(arrows.first()).toBeVisible();
  await animationsSettled(page);
  const boxes = await arrows.evaluateAll((buttons) =>
    buttons.filter((button) => getComputedStyle(button).visibility !== 'hidden').map((button) => {
      const rect = button.getBoundingClientRect();
      return { label: button.getAttribute('aria-label') ?? button.className, width: rect.width, height: rect.height };
    }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  for (const box of boxes) {
    expect.soft(box.width, `${box.label} width`).toBeGreaterThanOrEqual(44);
    expect.soft(box.height, `${box.label} height`).toBeGreaterThanOrEqual(44);
  }
});

test("a text area's character count is not drawn over its help text", async ({ page }) => {
  await page.goto('/kontakt');
  const message = page.getByLabel('Zpráva');
  await message.fill('Dobrý den');
  await message.fill('');
  const item = page.locator('.ant-form-item').filter({ has: message });
  const help = item.locator('.ant-form-item-explain');
  await expect(help).toBeVisible();
  await animationsSettled(page);
  const count = await item.locator('.ant-input-data-count').boundingBox();
  const helpBox = await help.boundingBox();
  expect(count && helpBox).toBeTruthy();
  // The count ends above the help text's first line.
  expect(count!.y + count!.height).toBeLessThanOrEqual(helpBox!.y + 1);
});

test('the provider dashboard has no scroll list of its own', async ({ page }) => {
  // The dashboard grows with what the journeys before it made: 6 500 px here after a full run (11 screens to walk, each
  // scroll rendering the sections that come into view), 18 s on an idle machine and past a minute in a loaded CI run.
  test.setTimeout(150_000);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Pro vývojáře' }).click();
  await page.getByRole('button', { name: 'Přihlásit jako Testovací dodavatel' }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoNestedScroll(page, 'the provider dashboard');
  await expectBackButtonClear(page, 'the provider dashboard');
});
