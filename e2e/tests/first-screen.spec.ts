import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * Issue 21: a visitor's /dodavatele and a provider's portfolio come drawn by the server (the app's own
 * components, frontend/src/server): the page is in the HTML before any script has run, and the app takes
 * it over with the same answers, without moving it or asking for them again.
 */

/** Sums the page's layout shifts from its start (CLS as Lighthouse counts it, without user input). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
}

/** The paths of the API calls the page makes. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

test.describe("A visitor's first screen", () => {
  test('/dodavatele: the cards are in the served HTML, and the app takes them over in place, then sorts them as usual', async ({ page, request }) => {
    const listed = await (await request.get('/api/service-providers?page=1&pageSize=12&sort=newest')).json();
    const names: string[] = listed.items.map((item: { businessName: string }) => item.businessName);
    expect(names.length).toBeGreaterThan(1);
    const served = await (await request.get('/dodavatele')).text();
    for (const name of names.slice(0, 3)) expect(served).toContain(name.replace(/&/g, '&amp;').replace(/</g, '&lt;'));

    const cumulativeShift = await watchLayoutShifts(page);
    const calls = apiCalls(page);
    await page.goto('/dodavatele');
    // The app's page (inside <main id="main">), no longer the first screen.
    const cards = page.locator('main#main .provider-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('.boot')).toHaveCount(0);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(names);
    expect(calls).not.toContain('/api/service-providers');
    expect(calls).not.toContain('/api/service-categories');
    expect(await cumulativeShift()).toBeLessThan(0.01);

    // The app runs the page: another order is asked for and shown.
    const oldest = await (await request.get('/api/service-providers?page=1&pageSize=12&sort=oldest')).json();
    await page.getByLabel('Řazení').selectOption({ label: 'Nejstarší' });
    await expect(page).toHaveURL(/razeni=oldest/);
    await expect.poll(() => calls.filter((call) => call === '/api/service-providers').length).toBe(1);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(oldest.items.map((item: { businessName: string }) => item.businessName));
  });

  test("a provider's portfolio: its name is in the served HTML and stays in place as the app takes over", async ({ page, request }) => {
    const listed = await (await request.get('/api/service-providers?page=1&pageSize=1')).json();
    const { id, businessName } = listed.items[0] as { id: number; businessName: string };
    const served = await (await request.get(`/portfolio?provider=${id}`)).text();
    expect(served).toContain('boot__server-page');
    expect(served).toContain('portfolio-hero__title');

    const cumulativeShift = await watchLayoutShifts(page);
    const calls = apiCalls(page);
    await page.goto(`/portfolio?provider=${id}`);
    await expect(page.locator('main#main').getByRole('heading', { level: 1, name: businessName })).toBeVisible();
    await expect(page.locator('.boot')).toHaveCount(0);
    expect(calls).not.toContain(`/api/providers/${id}`);
    expect(await cumulativeShift()).toBeLessThan(0.01);
  });
});
