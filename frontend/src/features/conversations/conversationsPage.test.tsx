import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { makeMessage, makeSummary, makeThread, renderAppAt, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const offerThread = makeSummary({
  id: 5,
  unreadCount: 2,
  lastMessage: { body: 'Posílám upravenou nabídku.', senderSide: 'provider', createdAt: '2026-03-02T09:05:00.000Z' },
});
const question = makeSummary({
  id: 6,
  counterpart: { name: 'Květiny Lucie', imageUrl: null, providerId: 14 },
  request: null,
  offerId: null,
  offerStatus: null,
  lastMessage: { body: 'Máte volno v červnu?', senderSide: 'couple', createdAt: '2026-03-01T09:05:00.000Z' },
});
const booked = makeSummary({
  id: 7,
  counterpart: { name: 'DJ Marek', imageUrl: null, providerId: 15 },
  request: { id: 41, title: 'DJ na svatbu' },
  offerStatus: 'accepted',
  lastMessage: { body: 'Nabídka byla přijata.', senderSide: 'system', createdAt: '2026-02-01T09:05:00.000Z' },
});

function inboxApi(extra: ConversationsApi = {}): ConversationsApi {
  return signedInApi({
    'GET /api/conversations': { status: 200, body: { items: [offerThread, question, booked], total: 3, page: 1, pageSize: 20 } },
    'GET /api/conversations/5/messages': { status: 200, body: makeThread([makeMessage({ body: 'Posílám upravenou nabídku.' })], { unreadCount: 2 }) },
    'POST /api/conversations/5/read': { status: 204 },
    ...extra,
  });
}

describe('/zpravy', () => {
  it('lists the threads with the counterpart, the subject, the state, the last message and the unread count', async () => {
    renderAppAt('/zpravy', inboxApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Zprávy' }, NAVIGATION_WAIT)).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Konverzace' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/zpravy?c=5', '/zpravy?c=6', '/zpravy?c=7']);

    expect(links[0]).toHaveTextContent('Studio Bílý závoj');
    expect(links[0]).toHaveTextContent('Fotograf na svatbu v Brně');
    expect(links[0]).toHaveTextContent('Nabídka');
    expect(links[0]).toHaveTextContent('Posílám upravenou nabídku.');
    expect(links[0]).toHaveTextContent('2 nepřečtené zprávy');
    expect(links[0]).toHaveTextContent('2. 3. 2026');
    expect(links[1]).toHaveTextContent('Dotaz z portfolia');
    expect(links[1]).toHaveTextContent('Vy: Máte volno v červnu?');
    expect(links[2]).toHaveTextContent('Vybráno');
    expect(links[2]).toHaveTextContent('Svatby: Nabídka byla přijata.');
    expect(screen.getByText('Vyberte konverzaci ze seznamu.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Načíst další' })).not.toBeInTheDocument();
  });

  it('opens the thread of ?c= next to the list and marks it read', async () => {
    const { callsTo } = renderAppAt('/zpravy?c=5', inboxApi());
    const thread = await screen.findByRole('region', { name: 'Otevřená konverzace' }, NAVIGATION_WAIT);
    // The thread's code loads with antd when one is open (the list is plain).
    expect(await within(thread).findByRole('heading', { level: 2, name: 'Studio Bílý závoj' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(within(thread).getByText('Posílám upravenou nabídku.')).toBeInTheDocument();
    expect(within(thread).getByRole('link', { name: 'Všechny konverzace' })).toHaveAttribute('href', '/zpravy');
    const list = screen.getByRole('region', { name: 'Konverzace' });
    expect(await within(list).findByRole('link', { current: 'page' })).toHaveAttribute('href', '/zpravy?c=5');
    await waitFor(() => expect(callsTo('POST', '/api/conversations/5/read')).toHaveLength(1));
  });

  it('opens a thread from the list', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt('/zpravy', inboxApi());
    const list = await screen.findByRole('region', { name: 'Konverzace' }, NAVIGATION_WAIT);
    await user.click(await within(list).findByRole('link', { name: /Studio Bílý závoj/ }));
    expect(router.state.location.search).toBe('?c=5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Studio Bílý závoj' })).toBeInTheDocument();
  });

  it("loads the next page with 'Načíst další'", async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 20 }, (_, index) =>
      makeSummary({ id: 100 + index, counterpart: { name: `Dodavatel ${index + 1}`, imageUrl: null, providerId: 200 + index } }),
    );
    const { callsTo } = renderAppAt(
      '/zpravy',
      inboxApi({
        'GET /api/conversations': (_body, call) =>
          call.query.get('page') === '2'
            ? { status: 200, body: { items: [makeSummary({ id: 300, counterpart: { name: 'Dodavatel 21', imageUrl: null, providerId: 400 } })], total: 21, page: 2, pageSize: 20 } }
            : { status: 200, body: { items: firstPage, total: 21, page: 1, pageSize: 20 } },
      }),
    );
    const list = await screen.findByRole('region', { name: 'Konverzace' }, NAVIGATION_WAIT);
    expect(await within(list).findAllByRole('link')).toHaveLength(20);
    await user.click(within(list).getByRole('button', { name: 'Načíst další' }));
    expect(await within(list).findByRole('link', { name: /Dodavatel 21/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(21);
    expect(callsTo('GET', '/api/conversations').map((call) => call.query.get('page'))).toContain('2');
    expect(within(list).queryByRole('button', { name: 'Načíst další' })).not.toBeInTheDocument();
  });

  it('explains an empty inbox', async () => {
    renderAppAt('/zpravy', inboxApi({ 'GET /api/conversations': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } } }));
    expect(await screen.findByText('Zatím nemáte žádné zprávy', {}, NAVIGATION_WAIT)).toBeInTheDocument();
  });

  it('asks a visitor to sign in first', async () => {
    renderAppAt('/zpravy?c=5', signedInApi({ 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } } }));
    expect(await screen.findByRole('button', { name: 'Přihlásit se' }, NAVIGATION_WAIT)).toBeInTheDocument();
  });
});

describe("the navbar's 'Zprávy'", () => {
  it('shows the unread count with an accessible label to a signed-in user', async () => {
    renderAppAt('/neexistuje', signedInApi({ 'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 3, conversations: 2 } } }));
    const links = await screen.findAllByRole('link', { name: 'Zprávy, 3 nepřečtené' }, NAVIGATION_WAIT);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/zpravy');
    expect(links[0]).toHaveTextContent('3');
  });

  it('is just "Zprávy" without unread messages, and absent for visitors', async () => {
    const { unmount } = renderAppAt('/neexistuje', signedInApi());
    expect((await screen.findAllByRole('link', { name: 'Zprávy' }, NAVIGATION_WAIT)).length).toBeGreaterThan(0);
    unmount();
    renderAppAt('/neexistuje', { ...signedInApi(), 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } } });
    expect(await screen.findByRole('link', { name: 'Přihlásit se' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Zprávy/ })).not.toBeInTheDocument();
  });
});
