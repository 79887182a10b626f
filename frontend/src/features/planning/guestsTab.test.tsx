import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanGuestDto, PlanGuestPageDto } from '../../api';
import { formEntries, renderComponent, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';
import { matchMediaQueries, restoreMatchMediaAfterEach } from '../../test/mediaQueries';
import GuestsTab from './GuestsTab';
import { guestBody, importFileProblem } from './guestsModel';

afterEach(() => {
  vi.unstubAllGlobals();
});
restoreMatchMediaAfterEach();

function makeGuest(overrides: Partial<PlanGuestDto> = {}): PlanGuestDto {
  return {
    id: 1,
    name: 'Žofie Šťastná',
    group: 'Rodina nevěsty',
    child: false,
    contact: 'zofie@example.cz',
    dietary: null,
    table: '3',
    rsvp: 'confirmed',
    partySize: 2,
    respondedAt: '2026-11-20T10:00:00.000Z',
    rsvpLinkActive: false,
    ...overrides,
  };
}

const zofie = makeGuest();
const tomas = makeGuest({
  id: 2,
  name: 'Tomáš Malý',
  child: true,
  rsvp: 'invited',
  partySize: 1,
  contact: null,
  table: null,
  respondedAt: null,
});
const eva = makeGuest({ id: 3, name: 'Eva Nová', group: 'Přátelé', rsvp: 'declined', partySize: 1, dietary: 'vegetariánská' });

function page(items: PlanGuestDto[], overrides: Partial<PlanGuestPageDto> = {}): PlanGuestPageDto {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 50,
    counts: { total: 3, invited: 1, confirmed: 1, declined: 1, children: 1, people: 2 },
    groups: ['Přátelé', 'Rodina nevěsty'],
    ...overrides,
  };
}

function server(extra: ConversationsApi = {}) {
  return signedInApi({ 'GET /api/plan/guests': () => ({ status: 200, body: page([zofie, tomas, eva]) }), ...extra });
}

