import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi, forbidden, overview, pageOf, providers, renderAdmin, requests, setUpAdminTests, setupUser, urlsOf } from '../../test/adminTestKit';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';

setUpAdminTests();

/** The table row (tr) of a couple or company name. */
const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'strong' }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row as HTMLTableRowElement;
};

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

describe('/admin gate', () => {
  it('shows a spinner while checking, then sends a non-admin to /dashboard with the text', async () => {
    const { router } = renderAdmin('/admin', { 'GET /api/isAdmin': forbidden });
    expect(screen.getByRole('status')).toHaveTextContent('Ověřování oprávnění…');
    expect(await screen.findByText('Presmerovávám na dashboard...')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('treats a failed check as not admin', async () => {
    const { router } = renderAdmin('/admin', { 'GET /api/isAdmin': { status: 500, body: { message: 'Chyba' } } });
    expect(await screen.findByText('Presmerovávám na dashboard...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), NAVIGATION_WAIT);
  });

  it('shows the panel to an admin, with the tab counts and the overview', async () => {
    renderAdmin('/admin', adminApi());
    await screen.findByRole('heading', { level: 1, name: 'Administrátorský panel' });
    expect(screen.getByText('Správa poptávek a dodavatelů')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Poptávky (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Dodavatelé (2)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: 'Stáhnout backup' })).toBeEnabled();

    // The charts' text alternatives (lazy chunk).
    const revenue = await screen.findByRole('table', { name: 'Tržby za měsíc' });
    expect(within(revenue).getByRole('rowheader', { name: 'září 2026' })).toBeInTheDocument();
    expect(within(revenue).getByText(/12\s500\sKč/)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Aktivní předplatné podle plánu' })).toHaveAccessibleDescription(
      'Basic: 3, Premium: 1',
    );
    expect(screen.getByRole('table', { name: 'Nové poptávky za týden' })).toHaveTextContent('týden od 7. 9. 2026');

    // The offer figures: offers per week, the share of requests with an offer, the median first answer.
    const offers = screen.getByRole('table', { name: 'Odeslané nabídky za týden' });
    expect(within(offers).getByRole('row', { name: 'týden od 7. 9. 2026 7' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Odeslané nabídky za týden' })).toHaveAccessibleDescription('Za poslední 2 týdny celkem 11.');
    expect(screen.getByText('Poptávky s nabídkou').nextElementSibling).toHaveTextContent(/^80\s%$/);
    expect(screen.getByText('Medián první odpovědi').nextElementSibling).toHaveTextContent('2 h 15 min');
  });

  it('shows a dash for a median the server has no value for', async () => {
    renderAdmin('/admin', adminApi({ 'GET /api/admin/overview': { status: 200, body: { ...overview, medianFirstResponseMinutes: null } } }));
    const median = await screen.findByText('Medián první odpovědi');
    expect(median.nextElementSibling).toHaveTextContent('—');
  });

  it('shows the error page when the lists cannot be loaded', async () => {
    renderAdmin(
      '/admin',
      adminApi({ 'GET /api/admin/service-requests': forbidden, 'GET /api/admin/providers': forbidden }),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Chyba při načítání admin dat' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Admin access required');
    expect(alert).toHaveTextContent('přihlášeni jako administrátor');
    expect(within(alert).getByRole('link', { name: 'Přihlásit se jako administrátor' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fadmin',
    );
  });
});

describe('/admin requests tab', () => {
  it('shows status, badges and tinted rows; the details expand', async () => {
    const user = setupUser();
    renderAdmin('/admin', adminApi());
    await screen.findByText('Tereza a Jakub', { selector: 'strong' });

    const fresh = rowOf('Tereza a Jakub');
    expect(fresh).not.toHaveClass('admin-row--old');
    expect(fresh).not.toHaveClass('admin-row--marked');
    expect(within(fresh).getByText('Aktivní')).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Označit pro smazání' })).toBeInTheDocument();

    const old = rowOf('Lucie a Petr');
    expect(old).toHaveClass('admin-row--old');
    expect(within(old).getByText('Starší než měsíc')).toBeInTheDocument();
    expect(within(old).getByText('Splněno')).toBeInTheDocument();
    expect(within(old).getByText('Datum nevybráno')).toBeInTheDocument();

    const marked = rowOf('Eva a Marek');
    expect(marked).toHaveClass('admin-row--marked');
    expect(within(marked).getByText('Označeno pro smazání')).toBeInTheDocument();
    expect(within(marked).getByText('Starší než měsíc')).toBeInTheDocument();
    // The row's buttons are described by the couple's name (toHaveAccessibleDescription is as slow).
    const describedBy = within(marked).getByRole('button', { name: 'Smazat' }).getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')).toHaveTextContent('Eva a Marek');
    expect(within(marked).queryByText('Označit pro smazání')).not.toBeInTheDocument();

    // Expand: the card's details, service names from the categories, notes.
    await user.click(within(old).getByLabelText('Rozbalit řádek'));
    const list = screen.getByLabelText('Detail poptávky Lucie a Petr');
    expect(within(list).getByText('Catering', { selector: '.service-tag > span' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Volali jsme, vše vyřízeno.');
    expect(list).toHaveTextContent('tereza@example.cz');
    expect(list).not.toHaveTextContent('Telefon');

    await user.click(within(marked).getByLabelText('Rozbalit řádek'));
    const markedDetails = screen.getByLabelText('Detail poptávky Eva a Marek');
    expect(markedDetails).toHaveTextContent('Důvod smazání');
    expect(markedDetails).toHaveTextContent('Neaktuální');
    expect(markedDetails).toHaveTextContent('Datum označení1. 10. 2026');
    expect(within(markedDetails).getByText('Fotografie')).toBeInTheDocument();
    expect(within(markedDetails).getByText('Živá hudba')).toBeInTheDocument();
  });

  it('requires a reason to mark for deletion and sends it', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin',
      adminApi({
        'PATCH /api/admin/service-requests/40/mark-deletion': (body) => {
          sent.push(body);
          return { status: 200, body: { ...requests[0], markedForDeletion: true, deletionReason: 'Splněno' } };
        },
      }),
    );
    await screen.findByText('Tereza a Jakub', { selector: 'strong' });
    await user.click(within(rowOf('Tereza a Jakub')).getByRole('button', { name: 'Označit pro smazání' }));

    const dialog = await dialogNamed('Označit poptávku pro smazání');
    const reason = within(dialog).getByLabelText(/Důvod smazání/);
    expect(reason).toHaveAttribute('rows', '3');
    expect(reason).toHaveAttribute('placeholder', 'Např. starší než měsíc, splněno, neaktuální');
    expect(reason).toBeRequired();
    const confirm = within(dialog).getByRole('button', { name: 'Označit pro smazání' });
    expect(confirm).toBeDisabled();

    await user.type(reason, '   ');
    expect(confirm).toBeDisabled();
    await user.type(reason, 'Splněno ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Poptávka označena pro smazání')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Splněno' }]);
  });

  it('shows the server message when marking fails', async () => {
    const user = setupUser();
    renderAdmin(
      '/admin',
      adminApi({
        'PATCH /api/admin/service-requests/40/mark-deletion': { status: 404, body: { statusCode: 404, message: 'Poptávka nenalezena' } },
      }),
    );
    await screen.findByText('Tereza a Jakub', { selector: 'strong' });
    await user.click(within(rowOf('Tereza a Jakub')).getByRole('button', { name: 'Označit pro smazání' }));
    const dialog = await dialogNamed('Označit poptávku pro smazání');
    await user.type(within(dialog).getByLabelText(/Důvod smazání/), 'Neaktuální');
    await user.click(within(dialog).getByRole('button', { name: 'Označit pro smazání' }));
    expect(await screen.findByText('Nepodařilo se označit poptávku pro smazání')).toBeInTheDocument();
    expect(screen.getByText('Poptávka nenalezena')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Označit poptávku pro smazání' })).toBeInTheDocument();
  });

  it('edits the admin notes', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin',
      adminApi({
        'PATCH /api/admin/service-requests/41/notes': (body) => {
          sent.push(body);
          return { status: 200, body: requests[1] };
        },
      }),
    );
    await screen.findByText('Lucie a Petr', { selector: 'strong' });
    await user.click(within(rowOf('Lucie a Petr')).getByRole('button', { name: 'Poznámky' }));
    const dialog = await dialogNamed('Upravit admin poznámky');
    const notes = within(dialog).getByLabelText('Admin poznámky');
    expect(notes).toHaveAttribute('rows', '4');
    expect(notes).toHaveValue('Volali jsme, vše vyřízeno.');
    await user.clear(notes);
    await user.type(notes, 'Zavolat v pondělí');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Poznámky aktualizovány')).toBeInTheDocument();
    expect(sent).toEqual([{ notes: 'Zavolat v pondělí' }]);
  });

  it('deletes a marked request after a confirmation', async () => {
    const user = setupUser();
    const deleted = vi.fn(() => ({ status: 200, body: { message: 'Poptávka byla smazána' } }));
    renderAdmin('/admin', adminApi({ 'DELETE /api/admin/service-requests/42': deleted }));
    await screen.findByText('Eva a Marek', { selector: 'strong' });
    await user.click(within(rowOf('Eva a Marek')).getByRole('button', { name: 'Smazat' }));
    const dialog = await dialogNamed('Smazat poptávku');
    expect(dialog).toHaveTextContent('Opravdu chcete natrvalo smazat poptávku „Kapela na večer“ (Eva a Marek)?');
    expect(dialog).toHaveTextContent('Tuto akci nelze vrátit zpět.');
    await user.click(within(dialog).getByRole('button', { name: 'Smazat natrvalo' }));
    expect(await screen.findByText('Poptávka byla smazána')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('keeps the filters in the URL and sends them to the server', async () => {
    const user = setupUser();
    const { router, fetchMock } = renderAdmin('/admin?stav=fulfilled', adminApi());
    await screen.findByText('Tereza a Jakub', { selector: 'strong' });
    await user.click(screen.getByRole('checkbox', { name: 'Jen označené' }));
    await waitFor(() => expect(router.state.location.search).toBe('?stav=fulfilled&oznacene=1'));
    await waitFor(() => {
      const last = urlsOf(fetchMock)
        .filter((url) => url.pathname === '/api/admin/service-requests')
        .at(-1);
      expect(last?.searchParams.get('marked')).toBe('true');
      expect(last?.searchParams.get('status')).toBe('fulfilled');
      expect(last?.searchParams.get('pageSize')).toBe('20');
      expect(last?.searchParams.has('olderThanMonth')).toBe(false);
    });

    // Sorting by the couple's name through the column header.
    await user.click(screen.getByRole('columnheader', { name: /Pár/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('razeni')).toBe('couple-name'));
  });

  it('shows the empty state', async () => {
    renderAdmin('/admin', adminApi({ 'GET /api/admin/service-requests': { status: 200, body: pageOf([]) } }));
    expect(await screen.findByRole('heading', { name: 'Žádné poptávky nenalezeny' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Poptávky (0)' })).toBeInTheDocument();
  });
});

describe('/admin providers tab', () => {
  async function openProviders(api: MockApi) {
    const user = setupUser();
    const rendered = renderAdmin('/admin', api);
    await user.click(await screen.findByRole('tab', { name: 'Dodavatelé (2)' }));
    await screen.findByText('Studio Světlo', { selector: 'strong' });
    return { user, ...rendered };
  }

  it('shows subscription and plan badges, services by name and the details', async () => {
    const { user, router } = await openProviders(adminApi());
    expect(router.state.location.search).toBe('?zalozka=dodavatele');

    const free = rowOf('Studio Světlo');
    expect(within(free).getByText('Bez předplatného')).toBeInTheDocument();
    expect(within(free).getByText('Fotografie')).toBeInTheDocument();
    expect(within(free).getByText('Catering')).toBeInTheDocument();
    expect(within(free).getByText('Zkušenosti: 8 let')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: '+420 777 123 456' })).toHaveAttribute('href', 'tel:+420777123456');
    expect(within(free).getByRole('button', { name: 'Aktivovat zdarma' })).toBeInTheDocument();

    const paid = rowOf('Hudba Praha');
    expect(within(paid).getByText('Aktivní předplatné')).toBeInTheDocument();
    expect(within(paid).getByText('Premium')).toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: 'Deaktivovat' })).toBeInTheDocument();

    await user.click(within(free).getByLabelText('Rozbalit řádek'));
    const details = screen.getByLabelText('Detail dodavatele Studio Světlo');
    expect(details).toHaveTextContent(/od 15\s000\sKč - do 40\s000\sKč/);
    expect(details).toHaveTextContent('Praha, Brno');
    expect(details).toHaveTextContent('Svatební fotografie s citem.');
    expect(providers).toHaveLength(2);
  });

  it('activates a free subscription with the chosen plan', async () => {
    const sent: unknown[] = [];
    const { user } = await openProviders(
      adminApi({
        'PATCH /api/admin/providers/12/activate-subscription': (body) => {
          sent.push(body);
          return {
            status: 200,
            body: { message: 'Předplatné Premium aktivováno na 1 rok', provider: { ...providers[0], subscriptionActive: true } },
          };
        },
      }),
    );
    await user.click(within(rowOf('Studio Světlo')).getByRole('button', { name: 'Aktivovat zdarma' }));
    const dialog = await dialogNamed('Aktivovat předplatné zdarma');
    expect(dialog).toHaveTextContent('Předplatné bude aktivováno na 1 rok zdarma.');
    expect(within(dialog).getByTitle('Basic')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Typ plánu'));
    await user.click(await screen.findByTitle('Premium'));
    await user.click(within(dialog).getByRole('button', { name: 'Aktivovat zdarma' }));

    expect(await screen.findByText('Předplatné Premium aktivováno na 1 rok')).toBeInTheDocument();
    expect(sent).toEqual([{ planType: 'premium' }]);
  });

  it('deactivates after a confirmation', async () => {
    const deactivated = vi.fn(() => ({
      status: 200,
      body: { message: 'Předplatné bylo deaktivováno', provider: providers[1] },
    }));
    const { user } = await openProviders(
      adminApi({ 'PATCH /api/admin/providers/13/deactivate-subscription': deactivated }),
    );
    await user.click(within(rowOf('Hudba Praha')).getByRole('button', { name: 'Deaktivovat' }));
    const dialog = await dialogNamed('Deaktivovat předplatné');
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivovat' }));
    expect(await screen.findByText('Předplatné bylo deaktivováno')).toBeInTheDocument();
    expect(deactivated).toHaveBeenCalledTimes(1);
  });

  it('confirms the permanent deletion of a provider', async () => {
    const deleted = vi.fn(() => ({ status: 200, body: { message: 'Dodavatel byl smazán' } }));
    const { user } = await openProviders(adminApi({ 'DELETE /api/admin/providers/12': deleted }));
    await user.click(within(rowOf('Studio Světlo')).getByRole('button', { name: 'Smazat dodavatele' }));

    const dialog = await dialogNamed('Smazat dodavatele');
    expect(dialog).toHaveTextContent('Opravdu chcete natrvalo smazat dodavatele Studio Světlo?');
    for (const part of ['profil dodavatele', 'kalendář a události', 'recenze a hodnocení', 'propojení s poptávkami']) {
      expect(within(dialog).getByText(new RegExp(part))).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('Tuto akci nelze vrátit zpět.');
    expect(deleted).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Smazat natrvalo' }));
    expect(await screen.findByText('Dodavatel byl smazán')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state', async () => {
    renderAdmin('/admin?zalozka=dodavatele', adminApi({ 'GET /api/admin/providers': { status: 200, body: pageOf([]) } }));
    expect(await screen.findByRole('tab', { name: 'Dodavatelé (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Žádní dodavatelé nenalezeni' })).toBeInTheDocument();
  });
});

describe('/admin audit tab', () => {
  const entries = [
    {
      id: 3,
      adminEmail: 'spravce@svatby.cz',
      action: 'request.mark-deletion' as const,
      targetType: 'service_request',
      targetId: '40',
      details: { reason: 'Neaktuální' },
      createdAt: '2026-11-20T09:15:30.000Z',
    },
    {
      id: 2,
      adminEmail: null,
      action: 'backup.download' as const,
      targetType: 'database',
      targetId: null,
      details: { filename: 'svatby-backup.json' },
      createdAt: '2026-11-19T08:00:00.000Z',
    },
  ];

  it('shows who did what and when, and filters by action in the URL and the query', async () => {
    const user = setupUser();
    const { router, fetchMock } = renderAdmin('/admin', adminApi({ 'GET /api/admin/audit-log': { status: 200, body: pageOf(entries, 45) } }));
    await user.click(await screen.findByRole('tab', { name: 'Audit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?zalozka=audit'));
    const table = await screen.findByRole('region', { name: 'Záznamy auditu' });
    const first = (await within(table).findByText('Označení poptávky pro smazání')).closest('tr')!;
    expect(within(first).getByText('spravce@svatby.cz')).toBeInTheDocument();
    expect(within(first).getByText('Poptávka #40')).toBeInTheDocument();
    expect(within(first).getByText('Důvod: Neaktuální')).toBeInTheDocument();
    expect(within(first).getByText(/^20\. 11\. 2026 \d{1,2}:15:30$/)).toBeInTheDocument();
    const second = within(table).getByText('Stažení zálohy databáze').closest('tr')!;
    expect(within(second).getByText('Smazaný účet')).toBeInTheDocument();
    expect(within(second).getByText('Databáze')).toBeInTheDocument();
    expect(within(table).getByText('1–20 z 45')).toBeInTheDocument();

    await user.click(document.querySelector<HTMLElement>('[aria-controls="admin-audit-filters"]')!);
    // The filters are native selects (shared/ListFilters).
    const action = await screen.findByRole('combobox', { name: 'Akce' });
    await user.selectOptions(action, 'Stažení zálohy databáze');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('akce')).toBe('backup.download'));
    await waitFor(() => {
      const last = urlsOf(fetchMock)
        .filter((url) => url.pathname === '/api/admin/audit-log')
        .at(-1);
      expect(last?.searchParams.get('action')).toBe('backup.download');
      expect(last?.searchParams.get('page')).toBe('1');
    });
  });

  it('asks for the audit log only when its tab is open, and shows the empty state', async () => {
    const { fetchMock } = renderAdmin('/admin', adminApi({ 'GET /api/admin/audit-log': { status: 200, body: pageOf([]) } }));
    await screen.findByText('Tereza a Jakub', { selector: 'strong' });
    expect(urlsOf(fetchMock).some((url) => url.pathname === '/api/admin/audit-log')).toBe(false);
    const user = setupUser();
    await user.click(screen.getByRole('tab', { name: 'Audit' }));
    expect(await screen.findByRole('heading', { name: 'Žádné záznamy' })).toBeInTheDocument();
  });
});

describe('/admin backup', () => {
  it('saves the file under the name of Content-Disposition', async () => {
    const user = setupUser();
    const api = adminApi();
    renderAdmin('/admin', api);
    const apiFetch = globalThis.fetch;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) !== '/api/admin/backup-database') return apiFetch(input, init);
        expect(init?.credentials).toBe('include');
        await answered;
        return new Response('{"tables":{}}', {
          status: 200,
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="svatby-backup-2026-09-12.json"',
          },
        });
      }),
    );
    // jsdom has no object URLs (kept for the rest of this file: FileSaver revokes 40 s later).
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    // FileSaver clicks a download link with a synthetic event; jsdom would try to navigate.
    vi.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (this: HTMLAnchorElement, event: Event) {
      if (event.type === 'click') downloads.push(`${this.download} ${this.href}`);
      return true;
    });

    await user.click(await screen.findByRole('button', { name: 'Stáhnout backup' }));
    expect(await screen.findByRole('button', { name: 'Generuji...' })).toBeDisabled();
    release();
    await waitFor(() => expect(downloads).toEqual(['svatby-backup-2026-09-12.json blob:backup']));
    expect(await screen.findByRole('button', { name: 'Stáhnout backup' })).toBeEnabled();
  });

  it('asks for the password again when the sign-in is old, then downloads', async () => {
    const user = setupUser();
    let confirmed = false;
    const passwords: unknown[] = [];
    renderAdmin(
      '/admin',
      adminApi({
        'GET /api/admin/backup-database': () =>
          confirmed
            ? { status: 200, body: { tables: {} } }
            : { status: 403, body: { statusCode: 403, message: 'Z bezpečnostních důvodů znovu zadejte své heslo.', reauthenticate: true } },
        'POST /api/auth/confirm-password': (body) => {
          passwords.push(body);
          if ((body as { password: string }).password !== 'spravne-heslo') {
            return { status: 400, body: { statusCode: 400, message: 'Současné heslo není správné' } };
          }
          confirmed = true;
          return { status: 200, body: { message: 'Heslo ověřeno' } };
        },
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(() => true);

    await user.click(await screen.findByRole('button', { name: 'Stáhnout backup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Potvrďte heslo' });
    await user.type(within(dialog).getByLabelText('Heslo'), 'spatne-heslo');
    await user.click(within(dialog).getByRole('button', { name: 'Potvrdit' }));
    expect(await within(dialog).findByText('Současné heslo není správné')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Heslo'));
    await user.type(within(dialog).getByLabelText('Heslo'), 'spravne-heslo');
    await user.click(within(dialog).getByRole('button', { name: 'Potvrdit' }));
    expect(await screen.findByText('Záloha byla stažena')).toBeInTheDocument();
    expect(passwords).toEqual([{ password: 'spatne-heslo' }, { password: 'spravne-heslo' }]);
  });

  it('reports a failed backup', async () => {
    const user = setupUser();
    renderAdmin('/admin', adminApi({ 'GET /api/admin/backup-database': { status: 500, body: { message: 'Záloha selhala' } } }));
    await user.click(await screen.findByRole('button', { name: 'Stáhnout backup' }));
    expect(await screen.findByText('Nepodařilo se stáhnout zálohu')).toBeInTheDocument();
    expect(screen.getByText('Záloha selhala')).toBeInTheDocument();
  });
});
