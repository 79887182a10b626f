import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

const HOME_TITLE = 'Svatby – svatební služby na jednom místě';

interface PageHead {
  title: string;
  description: string;
  canonical: string | null;
  jsonLd: Array<Record<string, unknown>>;
}

/** The head the API gives the page at `path` (what the server writes into its HTML). */
async function headOf(request: APIRequestContext, path: string): Promise<PageHead> {
  const response = await request.get(`/api/page-head?path=${encodeURIComponent(path)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as PageHead;
}

/** The page's description and canonical URL, once each. */
async function expectHead(page: Page, head: PageHead) {
  await expect(page).toHaveTitle(head.title);
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', head.description);
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(head.canonical ? 1 : 0);
  if (head.canonical) await expect(canonical).toHaveAttribute('href', head.canonical);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', head.title);
}

/** The @type of each JSON-LD script in the head. */
const jsonLdTypes = (page: Page) =>
  page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')['@type']));

test.describe('Page heads', () => {
  test('client navigation updates the title, description, canonical and structured data; back restores them', async ({ page, request }) => {
    const asked: string[] = [];
    page.on('request', (call) => {
      const url = new URL(call.url());
      if (url.pathname === '/api/page-head') asked.push(url.searchParams.get('path') ?? '');
    });

    // The first page's head comes with its HTML: the app asks for none.
    const home = await headOf(request, '/');
    expect(home.title).toBe(HOME_TITLE);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Svatební služby na jednom místě', level: 1 })).toBeVisible();
    await expectHead(page, home);
    expect(await jsonLdTypes(page)).toEqual(['WebSite']);
    expect(asked).toEqual([]);

    const catalogue = await headOf(request, '/dodavatele');
    expect(catalogue.title).toBe('Dodavatelé svatebních služeb – Svatby');
    await page.getByRole('banner').getByRole('link', { name: /^Dodavatelé/ }).click();
    await expect(page).toHaveURL(/\/dodavatele$/);
    await expectHead(page, catalogue);
    expect(await jsonLdTypes(page)).toEqual([]);

    // A portfolio from the catalogue: its name in the title, its business data for search engines.
    const card = page.getByRole('heading', { level: 2 }).getByRole('link').first();
    const name = (await card.textContent())!.trim();
    await card.click();
    await expect(page).toHaveURL(/\/portfolio\?provider=\d+$/);
    const portfolioPath = new URL(page.url()).pathname + new URL(page.url()).search;
    const portfolio = await headOf(request, portfolioPath);
    expect(portfolio.title).toContain(name);
    await expectHead(page, portfolio);
    await expect.poll(() => jsonLdTypes(page)).toEqual(['LocalBusiness', 'BreadcrumbList']);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', portfolio.canonical!);

    await page.goBack();
    await expect(page).toHaveURL(/\/dodavatele$/);
    await expectHead(page, catalogue);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expectHead(page, home);
    await expect.poll(() => jsonLdTypes(page)).toEqual(['WebSite']);
    expect(asked).toEqual(['/dodavatele', portfolioPath, '/']);
  });
});
