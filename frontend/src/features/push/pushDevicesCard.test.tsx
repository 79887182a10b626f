import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/pagesTestKit';
import { applicationServerKey, subscriptionBody } from './pushBrowser';
import { PushDevicesCard } from './PushDevicesCard';

// A real-shaped VAPID public key (65 bytes, base64url) and a browser subscription's keys.
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';
const ENDPOINT = 'https://push.example/send/abc';

interface Device {
  id: number;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  current: boolean;
}

const phone: Device = { id: 7, label: 'Chrome na Androidu', createdAt: '2026-11-02T09:00:00.000Z', lastUsedAt: '2026-11-20T17:30:00.000Z', current: false };

/** This browser's Push API: a worker registration whose push manager holds `subscription` (null: none yet). */
function fakeBrowser({ permission = 'default', answer = 'granted' }: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const makeSubscription = (key: Uint8Array) =>
    ({
      endpoint: ENDPOINT,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }),
      unsubscribe,
    }) as unknown as PushSubscription;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    subscription = makeSubscription(options.applicationServerKey as Uint8Array);
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } } as unknown as ServiceWorkerRegistration;
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), {
    serviceWorker: { getRegistration: async () => registration, ready: Promise.resolve(registration), register: vi.fn() },
  }));
  vi.stubGlobal('PushManager', function PushManager() {});
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { subscribe, unsubscribe, requestPermission, subscribed: (key: Uint8Array) => (subscription = makeSubscription(key)) };
}

const config = { 'GET /api/push/config': { status: 200, body: { enabled: true, publicKey: PUBLIC_KEY } } };

/** The devices the server lists: `current` when the request names this browser's endpoint. */
function devicesApi(devices: Device[]) {
  return () => ({ status: 200, body: devices });
}

