import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAVIGATION_WAIT, renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';

const jana = {
  id: 7,
  email: 'jana@example.cz',
  firstName: 'Jana',
  lastName: 'Nováková',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('/login', () => {
  it('validates the login form with the spec messages', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByText('Zadejte platný email')).toBeInTheDocument();
    expect(await screen.findByText('Heslo musí mít alespoň 6 znaků')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'neplatny');
    expect(await screen.findByText('Zadejte platný email')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Heslo')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the server message when the login fails', async () => {
    const user = userEvent.setup();
    const api: MockApi = {
      ...visitorApi,
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, message: 'Neplatné přihlašovací údaje' } },
    };
    renderApp('/login', api);
    await user.type(await screen.findByLabelText('E-mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Heslo'), 'spatneheslo');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByText('Chyba přihlášení')).toBeInTheDocument();
    expect(screen.getByText('Neplatné přihlašovací údaje')).toBeInTheDocument();
  });

  it('signs in and goes to the safe returnUrl after 1 s', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const api: MockApi = {
      ...visitorApi,
      'GET /api/auth/user': () => (signedIn ? { status: 200, body: jana } : { status: 401, body: {} }),
      'GET /api/isAdmin': { status: 403, body: { isAdmin: false, statusCode: 403, message: 'Zakázáno' } },
      'POST /api/auth/login': (body) => {
        expect(body).toEqual({ email: 'jana@example.cz', password: 'tajneheslo' });
        signedIn = true;
        return { status: 200, body: { message: 'Přihlášení proběhlo úspěšně', user: jana } };
      },
    };
    const { router } = renderApp('/login?returnUrl=%2Fpoptavky%3FrequestId%3D4', api);
    await user.type(await screen.findByLabelText('E-mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Heslo'), 'tajneheslo');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByText('Přihlášení proběhlo úspěšně')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/poptavky?requestId=4'), NAVIGATION_WAIT);
    // the navbar now shows the user
    expect(await screen.findByRole('button', { name: /Jana Nováková/ })).toBeInTheDocument();
  });

  it('ignores an off-site returnUrl and sends a non-admin to /dashboard', async () => {
    const user = userEvent.setup();
    const api: MockApi = {
      ...visitorApi,
      'GET /api/isAdmin': { status: 403, body: { isAdmin: false } },
      'POST /api/auth/login': { status: 200, body: { message: 'OK', user: jana } },
    };
    const { router } = renderApp('/login?returnUrl=https%3A%2F%2Fevil.example', api);
    await user.type(await screen.findByLabelText('E-mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Heslo'), 'tajneheslo');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), NAVIGATION_WAIT);
  });

  it('sends an admin to /admin, and returnTo=subscribe with a plan to the subscription flow', async () => {
    const user = userEvent.setup();
    // The session (GET /api/session, built from these answers) has the admin once the login succeeded.
    let signedIn = false;
    const api: MockApi = {
      ...visitorApi,
      'GET /api/auth/user': () => (signedIn ? { status: 200, body: { ...jana, isAdmin: true } } : { status: 401, body: {} }),
      'GET /api/isAdmin': { status: 200, body: { isAdmin: true } },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { status: 200, body: { message: 'OK', user: { ...jana, isAdmin: true } } };
      },
    };
    const admin = renderApp('/login', api);
    await user.type(await screen.findByLabelText('E-mail'), 'admin@example.cz');
    await user.type(screen.getByLabelText('Heslo'), 'tajneheslo');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin'), NAVIGATION_WAIT);
    admin.unmount();
    signedIn = false;

    const subscriber = renderApp('/login?returnTo=subscribe&plan=premium', api);
    await user.type(await screen.findByLabelText('E-mail'), 'admin@example.cz');
    await user.type(screen.getByLabelText('Heslo'), 'tajneheslo');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(
      () => expect(subscriber.router.state.location.pathname + subscriber.router.state.location.search).toBe('/subscribe?plan=premium'),
      NAVIGATION_WAIT,
    );
  });

  it('starts in register mode with ?mode=register and validates the registration', async () => {
    const user = userEvent.setup();
    renderApp('/login?mode=register');
    expect(await screen.findByRole('button', { name: 'Registrace' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Jméno'), 'J');
    await user.type(screen.getByLabelText('Heslo'), 'abcdef');
    await user.type(screen.getByLabelText('Potvrzení hesla'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Registrovat se' }));
    expect(await screen.findByText('Jméno je povinné')).toBeInTheDocument();
    expect(await screen.findByText('Příjmení je povinné')).toBeInTheDocument();
    expect(await screen.findByText('Zadejte platný email')).toBeInTheDocument();
    expect(await screen.findByText('Hesla se neshodují')).toBeInTheDocument();
  });

  it('returns to login mode after a registration without autoLogin', async () => {
    const user = userEvent.setup();
    const api: MockApi = {
      ...visitorApi,
      'POST /api/auth/register': { status: 201, body: { autoLogin: false, message: 'Účet byl vytvořen', user: jana } },
    };
    renderApp('/login?mode=register', api);
    await user.type(await screen.findByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText('Příjmení'), 'Nováková');
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Heslo'), 'tajneheslo');
    await user.type(screen.getByLabelText('Potvrzení hesla'), 'tajneheslo');
    await user.click(screen.getByRole('button', { name: 'Registrovat se' }));
    expect(await screen.findByText('Účet byl vytvořen')).toBeInTheDocument();
    // The toggle is in the URL (?mode), which the router updates right after.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Přihlášení' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('jana@example.cz');
  });

  it('registers with autoLogin and lands on /dashboard after 1.5 s', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const api: MockApi = {
      ...visitorApi,
      'GET /api/auth/user': () => (signedIn ? { status: 200, body: jana } : { status: 401, body: {} }),
      'POST /api/auth/register': (body) => {
        expect(body).toEqual({
          firstName: 'Jana',
          lastName: 'Nováková',
          email: 'jana@example.cz',
          password: 'tajneheslo',
          confirmPassword: 'tajneheslo',
        });
        signedIn = true;
        return { status: 201, body: { autoLogin: true, message: 'Registrace proběhla úspěšně', user: jana } };
      },
    };
    const { router } = renderApp('/login?mode=register', api);
    await user.type(await screen.findByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText('Příjmení'), 'Nováková');
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Heslo'), 'tajneheslo');
    await user.type(screen.getByLabelText('Potvrzení hesla'), 'tajneheslo');
    await user.click(screen.getByRole('button', { name: 'Registrovat se' }));
    expect(await screen.findByText('Registrace proběhla úspěšně')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), NAVIGATION_WAIT);
    expect(await screen.findByRole('heading', { name: 'Vítejte, Jana Nováková' })).toBeInTheDocument();
  });

  it('reports a registration failure with the server message', async () => {
    const user = userEvent.setup();
    const api: MockApi = {
      ...visitorApi,
      'POST /api/auth/register': {
        status: 409,
        body: { statusCode: 409, message: 'Uživatel s tímto emailem je již registrován' },
      },
    };
    renderApp('/login?mode=register', api);
    await user.type(await screen.findByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText('Příjmení'), 'Nováková');
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.type(screen.getByLabelText('Heslo'), 'tajneheslo');
    await user.type(screen.getByLabelText('Potvrzení hesla'), 'tajneheslo');
    await user.click(screen.getByRole('button', { name: 'Registrovat se' }));
    expect(await screen.findByText('Chyba registrace')).toBeInTheDocument();
    expect(screen.getByText('Uživatel s tímto emailem je již registrován')).toBeInTheDocument();
  });

  it('folds the Google setup guide and the test accounts into one collapsed "Pro vývojáře" panel', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const panel = await screen.findByRole('button', { name: 'Pro vývojáře' }, NAVIGATION_WAIT);
    expect(panel).toHaveAttribute('aria-expanded', 'false');
    // Collapsed: none of the developer texts is on the page.
    expect(screen.queryByText('Google přihlášení není nastaveno')).not.toBeInTheDocument();
    expect(screen.queryByText('Testovací účty')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přihlásit jako Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přihlásit se přes Google' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Zapomenuté heslo?' })).toHaveAttribute('href', '/forgot-password');

    await user.click(panel);
    expect(panel).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Google přihlášení není nastaveno')).toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/api/auth/google/callback')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Testovací účty' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přihlásit jako Admin' })).toBeEnabled();
  });

  it('shows no developer panel in production (the server reports no test login)', async () => {
    renderApp('/login', {
      ...visitorApi,
      'GET /api/auth/debug': {
        status: 200,
        body: {
          hasClientId: true,
          hasClientSecret: true,
          domain: 'svatby.cz',
          callbackUrl: 'https://svatby.cz/api/auth/google/callback',
          testLoginEnabled: false,
          testAccounts: [],
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Přihlásit se' }, NAVIGATION_WAIT)).toBeInTheDocument();
    // The answer of /api/auth/debug has arrived once the Google button is enabled.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Přihlásit se přes Google' })).toBeEnabled(), NAVIGATION_WAIT);
    expect(screen.queryByRole('button', { name: 'Pro vývojáře' })).not.toBeInTheDocument();
    expect(screen.queryByText('Google přihlášení není nastaveno')).not.toBeInTheDocument();
    expect(screen.queryByText('Testovací účty')).not.toBeInTheDocument();
  });

  it('shows the login screen in place of a protected page', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('/forgot-password', () => {
  it('shows the confirmation with the development reset link', async () => {
    const user = userEvent.setup();
    const api: MockApi = {
      ...visitorApi,
      'POST /api/auth/forgot-password': {
        status: 200,
        body: { message: 'Pokud účet existuje, poslali jsme email.', devResetLink: '/reset-password?token=abc' },
      },
    };
    renderApp('/forgot-password', api);
    await user.click(await screen.findByRole('button', { name: 'Odeslat odkaz' }));
    expect(await screen.findByText('Zadejte platnou emailovou adresu')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Odeslat odkaz' }));
    expect(await screen.findByText('Pokud účet existuje, poslali jsme email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otevřít odkaz pro obnovení hesla (vývojový režim)' })).toHaveAttribute(
      'href',
      '/reset-password?token=abc',
    );
  });
});

describe('/reset-password', () => {
  it('refuses to show the form without a token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('Neplatný nebo chybějící token pro reset hesla')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nové heslo')).not.toBeInTheDocument();
  });

  it('validates and changes the password, then goes to /login', async () => {
    const user = userEvent.setup();
    const api: MockApi = {
      ...visitorApi,
      'POST /api/reset-password': (body) => {
        expect(body).toEqual({ token: 'abc', password: 'noveheslo1' });
        return { status: 200, body: { message: 'Heslo bylo úspěšně změněno' } };
      },
    };
    const { router } = renderApp('/reset-password?token=abc', api);
    await user.type(await screen.findByLabelText('Nové heslo'), 'kratke');
    await user.type(screen.getByLabelText('Potvrzení hesla'), 'jine');
    await user.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByText('Heslo musí mít alespoň 8 znaků')).toBeInTheDocument();
    expect(await screen.findByText('Hesla se neshodují')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nové heslo'));
    await user.type(screen.getByLabelText('Nové heslo'), 'noveheslo1');
    await user.clear(screen.getByLabelText('Potvrzení hesla'));
    await user.type(screen.getByLabelText('Potvrzení hesla'), 'noveheslo1');
    await user.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByText('Heslo bylo změněno')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), NAVIGATION_WAIT);
  });
});
