import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { SessionContext, VISITOR_SESSION } from '../../shared/useSession';
import { coupleUser, renderComponent, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';
import { visitorApi } from '../../test/renderApp';
import { PENDING_HEART_KEY } from './shortlistModel';
import { ShortlistHeart } from './ShortlistHeart';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const IDS = 'GET /api/shortlist/ids';

/** A couple whose shortlist holds `ids`; PUT and DELETE change it. */
function coupleWith(ids: number[], extra: ConversationsApi = {}) {
  let saved = [...ids];
  return signedInApi({
    [IDS]: () => ({ status: 200, body: { providerIds: saved } }),
    'PUT /api/shortlist/12': () => {
      saved = [...new Set([...saved, 12])];
      return { status: 204 };
    },
    'DELETE /api/shortlist/12': () => {
      saved = saved.filter((id) => id !== 12);
      return { status: 204 };
    },
    ...extra,
  });
}

/** A promise the test lets go of: an answer held back until then. */
function held(): Promise<void> & { release: () => void } {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return Object.assign(promise, { release });
}

const provider: ConversationsApi = {
  ...signedInApi(),
  'GET /api/provider/profile': { status: 200, body: { id: 40, companyName: 'Kapela Swing', profileImageUrl: null } },
};

describe('the shortlist heart', () => {
  it('renders on the server as a plain button, without asking anything', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const html = renderToString(
      <ReduxProvider store={makeStore()}>
        <MemoryRouter>
          <SessionContext.Provider value={VISITOR_SESSION}>
            <ShortlistHeart providerId={12} providerName="Studio Bílý závoj" />
          </SessionContext.Provider>
        </MemoryRouter>
      </ReduxProvider>,
    );
    expect(html).toContain('<button type="button" class="shortlist-heart"');
    expect(html).toContain('aria-label="Uložit do výběru: Studio Bílý závoj"');
    expect(html).toContain('aria-pressed="false"');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor to sign in and remembers the heart for the way back', async () => {
    const user = userEvent.setup();
    const { router, callsTo } = renderComponent(<ShortlistHeart providerId={12} />, visitorApi, '/dodavatele?kategorie=photography');
    await user.click(await screen.findByRole('button', { name: 'Uložit do výběru' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/dodavatele?kategorie=photography');
    expect(sessionStorage.getItem(PENDING_HEART_KEY)).toBe('12');
    expect(callsTo('GET', '/api/shortlist/ids')).toHaveLength(0);
    expect(callsTo('PUT', '/api/shortlist/12')).toHaveLength(0);
  });

  it('saves the remembered heart once the couple is signed in', async () => {
    sessionStorage.setItem(PENDING_HEART_KEY, '12');
    const { callsTo } = renderComponent(<ShortlistHeart providerId={12} />, coupleWith([]));
    expect(await screen.findByRole('button', { name: 'Odebrat z výběru', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('PUT', '/api/shortlist/12')).toHaveLength(1));
    expect(sessionStorage.getItem(PENDING_HEART_KEY)).toBeNull();
  });

  it("keeps a tap given before the session is known and saves the heart once it is a couple's", async () => {
    const user = userEvent.setup();
    const session = held();
    const { callsTo } = renderComponent(
      <ShortlistHeart providerId={12} />,
      coupleWith([], { 'GET /api/auth/user': () => session.then(() => ({ status: 200, body: coupleUser })) }),
    );
    await user.click(screen.getByRole('button', { name: 'Uložit do výběru', pressed: false }));
    // filled at once, though nobody is known yet
    expect(screen.getByRole('button', { name: 'Odebrat z výběru', pressed: true })).toBeInTheDocument();
    expect(callsTo('PUT', '/api/shortlist/12')).toHaveLength(0);
    session.release();
    await waitFor(() => expect(callsTo('PUT', '/api/shortlist/12')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Odebrat z výběru', pressed: true })).toBeInTheDocument();
    // once: a later render does not save it again
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo('PUT', '/api/shortlist/12')).toHaveLength(1);
  });

  it('takes an early tap back on a second early tap', async () => {
    const user = userEvent.setup();
    const session = held();
    const { callsTo } = renderComponent(
      <ShortlistHeart providerId={12} />,
      coupleWith([], { 'GET /api/auth/user': () => session.then(() => ({ status: 200, body: coupleUser })) }),
    );
    await user.click(screen.getByRole('button', { name: 'Uložit do výběru' }));
    await user.click(screen.getByRole('button', { name: 'Odebrat z výběru', pressed: true }));
    expect(screen.getByRole('button', { name: 'Uložit do výběru', pressed: false })).toBeInTheDocument();
    session.release();
    await waitFor(() => expect(callsTo('GET', '/api/shortlist/ids')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo('PUT', '/api/shortlist/12')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Uložit do výběru', pressed: false })).toBeInTheDocument();
  });

  it('leaves an already saved heart saved when it was tapped before the shortlist was known', async () => {
    const user = userEvent.setup();
    const ids = held();
    const { callsTo } = renderComponent(
      <ShortlistHeart providerId={12} />,
      coupleWith([], { [IDS]: () => ids.then(() => ({ status: 200, body: { providerIds: [12] } })) }),
    );
    await user.click(screen.getByRole('button', { name: 'Uložit do výběru' }));
    ids.release();
    expect(await screen.findByRole('button', { name: 'Odebrat z výběru', pressed: true })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo('PUT', '/api/shortlist/12')).toHaveLength(0);
    expect(callsTo('DELETE', '/api/shortlist/12')).toHaveLength(0);
  });

  it("sends a visitor who tapped before the session was known to sign in, once it is known", async () => {
    const user = userEvent.setup();
    const session = held();
    const { router } = renderComponent(
      <ShortlistHeart providerId={12} />,
      { ...visitorApi, 'GET /api/auth/user': () => session.then(() => ({ status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } })) },
      '/dodavatele',
    );
    await user.click(screen.getByRole('button', { name: 'Uložit do výběru' }));
    expect(router.state.location.pathname).toBe('/dodavatele');
    session.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(PENDING_HEART_KEY)).toBe('12');
  });

  it('shows the saved state from one request shared by every heart, and toggles it', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(
      <>
        <ShortlistHeart providerId={12} providerName="Studio Bílý závoj" />
        <ShortlistHeart providerId={14} providerName="Foto Jarmila" />
      </>,
      coupleWith([12]),
    );
    const saved = await screen.findByRole('button', { name: 'Odebrat z výběru: Studio Bílý závoj', pressed: true });
    expect(screen.getByRole('button', { name: 'Uložit do výběru: Foto Jarmila', pressed: false })).toBeInTheDocument();
    expect(callsTo('GET', '/api/shortlist/ids')).toHaveLength(1);
    await user.click(saved);
    expect(await screen.findByRole('button', { name: 'Uložit do výběru: Studio Bílý závoj', pressed: false })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('DELETE', '/api/shortlist/12')).toHaveLength(1));
  });

  it("fills at once and goes back with the server's reason when saving fails", async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderComponent(
      <>
        <ShortlistHeart providerId={12} providerName="Studio Bílý závoj" />
        <ShortlistHeart providerId={14} providerName="Foto Jarmila" />
      </>,
      coupleWith([14], {
        'PUT /api/shortlist/12': async () => {
          await held;
          return { status: 409, body: { statusCode: 409, message: 'Do výběru můžete uložit nejvýše 200 dodavatelů.' } };
        },
      }),
    );
    // Once the shortlist is known, so that the tap is the couple's toggle (a tap before is the tests' above).
    await screen.findByRole('button', { name: 'Odebrat z výběru: Foto Jarmila', pressed: true });
    await user.click(screen.getByRole('button', { name: 'Uložit do výběru: Studio Bílý závoj', pressed: false }));
    // Optimistic: filled before the server answers.
    expect(await screen.findByRole('button', { name: 'Odebrat z výběru: Studio Bílý závoj', pressed: true })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: 'Uložit do výběru: Studio Bílý závoj', pressed: false })).toBeInTheDocument();
    expect(await screen.findByText('Do výběru můžete uložit nejvýše 200 dodavatelů.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Dodavatele se nepodařilo uložit do výběru')).toBeInTheDocument();
  });

  it('is disabled for a provider account, with the reason, and asks nothing', async () => {
    const { callsTo } = renderComponent(<ShortlistHeart providerId={12} />, provider);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Uložit do výběru' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Uložit do výběru' })).toHaveAttribute('title', 'Výběr dodavatelů je pro páry.');
    expect(callsTo('GET', '/api/shortlist/ids')).toHaveLength(0);
  });
});
