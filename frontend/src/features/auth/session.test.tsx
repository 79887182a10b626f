import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../api';
import type { SessionDto } from '../../api';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { makeProfile, providerApi, providerUser, renderWorkspace } from '../../test/workspaceTestKit';

/** A signed-in provider's GET /api/session, with another name than its profile answers (so the top bar shows which it read). */
const providerSession: SessionDto = {
  user: providerUser,
  isAdmin: false,
  provider: { id: 12, companyName: 'Studio ze session', profileImageUrl: null, isDemo: false, activePlan: 'premium' },
};

/** The calls the session was once built from. */
const OLD_SESSION_CALLS = ['/api/auth/user', '/api/isAdmin', '/api/provider/profile'];

describe('the session', { timeout: 30_000 }, () => {
  it('comes from one GET /api/session for a signed-in provider, not from the user, admin and profile calls', async () => {
    const { callsTo, calls } = renderWorkspace(
      '/podminky-pouziti',
      providerApi({
        'GET /api/session': { status: 200, body: providerSession },
        'GET /api/provider/profile': { status: 200, body: makeProfile({ companyName: 'Studio z profilu' }) },
      }),
    );

    // The top bar names the provider by the session's company name.
    expect(await screen.findByRole('button', { name: /Studio ze session/ }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Studio z profilu')).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/session')).toHaveLength(1);
    for (const path of OLD_SESSION_CALLS) expect({ path, calls: callsTo('GET', path).length }).toEqual({ path, calls: 0 });
    expect(calls.filter((call) => call.path === '/api/session')).toHaveLength(1);
  });

  it("is a visitor's when the session answers no user", async () => {
    const { callsTo } = renderWorkspace('/podminky-pouziti', {
      'GET /api/session': { status: 200, body: { user: null, isAdmin: false, provider: null } },
    });
    expect(await screen.findByRole('link', { name: 'Přihlásit se' }, NAVIGATION_WAIT)).toHaveAttribute('href', '/login');
    expect(callsTo('GET', '/api/session')).toHaveLength(1);
    for (const path of OLD_SESSION_CALLS) expect(callsTo('GET', path)).toHaveLength(0);
  });

  it.each([
    ['a login or logout (User)', 'User'],
    ['a profile edit (Providers)', 'Providers'],
    ['a plan change (Subscription)', 'Subscription'],
  ] as const)('is asked again after %s', async (_what, tag) => {
    let companyName = 'Studio ze session';
    const { callsTo, store } = renderWorkspace(
      '/podminky-pouziti',
      providerApi({
        'GET /api/session': () => ({
          status: 200,
          body: { ...providerSession, provider: { ...providerSession.provider!, companyName } },
        }),
      }),
    );
    expect(await screen.findByRole('button', { name: /Studio ze session/ }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(callsTo('GET', '/api/session')).toHaveLength(1);

    companyName = 'Studio přejmenované';
    store.dispatch(api.util.invalidateTags([tag]));
    await waitFor(() => expect(callsTo('GET', '/api/session')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /Studio přejmenované/ })).toBeInTheDocument();
  });
});
