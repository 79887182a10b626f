import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { coupleAddress, expectNotification, loginThroughUi, postConfirmedRequest, sendOffer, uniqueEmail } from './support';
import { PushStandIn, type StandInSubscription } from './push-stand-in';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 47: a provider runs the business here. Billing details from ARES by IČO (the run's stand-in,
 * scripts/ares-stand-in.mjs), a subscription paid at the offline gateway, its tax invoice downloaded, push
 * turned on for this browser (the page's PushManager hands out a subscription of a local push service, which
 * then receives the app's test notification, decrypted), and the dashboard's "Výsledky" counting what happened.
 */
test.describe('Provider business (issue 47)', () => {
  const pushService = new PushStandIn();
  test.beforeAll(() => pushService.start());
  test.afterAll(() => pushService.stop());

  test('billing details from ARES, an invoice for the payment, push on this device, the funnel on the dashboard', async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    test.setTimeout(120_000);
    const token = Date.now().toString().slice(-7);
    const email = uniqueEmail('ateliér');
    const password = 'svetlo2026';
    const companyName = `Ateliér Světlo ${token}`;
    const registration = await request.post('/api/providers', {
      data: {
        companyName,
        // A field and an area no other journey lists or counts (their pages show the seeded providers).
        serviceType: 'photobooth',
        description: 'Svatební fotokoutek s rekvizitami, tiskem fotek na místě a online galerií pro hosty.',
        serviceAreas: JSON.stringify(['liberec']),
        priceFrom: 15000,
        priceTo: 45000,
        email,
        password,
        phonePrefix: '+420',
        phone: '605 111 222',
      },
      // From an address of its own: registration is limited per address, and the other journeys register too.
      headers: { 'X-Forwarded-For': coupleAddress() },
    });
    expect(registration.status(), await registration.text()).toBe(201);

    await page.goto('/login');
    await loginThroughUi(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Billing details: the IČO fills the company and its seat from ARES.
    await page.goto('/profile-settings');
    const billing = page.getByRole('form', { name: 'Fakturační údaje' });
    await billing.getByLabel('IČO').fill('12345679');
    await billing.getByRole('button', { name: 'Načíst z ARES' }).click();
    await expect(billing.getByLabel('Obchodní firma nebo jméno')).toHaveValue('Fotoateliér Světlo s.r.o.');
    await expect(billing.getByLabel('Obec')).toHaveValue('Brno');
    await expect(billing.getByLabel('DIČ')).toHaveValue('CZ12345679');
    await billing.getByRole('button', { name: 'Uložit fakturační údaje' }).click();
    await expectNotification(page, 'Fakturační údaje byly uloženy');

    // Pays at the offline gateway: the payment gets a tax invoice with the details just saved.
    await page.goto('/subscribe?plan=basic_monthly');
    await expect(page.getByText('Platební brána: testovací režim')).toBeVisible();
    await page.getByRole('button', { name: 'Zaplatit 290 Kč' }).click();
    await expectNotification(page, 'Předplatné je aktivní');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/subscription-management#faktury');
    const invoices = page.locator('#faktury');
    const year = new Date().getFullYear();
    await expect(invoices.getByText(new RegExp(`^${year}\\d{6}$`))).toBeVisible();
    await expect(invoices.getByText('290 Kč')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await invoices.getByRole('link', { name: /Stáhnout PDF/ }).first().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^faktura-${year}\\d{6}\\.pdf$`));
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A couple's request in the provider's field, answered with an offer: the funnel's first steps.
    const requestId = await postConfirmedRequest(request, baseURL!, {
      coupleName: 'Klára a Matěj',
      weddingDate: inDays(210),
      services: ['photobooth'],
      description: `Hledáme fotokoutek s tiskem fotek na svatbu v Liberci, kód ${token}.`,
      budget: 'Do 20 000 Kč',
      location: 'Liberec',
      contactEmail: `klara.${token}@example.cz`,
    });
    await sendOffer(page.request, requestId, {
      message: 'Fotokoutek přivezeme i s rekvizitami, fotky tiskneme na místě a hosté je najdou i v online galerii.',
      priceKind: 'exact',
      priceMin: 14000,
    });

    // Push on this device: the browser's subscription is one of the local push service.
    const config = (await (await request.get('/api/push/config')).json()) as { enabled: boolean; publicKey: string };
    expect(config.enabled).toBe(true);
    const subscription: StandInSubscription = await pushService.subscribe(config.publicKey);
    await context.grantPermissions(['notifications']);
    await page.addInitScript((sub) => {
      let current: PushSubscription | null = null;
      const make = (): PushSubscription =>
        ({
          endpoint: sub.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
          getKey: () => null,
          unsubscribe: async () => {
            current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => (current = make());
      PushManager.prototype.getSubscription = async () => current;
    }, subscription);
    await page.goto('/profile-settings');
    const push = page.getByRole('region', { name: 'Oznámení v telefonu a počítači' });
    await push.getByRole('switch', { name: 'Oznámení na tomto zařízení' }).click();
    await expect(push.getByRole('switch', { name: 'Oznámení na tomto zařízení' })).toBeChecked();
    const devices = push.getByRole('list', { name: 'Zařízení s oznámeními' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await devices.getByRole('button', { name: /^Poslat zkušební oznámení na / }).click();
    await expect
      .poll(async () => (await pushService.messages(subscription.clientHash)).map((message) => JSON.parse(message).title), {
        timeout: 20_000,
      })
      .toContain('Zkušební oznámení');

    // The dashboard's results count the request that reached the provider, the offer and the payment.
    await page.goto('/dashboard');
    const results = page.getByRole('region', { name: 'Výsledky' });
    await results.scrollIntoViewIfNeeded();
    const row = (label: string) => results.getByRole('row', { name: new RegExp(`^${label}`) });
    await expect(row('Zveřejněné poptávky ve vašem oboru')).toContainText('1');
    await expect(row('Odeslané nabídky')).toContainText('1');
    await expect(row('Přijaté nabídky')).toContainText('0');
    await expect(row('Zaplaceno za předplatné')).toContainText('290 Kč');
  });
});