describe('the guests tab', () => {
  it('lists the guests with the counts', async () => {
    renderComponent(<GuestsTab />, server());
    const counts = await screen.findByRole('region', { name: 'Počty hostů' });
    const value = (label: string) => within(counts).getByText(label).nextElementSibling?.textContent;
    expect(value('Pozváno')).toBe('3');
    expect(value('Potvrdilo')).toBe('1');
    expect(value('Omluvilo se')).toBe('1');
    expect(value('Děti')).toBe('1');
    expect(value('Přijde')).toBe('2 osoby');

    const table = screen.getByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
    expect(row('Žofie Šťastná')).toHaveTextContent('Potvrdil');
    expect(row('Tomáš Malý')).toHaveTextContent('dítě');
    expect(row('Tomáš Malý')).toHaveTextContent('Pozván');
    expect(row('Eva Nová')).toHaveTextContent('Omluvil se');
    expect(row('Eva Nová')).toHaveTextContent('vegetariánská');
    expect(screen.getByRole('link', { name: 'Stáhnout CSV' })).toHaveAttribute('href', '/api/plan/guests/export');
  });

  it('asks the server for a search and an answer filter', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(<GuestsTab />, server());
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Odpověď'), 'Potvrdil');
    await user.type(screen.getByLabelText('Hledat'), 'žofie');
    await waitFor(() => {
      const last = callsTo('GET', '/api/plan/guests').at(-1);
      expect(last?.query.get('search')).toBe('žofie');
      expect(last?.query.get('rsvp')).toBe('confirmed');
    });
  });

  it('imports a CSV and lists the bad rows by line number', async () => {
    const { callsTo } = renderComponent(
      <GuestsTab />,
      server({
        'POST /api/plan/guests/import': {
          status: 201,
          body: { imported: 5, errors: [{ line: 3, message: 'Chybí jméno.' }, { line: 7, message: 'Neplatná odpověď.' }] },
        },
      }),
    );
    await screen.findByRole('table');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['Jméno;Skupina\nJana;Přátelé\n'], 'hoste.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });

    expect(await screen.findByText('Importováno: 5 hostů')).toBeInTheDocument();
    const bad = screen.getByRole('list', { name: 'Chybné řádky' });
    expect(within(bad).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Řádek 3: Chybí jméno.',
      'Řádek 7: Neplatná odpověď.',
    ]);
    expect(screen.getByText(/Přeskočeno: 2 řádky/)).toBeInTheDocument();
    const [call] = callsTo('POST', '/api/plan/guests/import');
    expect(formEntries(call.body)).toEqual([['file', '<file>']]);
  });

  it('shows a new RSVP link once, and not after the dialog closes', async () => {
    const user = userEvent.setup();
    const url = 'https://svatby.cz/rsvp/tok3n';
    const { callsTo } = renderComponent(
      <GuestsTab />,
      server({ 'POST /api/plan/guests/2/rsvp-link': { status: 201, body: { url, expiresAt: '2027-06-13T22:00:00.000Z' } } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Odkaz pro odpověď: Tomáš Malý' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Host zatím odkaz nemá.');
    await user.click(within(dialog).getByRole('button', { name: 'Vytvořit odkaz' }));
    expect(await within(dialog).findByLabelText('Odkaz pro hosta')).toHaveValue(url);
    expect(dialog).toHaveTextContent('Odkaz vidíte jen teď');
    expect(callsTo('POST', '/api/plan/guests/2/rsvp-link')).toHaveLength(1);

    await user.click(within(dialog).getAllByRole('button', { name: 'Zavřít' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Odkaz pro odpověď: Tomáš Malý' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).queryByLabelText('Odkaz pro hosta')).not.toBeInTheDocument();
    expect(again).not.toHaveTextContent(url);
  });

  it('adds a guest from the dialog', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(<GuestsTab />, server({ 'POST /api/plan/guests': { status: 201, body: makeGuest({ id: 9 }) } }));
    await user.click(await screen.findByRole('button', { name: 'Přidat hosta' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Jméno'), 'Karel Veselý');
    await user.click(within(dialog).getByLabelText('Dítě'));
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    await waitFor(() => expect(callsTo('POST', '/api/plan/guests')).toHaveLength(1));
    expect(callsTo('POST', '/api/plan/guests')[0].body).toEqual({
      name: 'Karel Veselý',
      group: null,
      child: true,
      contact: null,
      dietary: null,
      table: null,
      rsvp: 'invited',
      partySize: 1,
    });
  });

  it('checks the name before sending, and sends on Enter', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(<GuestsTab />, server({ 'POST /api/plan/guests': { status: 201, body: makeGuest({ id: 9 }) } }));
    await user.click(await screen.findByRole('button', { name: 'Přidat hosta' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    expect(await within(dialog).findByText('Zadejte jméno hosta')).toBeInTheDocument();
    expect(callsTo('POST', '/api/plan/guests')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Jméno'), 'Karel Veselý{Enter}');
    await waitFor(() => expect(callsTo('POST', '/api/plan/guests')).toHaveLength(1));
    expect(callsTo('POST', '/api/plan/guests')[0].body).toMatchObject({ name: 'Karel Veselý' });
  });

  it('checks the fields when the form is sent, then on every key once that has shown a problem', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(<GuestsTab />, server());
    await user.click(await screen.findByRole('button', { name: 'Přidat hosta' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Jméno');
    await user.type(name, '   ');
    await user.tab();
    // Typing and leaving the field show nothing yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByText('Zadejte jméno hosta')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    expect(await within(dialog).findByText('Zadejte jméno hosta')).toBeInTheDocument();
    expect(callsTo('POST', '/api/plan/guests')).toHaveLength(0);
    // Shown once, the problem goes with the key that fixes it, before the form is sent again.
    await user.type(name, 'K');
    await waitFor(() => expect(within(dialog).queryByText('Zadejte jméno hosta')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/plan/guests')).toHaveLength(0);
  });

  it('deletes a guest after a confirmation', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(<GuestsTab />, server({ 'DELETE /api/plan/guests/3': { status: 204 } }));
    await user.click(await screen.findByRole('button', { name: 'Smazat hosta Eva Nová' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/plan/guests/3')).toHaveLength(1));
  });

  it('shows the guests as cards on a phone', async () => {
    matchMediaQueries('(max-width: 767px)');
    renderComponent(<GuestsTab />, server());
    const card = await screen.findByRole('article', { name: 'Žofie Šťastná' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Rodina nevěsty · 2 osoby · stůl 3');
    expect(card).toHaveTextContent('Potvrdil');
  });

  it('shows an empty list with a hint', async () => {
    renderComponent(
      <GuestsTab />,
      signedInApi({
        'GET /api/plan/guests': {
          status: 200,
          body: page([], { counts: { total: 0, invited: 0, confirmed: 0, declined: 0, children: 0, people: 0 }, groups: [] }),
        },
      }),
    );
    expect(await screen.findByText(/Zatím tu nikdo není/)).toBeInTheDocument();
  });
});

describe('the guests model', () => {
  it('sends empty texts as none and refuses big or non-CSV files', () => {
    expect(
      guestBody({ name: ' Jan ', group: ' ', child: false, contact: '', dietary: 'bez lepku ', table: '', rsvp: 'invited', partySize: 1 }),
    ).toEqual({ name: 'Jan', group: null, child: false, contact: null, dietary: 'bez lepku', table: null, rsvp: 'invited', partySize: 1 });
    expect(importFileProblem({ name: 'hoste.csv', size: 3 * 1024 * 1024 })).toBe('Soubor je větší než 2 MB.');
    expect(importFileProblem({ name: 'hoste.xlsx', size: 10 })).toMatch(/CSV/);
    expect(importFileProblem({ name: 'hoste.CSV', size: 10 })).toBeNull();
  });
});
