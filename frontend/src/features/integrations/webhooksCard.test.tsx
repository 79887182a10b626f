import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDeliveryDto } from '../../api';
import { renderPage } from '../../test/pagesTestKit';
import { WebhooksCard } from './WebhooksCard';

const TYPES = [
  { type: 'request.matched', label: 'Nová poptávka ve vašem oboru a oblasti' },
  { type: 'offer.accepted', label: 'Nabídka přijata' },
  { type: 'message.created', label: 'Nová zpráva od páru' },
];

const crm = {
  id: 3,
  url: 'https://crm.fotostudio-novak.cz/svatby/webhook',
  description: 'Naše CRM',
  events: ['offer.accepted'],
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-11-02T09:00:00.000Z',
};

const delivered: WebhookDeliveryDto = {
  id: '41',
  eventId: 'evt_9f1c2b7a4d3e4f5a8b6c0d1e2f3a4b5c',
  eventType: 'ping',
  state: 'succeeded',
  attempts: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  lastDurationMs: 184,
  lastError: null,
  responseExcerpt: '{"prijato":true}',
  createdAt: '2026-11-20T17:30:00.000Z',
  finishedAt: '2026-11-20T17:30:01.000Z',
};

const calls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init as RequestInit);
    const url = new URL(request.url, 'http://localhost');
    return `${request.method} ${url.pathname}${url.search}`;
  });

afterEach(() => vi.unstubAllGlobals());

