import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { nonProviderApi, renderWorkspace } from '../../test/workspaceTestKit';

/** window.location with its navigation recorded (jsdom cannot load another page). */
function recordNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('signing out', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POSTs /api/logout (never a GET) and then loads the home page afresh', async () => {
    const assign = recordNavigation();
    let leftBeforeTheAnswer: boolean | null = null;
    const { callsTo } = renderWorkspace(
      '/podminky-pouziti',
      nonProviderApi({
        'POST /api/logout': () => {
          leftBeforeTheAnswer = assign.mock.calls.length > 0;
          return { status: 200, body: { message: 'Odhlášení proběhlo úspěšně' } };
        },
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: /Uživatelské menu/ }, NAVIGATION_WAIT));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Odhlásit se' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(callsTo('GET', '/api/logout')).toHaveLength(0);
    // The page is left only once the server has answered.
    expect(leftBeforeTheAnswer).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('opens the home page even when the sign-out call fails, where the navbar shows who is signed in', async () => {
    const assign = recordNavigation();
    const { callsTo } = renderWorkspace(
      '/podminky-pouziti',
      nonProviderApi({ 'POST /api/logout': { status: 403, body: { statusCode: 403, message: 'Požadavek z cizího webu byl odmítnut' } } }),
    );

    fireEvent.click(await screen.findByRole('button', { name: /Uživatelské menu/ }, NAVIGATION_WAIT));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Odhlásit se' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(callsTo('POST', '/api/logout')).toHaveLength(1);
  });
});
