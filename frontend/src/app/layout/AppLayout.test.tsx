import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, visitorApi } from '../../test/renderApp';

const signedInApi = {
  ...visitorApi,
  'GET /api/auth/user': {
    status: 200,
    body: {
      id: 7,
      email: 'jana@example.cz',
      firstName: 'Jana',
      lastName: 'Nováková',
      profileImageUrl: null,
      isAdmin: true,
      emailVerified: true,
      hasPassword: true,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
  },
  'GET /api/isAdmin': { status: 200, body: { isAdmin: true } },
};

describe('app shell', () => {
  it('shows the 404 card for a route that is not registered, with the visitor navbar', async () => {
    renderApp('/tahle-stranka-neexistuje');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    // The counts come with their own answer, which may follow the page.
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Poptávky/ })).toHaveTextContent('Poptávky 12'));
    expect(within(nav).getByRole('link', { name: /Dodavatelé/ })).toHaveTextContent('Dodavatelé 5');
    expect(within(nav).getByRole('link', { name: 'Ceny' })).toHaveAttribute('href', '/#pricing');

    expect(screen.getByRole('button', { name: 'Zadat ZDARMA poptávku' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Registrovat se' })).toHaveAttribute('href', '/login?mode=register');
    expect(screen.getByRole('link', { name: 'Zaregistrujte se jako dodavatel' })).toHaveAttribute(
      'href',
      '/provider-registration',
    );
    expect(screen.getByRole('button', { name: 'Zpět' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no count, never a made-up 0, when the counts are missing (issue 51)', async () => {
    renderApp('/neexistuje', { ...visitorApi, 'GET /api/dashboard-counts': { status: 500, body: {} } });
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(within(nav).getByRole('link', { name: /Poptávky/ })).toHaveTextContent(/^Poptávky$/);
    expect(within(nav).getByRole('link', { name: /Dodavatelé/ })).toHaveTextContent(/^Dodavatelé$/);
  });

  it('shows the user menu and the Admin button to a signed-in admin, without the visitor banner', async () => {
    renderApp('/', signedInApi);

    expect(await screen.findByRole('button', { name: /Jana Nováková/ })).toHaveTextContent('JN');
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
    expect(screen.queryByText('Zaregistrujte se jako dodavatel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zpět' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Hledám služby na svatbu/ })).toBeInTheDocument();
  });

  it('greets a signed-in user on /dashboard', async () => {
    renderApp('/dashboard', signedInApi);
    expect(await screen.findByRole('heading', { name: 'Vítejte, Jana Nováková' })).toBeInTheDocument();
    expect(screen.getByText('jana@example.cz')).toBeInTheDocument();
  });
});
