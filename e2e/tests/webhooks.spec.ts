import { createHmac } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { expectNotification, loginThroughUi, registerProvider } from './support';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Issue 50: a provider adds a webhook endpoint in the account settings (the integrator's receiver, started by this
 * test on 127.0.0.1: the e2e app runs with WEBHOOKS_ALLOW_PRIVATE=true), sends a test event, and sees it delivered
 * in the endpoint's log with status 200; the receiver got it signed with the secret the card shows.
 */
test.describe('Webhooks (issue 50)', () => {
  const received: Received[] = [];
  let server: http.Server;
  let receiverUrl = '';

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"prijato":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svatby/webhook`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a provider adds an endpoint, sends a test event and sees it delivered in the log', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = Date.now().toString().slice(-7);
    const { email, password } = await registerProvider(request, {
      companyName: `Kapela Webhook ${token}`,
      serviceType: 'music',
      serviceAreas: ['jihlava'],
      description: 'Svatební kapela s vlastní aparaturou, hrajeme od obřadu až do ranních hodin.',
    });

    await page.goto('/login');
    await loginThroughUi(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile-settings');

    const card = page.getByRole('region', { name: 'Webhooky' });
    await expect(card.getByText('Zatím nemáte žádný webhook.')).toBeVisible();
    await card.getByRole('button', { name: 'Přidat webhook' }).click();
    await card.getByLabel('Adresa (URL)').fill(receiverUrl);
    await card.getByRole('checkbox', { name: 'Nabídka přijata' }).check();
    await card.getByRole('checkbox', { name: 'Nová zpráva od páru' }).check();
    await card.getByRole('button', { name: 'Uložit webhook' }).click();
    await expect(card.getByText('Webhook byl přidán')).toBeVisible();
    const secret = (await card.locator('.webhooks-card__secret').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);

    const list = card.getByRole('list', { name: 'Vaše webhooky' });
    await expect(list.getByText(receiverUrl)).toBeVisible();
    await expect(list.getByText('Nabídka přijata')).toBeVisible();
    await list.getByRole('button', { name: 'Poslat testovací událost' }).click();
    await expectNotification(page, 'Testovací událost odeslána');

    // The queue's worker sends it within seconds; the log asks again while it is pending.
    const log = card.getByRole('region', { name: `Doručení na ${receiverUrl}` });
    const row = log.getByRole('row').filter({ hasText: 'Testovací událost' });
    await expect(row.getByText('Doručeno')).toBeVisible({ timeout: 30_000 });
    await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await expect(row.getByText('{"prijato":true}')).toBeVisible();

    expect(received).toHaveLength(1);
    const [ping] = received;
    expect(ping.headers['svatby-event-type']).toBe('ping');
    const signature = String(ping.headers['svatby-signature']);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(createHmac('sha256', secret).update(`${t}.${ping.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping', data: { message: 'Testovací událost ze Svatby' } });
  });
});
