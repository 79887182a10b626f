import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../api';
import { renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { renderPage } from '../../test/pagesTestKit';
import VerifyEmailPage from '../auth/VerifyEmailPage';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SessionProvider } from '../auth/SessionProvider';

const withSession = (page: ReactElement) => <SessionProvider>{page}</SessionProvider>;

const account: UserDto = {
  id: 7,
  email: 'klara@example.cz',
  firstName: 'Klára',
  lastName: 'Horáková',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const signedIn = (user: Partial<UserDto> = {}, api: MockApi = {}): MockApi => ({
  ...visitorApi,
  'GET /api/auth/user': { status: 200, body: { ...account, ...user } },
  'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Admin access required', isAdmin: false } },
  'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil nenalezen' } },
  'GET /api/service-requests/mine': { status: 200, body: [] },
  ...api,
});

describe('e-mail verification', { timeout: 30_000 }, () => {
  it('verifies from the link by POST and says so', async () => {
    const sent: unknown[] = [];
    renderPage(withSession(<VerifyEmailPage />), '/overeni-emailu?token=abc123', {
      'POST /api/auth/verify-email': (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'E-mail je ověřený. Děkujeme!' } };
      },
    });
    expect(await screen.findByText('E-mail je ověřený')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'abc123' }]);
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's reason for a used link, and asks for the whole link when it has no token", async () => {
    renderPage(withSession(<VerifyEmailPage />), '/overeni-emailu?token=stary', {
      'POST /api/auth/verify-email': { status: 410, body: { statusCode: 410, message: 'Tento odkaz už byl použit nebo vypršel. Nový si pošlete z dashboardu.' } },
    });
    expect(await screen.findByText('E-mail se nepodařilo ověřit')).toBeInTheDocument();
    expect(screen.getByText('Tento odkaz už byl použit nebo vypršel. Nový si pošlete z dashboardu.')).toBeInTheDocument();
  });

  it('asks an unverified account to verify under the top bar and sends a new link', async () => {
    const user = userEvent.setup();
    let resent = 0;
    renderApp(
      '/dashboard',
      signedIn({ emailVerified: false }, {
        'POST /api/auth/resend-verification': () => {
          resent += 1;
          return { status: 200, body: { message: 'Poslali jsme vám nový odkaz pro ověření e-mailu. Platí 48 hodin.' } };
        },
      }),
    );
    const banner = await screen.findByRole('complementary', { name: 'Ověření e-mailu' }, { timeout: 10_000 });
    expect(banner).toHaveTextContent('Na adresu klara@example.cz jsme poslali odkaz');
    await user.click(within(banner).getByRole('button', { name: 'Poslat odkaz znovu' }));
    expect(await screen.findByText('Odkaz je na cestě')).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('shows no banner to a verified account', async () => {
    renderApp('/dashboard', signedIn());
    expect(await screen.findByRole('heading', { name: /Vítejte, Klára Horáková/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Ověření e-mailu' })).not.toBeInTheDocument();
  });
});

describe('ChangePasswordCard', { timeout: 30_000 }, () => {
  it('sends the current and the new password and clears the form', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderPage(withSession(<ChangePasswordCard />), '/dashboard', {
      'GET /api/auth/user': { status: 200, body: account },
      'POST /api/auth/change-password': (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'Heslo bylo změněno. Ostatní přihlášení jsme ukončili.' } };
      },
    });
    const card = await screen.findByRole('region', { name: 'Změna hesla' });
    await user.type(within(card).getByLabelText('Současné heslo'), 'Stare-heslo-1');
    await user.type(within(card).getByLabelText('Nové heslo'), 'kratke');
    await user.type(within(card).getByLabelText('Potvrzení nového hesla'), 'jine');
    await user.click(within(card).getByRole('button', { name: 'Změnit heslo' }));
    expect(await within(card).findByText('Heslo musí mít alespoň 8 znaků')).toBeInTheDocument();
    expect(within(card).getByText('Hesla se neshodují')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(card).getByLabelText('Nové heslo'));
    await user.type(within(card).getByLabelText('Nové heslo'), 'Nove-heslo-2027');
    await user.clear(within(card).getByLabelText('Potvrzení nového hesla'));
    await user.type(within(card).getByLabelText('Potvrzení nového hesla'), 'Nove-heslo-2027');
    await user.click(within(card).getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByText('Heslo bylo změněno. Ostatní přihlášení jsme ukončili.')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'Stare-heslo-1', newPassword: 'Nove-heslo-2027', confirmPassword: 'Nove-heslo-2027' }]);
    await waitFor(() => expect(within(card).getByLabelText('Současné heslo')).toHaveValue(''));
  });

  it("shows the server's reason (a wrong current password)", async () => {
    const user = userEvent.setup();
    renderPage(withSession(<ChangePasswordCard />), '/dashboard', {
      'GET /api/auth/user': { status: 200, body: account },
      'POST /api/auth/change-password': { status: 400, body: { statusCode: 400, message: 'Současné heslo není správné' } },
    });
    const card = await screen.findByRole('region', { name: 'Změna hesla' });
    await user.type(within(card).getByLabelText('Současné heslo'), 'spatne');
    await user.type(within(card).getByLabelText('Nové heslo'), 'Nove-heslo-2027');
    await user.type(within(card).getByLabelText('Potvrzení nového hesla'), 'Nove-heslo-2027');
    await user.click(within(card).getByRole('button', { name: 'Změnit heslo' }));
    expect(await screen.findByText('Heslo se nepodařilo změnit')).toBeInTheDocument();
    expect(screen.getByText('Současné heslo není správné')).toBeInTheDocument();
  });

  it('asks a provider with active API tokens whether to revoke them too, and sends the answer', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderPage(withSession(<ChangePasswordCard />), '/profile-settings', {
      'GET /api/auth/user': { status: 200, body: account },
      'GET /api/provider/profile': { status: 200, body: { id: 3, companyName: 'Foto Klára', profileImageUrl: null, isDemo: false, activePlan: null } },
      'GET /api/api-tokens': {
        status: 200,
        body: [
          {
            id: 7,
            name: 'CRM',
            prefix: 'svt_AbC123xy',
            scopes: ['requests:read'],
            state: 'active',
            createdAt: '2026-11-02T09:00:00.000Z',
            expiresAt: null,
            lastUsedAt: null,
            lastUsedIp: null,
            revokedAt: null,
          },
        ],
      },
      'POST /api/auth/change-password': (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'Heslo bylo změněno. Ostatní přihlášení jsme ukončili.' } };
      },
    });
    const card = await screen.findByRole('region', { name: 'Změna hesla' });
    const revoke = await within(card).findByRole('checkbox', { name: 'Zneplatnit také všechny API tokeny' });
    await user.type(within(card).getByLabelText('Současné heslo'), 'Stare-heslo-1');
    await user.type(within(card).getByLabelText('Nové heslo'), 'Nove-heslo-2027');
    await user.type(within(card).getByLabelText('Potvrzení nového hesla'), 'Nove-heslo-2027');
    await user.click(revoke);
    await user.click(within(card).getByRole('button', { name: 'Změnit heslo' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ currentPassword: 'Stare-heslo-1', newPassword: 'Nove-heslo-2027', revokeApiTokens: true });
  });

  it('does not ask a couple about API tokens (it has none)', async () => {
    renderPage(withSession(<ChangePasswordCard />), '/dashboard', { 'GET /api/auth/user': { status: 200, body: account } });
    await screen.findByRole('region', { name: 'Změna hesla' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('checkbox', { name: 'Zneplatnit také všechny API tokeny' })).not.toBeInTheDocument();
  });

  it('lets an account signed in through Google set its first password without a current one', async () => {
    renderPage(withSession(<ChangePasswordCard />), '/dashboard', { 'GET /api/auth/user': { status: 200, body: { ...account, hasPassword: false } } });
    const card = await screen.findByRole('region', { name: 'Nastavit heslo' });
    expect(within(card).queryByLabelText('Současné heslo')).not.toBeInTheDocument();
  });
});
