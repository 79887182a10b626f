import { expect, test } from './fixtures';
import { chooseNativeOption, chooseOption, coupleAddress, expectNotification, loginThroughUi, openedDialog, uniqueEmail } from './support';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('Admin panel', () => {
  test('an admin manages a request and a provider and downloads a backup', async ({ page, request, baseURL }) => {
    const token = Date.now().toString().slice(-7);
    const created = await request.post('/api/service-requests', {
      data: {
        coupleName: 'Alžběta a Vojtěch',
        weddingDate: inDays(150),
        services: ['flowers'],
        description: `Svatební kytice a výzdoba stolů pro 60 hostů, kód ${token}.`,
        budget: 'Do 50 000 Kč',
        location: 'Olomouc',
        contactEmail: `alzbeta.${token}@example.cz`,
      },
      headers: { Origin: baseURL!, 'X-Forwarded-For': coupleAddress() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const company = `Cukrárna Marcipán ${token}`;
    const registration = await request.post('/api/providers', {
      data: {
        companyName: company,
        serviceType: 'cake',
        description: 'Svatební dorty, cupcakes a sladké bary na míru, rozvoz po celém kraji.',
        serviceAreas: JSON.stringify(['praha']),
        priceFrom: 3000,
        priceTo: 20000,
        email: uniqueEmail('marcipan'),
        password: 'dorty2026',
        phonePrefix: '+420',
        phone: '605 444 555',
      },
      headers: { Origin: baseURL! },
    });
    expect(registration.status(), await registration.text()).toBe(201);
    const { providerId } = (await registration.json()) as { providerId: number };

    await page.goto('/login');
    await loginThroughUi(page, 'admin@svatby.test', 'admin-heslo-e2e');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Administrátorský panel' })).toBeVisible();
    await expect(page.getByText('Správa poptávek a dodavatelů')).toBeVisible();

    // The request: a note, a deletion mark with a reason, then deletion.
    await page.goto(`/admin?hledat=${token}`);
    const row = page.getByRole('row', { name: /Alžběta a Vojtěch/ });
    await row.getByRole('button', { name: 'Poznámky' }).click();
    const notes = await openedDialog(page, 'Upravit admin poznámky');
    await notes.getByLabel('Admin poznámky').fill('Volali jsme, hledají i fotografa.');
    await notes.getByRole('button', { name: 'Uložit' }).click();
    await expectNotification(page, 'Poznámky aktualizovány');

    await row.getByRole('button', { name: 'Označit pro smazání' }).click();
    const mark = await openedDialog(page, 'Označit poptávku pro smazání');
    await expect(mark.getByRole('button', { name: 'Označit pro smazání' })).toBeDisabled();
    await mark.getByLabel('Důvod smazání').fill('Duplicitní poptávka');
    await mark.getByRole('button', { name: 'Označit pro smazání' }).click();
    await expectNotification(page, 'Poptávka označena pro smazání');
    await expect(row.getByText('Označeno pro smazání')).toBeVisible();

    await row.getByRole('button', { name: 'Smazat' }).click();
    await (await openedDialog(page, 'Smazat poptávku')).getByRole('button', { name: 'Smazat natrvalo' }).click();
    await expectNotification(page, 'Poptávka byla smazána');
    await expect(page.getByText('Žádné poptávky nenalezeny')).toBeVisible();

    // The provider: a free premium year puts it in the catalogue.
    await page.goto(`/admin?zalozka=dodavatele&hledat-dodavatele=${encodeURIComponent(company)}`);
    const providerRow = page.getByRole('row', { name: new RegExp(company) });
    await expect(providerRow.getByText('Bez předplatného')).toBeVisible();
    await providerRow.getByRole('button', { name: 'Aktivovat zdarma' }).click();
    const activate = await openedDialog(page, 'Aktivovat předplatné zdarma');
    await chooseOption(page, activate.getByLabel('Typ plánu'), 'Premium');
    await activate.getByRole('button', { name: 'Aktivovat zdarma' }).click();
    await expectNotification(page, 'Předplatné Premium aktivováno zdarma na 1 rok');
    await expect(providerRow.getByText('Aktivní předplatné')).toBeVisible();

    await page.goto('/dodavatele?kategorie=cake');
    await expect(page.getByRole('heading', { name: company })).toBeVisible();

    // Deleting the provider removes the public portfolio.
    await page.goto(`/admin?zalozka=dodavatele&hledat-dodavatele=${encodeURIComponent(company)}`);
    await page.getByRole('row', { name: new RegExp(company) }).getByRole('button', { name: 'Smazat dodavatele' }).click();
    await (await openedDialog(page, 'Smazat dodavatele')).getByRole('button', { name: 'Smazat natrvalo' }).click();
    await expectNotification(page, 'Dodavatel byl smazán');
    await page.goto(`/portfolio?provider=${providerId}`);
    await expect(page.getByRole('heading', { name: 'Portfolio nenalezeno' })).toBeVisible();

    // The backup downloads as a JSON file: checked on the file the page receives (its name and its
    // first line), taken on its way, not on the browser's download event, which some Chromium
    // builds never raised (and whose response bodies a large download leaves empty).
    await page.goto('/admin');
    let backup: { status: number; disposition: string; firstLine: string } | null = null;
    await page.route('**/api/admin/backup-database', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      backup = { status: response.status(), disposition: response.headers()['content-disposition'] ?? '', firstLine: body.toString('utf8').split('\n')[0] };
      await route.fulfill({ response, body });
    });
    await page.getByRole('button', { name: 'Stáhnout backup' }).click();
    await expect.poll(() => backup?.status).toBe(200);
    const fileName = /filename="([^"]+)"/.exec(backup!.disposition)?.[1];
    expect(fileName).toMatch(/^svatby-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(`${backup!.firstLine}}}`)).toMatchObject({ format: 'svatby-backup', version: 2, tableNames: expect.arrayContaining(['users']) });
    await expectNotification(page, 'Záloha byla stažena', fileName);

    // The Audit tab lists what was just done, newest first, and filters by action.
    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByRole('region', { name: 'Záznamy auditu' });
    const newest = audit.getByRole('row').nth(1);
    await expect(newest).toContainText('Stažení zálohy databáze');
    await expect(newest).toContainText('admin@svatby.test');
    await expect(audit.getByRole('row', { name: /Smazání dodavatele/ })).toContainText(company);
    // The admin tables' filters are native selects (shared/ListFilters).
    await chooseNativeOption(page.getByLabel('Akce', { exact: true }), 'Označení poptávky pro smazání');
    await expect(page).toHaveURL(/akce=request\.mark-deletion/);
    await expect(audit.getByText('Stažení zálohy databáze')).toHaveCount(0);
    await expect(audit.getByText('Smazání poptávky', { exact: true })).toHaveCount(0);
    await expect(audit.getByRole('row', { name: /Duplicitní poptávka/ })).toBeVisible();
  });

  test('a provider who opens /admin is sent to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Pro vývojáře' }).click();
    await page.getByRole('button', { name: 'Přihlásit jako Testovací dodavatel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page.getByText('Presmerovávám na dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