describe('WebhooksCard', () => {
  it('shows the empty state, then adds an endpoint with its events by their Czech labels and shows its secret', async () => {
    const user = userEvent.setup();
    let endpoints: unknown[] = [];
    const created: unknown[] = [];
    renderPage(<WebhooksCard />, '/profile-settings', {
      'GET /api/webhooks/event-types': { status: 200, body: TYPES },
      'GET /api/webhooks': () => ({ status: 200, body: endpoints }),
      'POST /api/webhooks': (body) => {
        created.push(body);
        const added = { ...crm, id: 9, events: ['request.matched', 'offer.accepted'], description: null, secret: 'whsec_tajnyKlic123' };
        endpoints = [added];
        return { status: 201, body: added };
      },
    });
    const card = await screen.findByRole('region', { name: 'Webhooky' });
    expect(await within(card).findByText('Zatím nemáte žádný webhook.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Přidat webhook/ }));
    // Nothing chosen: the form says so before asking the server.
    await user.click(within(card).getByRole('button', { name: 'Uložit webhook' }));
    expect(await within(card).findByText('Zadejte adresu webhooku')).toBeInTheDocument();
    expect(within(card).getByText('Vyberte alespoň jednu událost')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Adresa (URL)'), 'https://crm.fotostudio-novak.cz/svatby/webhook');
    await user.click(within(card).getByRole('checkbox', { name: 'Nová poptávka ve vašem oboru a oblasti' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Nabídka přijata' }));
    await user.click(within(card).getByRole('button', { name: 'Uložit webhook' }));

    expect(await within(card).findByText('Webhook byl přidán')).toBeInTheDocument();
    expect(within(card).getAllByText('whsec_tajnyKlic123').length).toBeGreaterThan(0);
    expect(created).toEqual([{ url: 'https://crm.fotostudio-novak.cz/svatby/webhook', events: ['request.matched', 'offer.accepted'] }]);
    const list = await within(card).findByRole('list', { name: 'Vaše webhooky' });
    expect(within(list).getByText('Nabídka přijata')).toBeInTheDocument();
  });

  it('sends a test event and shows the delivery log with state, status code, duration and answer; resends a delivery', async () => {
    const user = userEvent.setup();
    let deliveries = [delivered];
    const resent: string[] = [];
    const { fetchMock } = renderPage(<WebhooksCard />, '/profile-settings', {
      'GET /api/webhooks/event-types': { status: 200, body: TYPES },
      'GET /api/webhooks': { status: 200, body: [crm] },
      'POST /api/webhooks/3/test': () => ({ status: 202, body: { ...delivered, id: '42', state: 'pending', attempts: 0 } }),
      'GET /api/webhooks/3/deliveries': () => ({ status: 200, body: { items: deliveries, total: deliveries.length, page: 1, pageSize: 10 } }),
      'POST /api/webhooks/3/deliveries/41/resend': () => {
        resent.push('41');
        deliveries = [{ ...delivered, id: '43', state: 'failed', attempts: 7, lastStatusCode: 500, lastError: 'Příjemce odpověděl 500' }, delivered];
        return { status: 202, body: deliveries[0] };
      },
    });
    const card = await screen.findByRole('region', { name: 'Webhooky' });
    expect(await within(card).findByText('https://crm.fotostudio-novak.cz/svatby/webhook', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Naše CRM')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Poslat testovací událost/ }));
    expect(await screen.findByText('Testovací událost odeslána')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/webhooks/3/test'));
    const log = await within(card).findByRole('region', { name: 'Doručení na https://crm.fotostudio-novak.cz/svatby/webhook' });
    const row = (await within(log).findByText('Testovací událost')).closest('tr')!;
    expect(within(row).getByText('Doručeno')).toBeInTheDocument();
    expect(within(row).getByText('200')).toBeInTheDocument();
    expect(within(row).getByText('184 ms')).toBeInTheDocument();
    expect(within(row).getByText('{"prijato":true}')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Znovu odeslat/ }));
    expect(await screen.findByText('Událost byla znovu zařazena k odeslání')).toBeInTheDocument();
    expect(resent).toEqual(['41']);
    expect(await within(log).findByText('Příjemce odpověděl 500')).toBeInTheDocument();
    expect(within(log).getByText(/Selhalo/)).toBeInTheDocument();
  });

  it('shows the secret on demand, switches an endpoint off and removes it after a confirmation', async () => {
    const user = userEvent.setup();
    let endpoints = [crm];
    const patched: unknown[] = [];
    const deleted: number[] = [];
    renderPage(<WebhooksCard />, '/profile-settings', {
      'GET /api/webhooks/event-types': { status: 200, body: TYPES },
      'GET /api/webhooks': () => ({ status: 200, body: endpoints }),
      'GET /api/webhooks/3/secret': { status: 200, body: { secret: 'whsec_zobrazeny456' } },
      'PATCH /api/webhooks/3': (body) => {
        patched.push(body);
        endpoints = [{ ...crm, enabled: false, disabledReason: 'owner' as never, disabledAt: '2026-11-28T10:00:00.000Z' as never }];
        return { status: 200, body: endpoints[0] };
      },
      'DELETE /api/webhooks/3': () => {
        deleted.push(3);
        endpoints = [];
        return { status: 204 };
      },
    });
    const card = await screen.findByRole('region', { name: 'Webhooky' });
    await user.click(await within(card).findByRole('button', { name: /Zobrazit tajný klíč/ }));
    expect(await within(card).findByText('whsec_zobrazeny456')).toBeInTheDocument();

    const toggle = within(card).getByRole('switch', { name: 'Zapnuto' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Vypnuto' })).not.toBeChecked());
    expect(patched).toEqual([{ enabled: false }]);
    expect(within(card).getByRole('button', { name: /Poslat testovací událost/ })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Odebrat webhook https://crm.fotostudio-novak.cz/svatby/webhook' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Odebrat webhook https://crm.fotostudio-novak.cz/svatby/webhook?').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    expect(await within(card).findByText('Zatím nemáte žádný webhook.')).toBeInTheDocument();
    expect(deleted).toEqual([3]);
  });

  it('offers a retry when the endpoints cannot be loaded', async () => {
    renderPage(<WebhooksCard />, '/profile-settings', {
      'GET /api/webhooks/event-types': { status: 200, body: TYPES },
      'GET /api/webhooks': { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } },
    });
    expect(await screen.findByText('Webhooky se nepodařilo načíst')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zkusit znovu/ })).toBeInTheDocument();
  });
});