const calls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init as RequestInit);
    const url = new URL(request.url, 'http://localhost');
    return `${request.method} ${url.pathname}${url.search}`;
  });

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PushDevicesCard', () => {
  it('renders nothing when the server sends no push (no VAPID keys)', async () => {
    fakeBrowser();
    const { fetchMock } = renderPage(<PushDevicesCard audience="provider" />, '/profile-settings', {
      'GET /api/push/config': { status: 200, body: { enabled: false, publicKey: null } },
    });
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/push/config'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Oznámení v telefonu a počítači' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls(fetchMock).some((call) => call.includes('/api/push/devices'))).toBe(false);
  });

  it('turns push on for this browser: asks permission, subscribes with the server key, registers the subscription', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser();
    const registered: unknown[] = [];
    let devices: Device[] = [phone];
    const { fetchMock } = renderPage(<PushDevicesCard audience="couple" />, '/dashboard', {
      ...config,
      'GET /api/push/devices': () => devicesApi(devices)(),
      'POST /api/push/devices': (body) => {
        registered.push(body);
        const added = { id: 9, label: 'Firefox na Linuxu', createdAt: '2026-11-28T10:00:00.000Z', lastUsedAt: null, current: true };
        devices = [added, phone];
        return { status: 200, body: added };
      },
    });
    const card = await screen.findByRole('region', { name: 'Oznámení v telefonu a počítači' });
    expect(within(card).getByText(/o nové nabídce, nové zprávě a potvrzené rezervaci/)).toBeInTheDocument();
    expect(await within(card).findByText('Chrome na Androidu')).toBeInTheDocument();
    const toggle = within(card).getByRole('switch', { name: 'Oznámení na tomto zařízení' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(await screen.findByText('Oznámení na tomto zařízení zapnuta')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(PUBLIC_KEY) });
    expect(registered).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }]);
    // The list asked again, naming this browser's endpoint: its device is marked and the switch is on.
    await waitFor(() => expect(calls(fetchMock)).toContain(`GET /api/push/devices?endpoint=${encodeURIComponent(ENDPOINT)}`));
    expect(await within(card).findByText('(toto zařízení)')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('turns push off: the server forgets the device and the browser unsubscribes', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({ permission: 'granted' });
    browser.subscribed(applicationServerKey(PUBLIC_KEY));
    let devices: Device[] = [{ ...phone, current: true }];
    const deleted: string[] = [];
    renderPage(<PushDevicesCard audience="provider" />, '/profile-settings', {
      ...config,
      'GET /api/push/devices': () => devicesApi(devices)(),
      'DELETE /api/push/devices/7': () => {
        deleted.push('7');
        devices = [];
        return { status: 204 };
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Oznámení na tomto zařízení' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    expect(await screen.findByText('Oznámení na tomto zařízení vypnuta')).toBeInTheDocument();
    expect(deleted).toEqual(['7']);
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(await screen.findByText('Zatím nemáte zapnutá oznámení na žádném zařízení.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('says how to unblock notifications when the user refuses them, and registers nothing', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser({ answer: 'denied' });
    const { fetchMock } = renderPage(<PushDevicesCard audience="provider" />, '/profile-settings', {
      ...config,
      'GET /api/push/devices': devicesApi([]),
    });
    const toggle = await screen.findByRole('switch', { name: 'Oznámení na tomto zařízení' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Oznámení jsou v tomto prohlížeči zablokovaná')).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls(fetchMock)).not.toContain('POST /api/push/devices');
    expect(toggle).not.toBeChecked();
  });

  it('revokes a device after a confirmation', async () => {
    const user = userEvent.setup();
    fakeBrowser();
    let devices: Device[] = [phone];
    const deleted: string[] = [];
    renderPage(<PushDevicesCard audience="provider" />, '/profile-settings', {
      ...config,
      'GET /api/push/devices': () => devicesApi(devices)(),
      'DELETE /api/push/devices/7': () => {
        deleted.push('7');
        devices = [];
        return { status: 204 };
      },
    });
    const row = (await screen.findByText('Chrome na Androidu')).closest('li') as HTMLElement;
    expect(within(row).getByText(/Přidáno 2\. 11\. 2026 · poslední oznámení 20\. 11\. 2026/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Odebrat Chrome na Androidu' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Odebrat zařízení Chrome na Androidu?');
    // Nothing goes before the confirmation.
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    expect(await screen.findByText('Zařízení bylo odebráno')).toBeInTheDocument();
    expect(deleted).toEqual(['7']);
    expect(await screen.findByText('Zatím nemáte zapnutá oznámení na žádném zařízení.')).toBeInTheDocument();
  });

  it('sends a test notification to a device', async () => {
    const user = userEvent.setup();
    fakeBrowser();
    const tested: string[] = [];
    renderPage(<PushDevicesCard audience="provider" />, '/profile-settings', {
      ...config,
      'GET /api/push/devices': devicesApi([phone]),
      'POST /api/push/devices/7/test': () => {
        tested.push('7');
        return { status: 202 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poslat zkušební oznámení na Chrome na Androidu' }));
    expect(await screen.findByText('Zkušební oznámení odesláno')).toBeInTheDocument();
    expect(tested).toEqual(['7']);
  });

  it('hides the switch where the browser has no Push API, and still lists the devices', async () => {
    vi.stubGlobal('navigator', Object.create(navigator));
    renderPage(<PushDevicesCard audience="provider" />, '/profile-settings', {
      ...config,
      'GET /api/push/devices': devicesApi([phone]),
    });
    expect(await screen.findByText(/Tento prohlížeč oznámení nepodporuje/)).toBeInTheDocument();
    expect(await screen.findByText('Chrome na Androidu')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('the browser side of push', () => {
  it('decodes the base64url VAPID key to its 65 bytes and reads a subscription for the server', () => {
    const key = applicationServerKey(PUBLIC_KEY);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const subscription = { toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } }) } as unknown as PushSubscription;
    expect(subscriptionBody(subscription)).toEqual({ endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } });
  });
});
