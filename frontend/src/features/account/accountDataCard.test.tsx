import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSummaryDto } from '../../api';
import type { MockApi } from '../../test/renderApp';
import { renderPage } from '../../test/pagesTestKit';
import { AccountDataCard } from './AccountDataCard';
import { deletionConsequences } from './accountData';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

const couple: AccountSummaryDto = { email: 'jana@example.cz', hasPassword: true, emailVerified: true, isProvider: false, isLastAdmin: false };

function renderCard(summary: AccountSummaryDto, api: MockApi = {}, path = '/dashboard') {
  return renderPage(<AccountDataCard />, path, {
    'GET /api/auth/user': { status: 200, body: { id: 7, email: summary.email } },
    'GET /api/account': { status: 200, body: summary },
    ...api,
  });
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Smazat účet' }));
  return screen.findByRole('dialog', { name: 'Smazat účet natrvalo?' });
};

describe('AccountDataCard', { timeout: 30_000 }, () => {
  beforeEach(() => vi.mocked(saveAs).mockReset());

  it('downloads the data export under the name the server gives', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCard(couple);
    const apiFetch = globalThis.fetch;
    const exportFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/account/export') return apiFetch(input, init);
      return new Response('{"account":{}}', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="svatby-moje-data-2026-11-25.json"' },
      });
    });
    vi.stubGlobal('fetch', exportFetch);

    expect(await screen.findByRole('heading', { level: 2, name: 'Vaše data a účet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zásadách ochrany osobních údajů' })).toHaveAttribute('href', '/ochrana-soukromi#vase-data');
    await user.click(screen.getByRole('button', { name: 'Stáhnout moje data' }));
    // The Blob comes from the fetch implementation's realm, not jsdom's.
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.anything(), 'svatby-moje-data-2026-11-25.json'));
    expect(exportFetch).toHaveBeenCalledWith('/api/account/export', expect.objectContaining({ credentials: 'include' }));
    expect(await screen.findByText('Vaše data byla stažena')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/account/export', expect.anything());
  });

  it('reports a failed export with the server message', async () => {
    const user = userEvent.setup();
    renderCard(couple, { 'GET /api/account/export': { status: 500, body: { statusCode: 500, message: 'Export selhal' } } });
    await user.click(await screen.findByRole('button', { name: 'Stáhnout moje data' }));
    expect(await screen.findByText('Nepodařilo se stáhnout vaše data')).toBeInTheDocument();
    expect(screen.getByText('Export selhal')).toBeInTheDocument();
    expect(saveAs).not.toHaveBeenCalled();
  });

  it("lists what a couple's deletion does, without the provider's part", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderCard(couple, {
      'DELETE /api/account': (body) => {
        bodies.push(body);
        return { status: 200, body: { message: 'Váš účet byl smazán.' } };
      },
    });
    const dialog = await openDialog(user);
    const items = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(deletionConsequences(false));
    expect(items).toContain('Vaše poptávky uzavřeme a vymažeme z nich jméno, e-mail a telefon.');
    expect(items).toContain('Platby zůstanou kvůli účetnictví, ale bez vazby na vás.');
    expect(items.some((item) => item?.includes('Předplatné'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    // Cancelled: nothing is sent.
    expect(bodies).toEqual([]);
  });

  it('deletes a provider account with the password, then goes home signed out', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { router } = renderCard(
      { ...couple, isProvider: true },
      {
        'DELETE /api/account': (body) => {
          bodies.push(body);
          return (body as { password?: string }).password === 'spravne-heslo'
            ? { status: 200, body: { message: 'Váš účet byl smazán.' } }
            : { status: 403, body: { statusCode: 403, message: 'Zadané heslo není správné.' } };
        },
      },
    );
    const dialog = await openDialog(user);
    const items = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('Předplatné okamžitě zrušíme i v platební bráně (bez vrácení poměrné části).');
    expect(items).toContain('Smažeme profil dodavatele, portfolio i s fotografiemi, kalendář a hodnocení o vás.');

    const confirm = within(dialog).getByRole('button', { name: 'Smazat účet natrvalo' });
    expect(confirm).toBeDisabled();
    const password = within(dialog).getByLabelText('Pro potvrzení zadejte své heslo');
    await user.type(password, 'spatne');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Zadané heslo není správné.');
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.clear(password);
    await user.type(password, 'spravne-heslo');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Váš účet byl smazán')).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'spatne' }, { password: 'spravne-heslo' }]);
  });

  it('asks a Google-only account without a recent sign-in to sign in with Google again', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderCard(
      { ...couple, hasPassword: false },
      {
        'DELETE /api/account': (body) => {
          bodies.push(body);
          return {
            status: 403,
            body: { statusCode: 403, message: 'Z bezpečnostních důvodů se prosím znovu přihlaste přes Google a pak účet smažte.', reauthenticate: true },
          };
        },
      },
      '/profile-settings',
    );
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText('Pro potvrzení zadejte své heslo')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Váš účet nemá heslo/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Smazat účet natrvalo' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('znovu přihlaste přes Google');
    expect(within(alert).getByRole('link', { name: 'Znovu se přihlásit přes Google' })).toHaveAttribute(
      'href',
      '/api/auth/google?returnTo=%2Fprofile-settings',
    );
    expect(bodies).toEqual([{}]);
  });

  it('does not offer the deletion to the last admin', async () => {
    const user = userEvent.setup();
    renderCard({ ...couple, isLastAdmin: true });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Jste jediný správce. Než svůj účet smažete, určete jiného správce.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Smazat účet natrvalo' })).toBeDisabled();
  });
});
