import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  availabilityWindow,
  dayLabel,
  firstViewRange,
  mergeEntries,
  monthCells,
  nextSelection,
  planSave,
  rangeToLoad,
} from '../../../shared/availability/availabilityModel';
import { nonProviderApi, providerApi, renderWorkspace } from '../../../test/workspaceTestKit';
import type { WorkspaceApi } from '../../../test/workspaceTestKit';
import type { AvailabilityDayDto } from '../../../api';

// Today is Thursday 10 September 2026: the first view is 10. 9. – 9. 12. 2026, the window ends 10. 9. 2028.
const NOW = new Date(2026, 8, 10, 10, 0, 0);

const entries: AvailabilityDayDto[] = [
  { date: '2026-09-12', status: 'busy', notes: 'Svatba Novákovi' },
  { date: '2026-09-13', status: 'inquiry', notes: null },
  { date: '2026-09-19', status: 'available', notes: null },
];

function api(extra: WorkspaceApi = {}): WorkspaceApi {
  return providerApi({ 'GET /api/availability/current': { status: 200, body: entries }, ...extra });
}

const day = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('availability rules', () => {
  it('builds the window, the grid, the labels and the save payloads', () => {
    const range = availabilityWindow(dayjs(NOW));
    expect(range.startDate).toBe('2026-09-10');
    expect(range.endDate).toBe('2028-09-10');
    const first = firstViewRange(dayjs(NOW));
    expect(first.endDate).toBe('2026-12-09');
    // The first screens load the first view at once; later months only their own days.
    expect(rangeToLoad(dayjs('2026-09-01'), range, first)).toEqual({ startDate: '2026-09-10', endDate: '2026-12-09' });
    expect(rangeToLoad(dayjs('2026-11-01'), range, first)).toEqual({ startDate: '2026-09-10', endDate: '2026-12-09' });
    expect(rangeToLoad(dayjs('2026-12-01'), range, first)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(rangeToLoad(dayjs('2028-09-01'), range, first)).toEqual({ startDate: '2028-09-01', endDate: '2028-09-10' });
    const merged = mergeEntries(
      new Map([
        ['2026-09-12', { date: '2026-09-12', status: 'busy', notes: null }],
        ['2027-06-12', { date: '2027-06-12', status: 'busy', notes: null }],
      ]),
      { startDate: '2027-06-01', endDate: '2027-06-30' },
      [{ date: '2027-06-13', status: 'inquiry', notes: null }],
    );
    expect([...merged.keys()].sort()).toEqual(['2026-09-12', '2027-06-13']);
    const cells = monthCells(dayjs('2026-09-01'));
    expect(cells.slice(0, 2)).toEqual([null, '2026-09-01']); // 1 September 2026 is a Tuesday
    expect(cells).toHaveLength(31);
    expect(dayLabel('2026-09-12', 'busy')).toBe('sobota 12. září 2026, Obsazeno');
    expect(dayLabel('2026-12-09', undefined)).toBe('středa 9. prosince 2026, Neuvedeno');
    expect(nextSelection(['2026-09-12'], '2026-09-14', 'single')).toEqual(['2026-09-14']);
    expect(nextSelection(['2026-09-14'], '2026-09-12', 'bulk')).toEqual(['2026-09-12', '2026-09-14']);
    expect(nextSelection(['2026-09-12', '2026-09-14'], '2026-09-12', 'bulk')).toEqual(['2026-09-14']);
    expect(planSave([], 'busy', 'x')).toEqual({ kind: 'none' });
    expect(planSave(['2026-09-12'], 'busy', '  Svatba  ')).toEqual({
      kind: 'single',
      body: { date: '2026-09-12', status: 'busy', notes: 'Svatba' },
    });
    expect(planSave(['2026-09-14', '2026-09-12'], 'inquiry', '   ')).toEqual({
      kind: 'bulk',
      body: { dates: ['2026-09-12', '2026-09-14'], status: 'inquiry' },
    });
  });
});

describe('/calendar', { timeout: 30_000 }, () => {
  it('loads today..+90 first, colours the days, shows unset days as Neuvedeno and disables the past', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWorkspace('/calendar', api());
    await screen.findByRole('heading', { level: 1, name: 'Kalendář dostupnosti' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Zpět na dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByRole('button', { name: 'sobota 12. září 2026, Obsazeno' })).toBeEnabled();
    expect(day('neděle 13. září 2026, Na dotaz')).toBeEnabled();
    expect(day('sobota 19. září 2026, Volno')).toBeEnabled();
    expect(day('čtvrtek 10. září 2026, Neuvedeno')).toBeEnabled();
    expect(day('středa 9. září 2026, mimo rozsah')).toBeDisabled();
    expect(day('úterý 1. září 2026, mimo rozsah')).toBeDisabled();
    const [load] = callsTo('GET', '/api/availability/current');
    expect(load.query.get('startDate')).toBe('2026-09-10');
    expect(load.query.get('endDate')).toBe('2026-12-09');
    expect(screen.getByText(/až 24 měsíců dopředu \(do 10\. 9\. 2028\)/)).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Předchozí měsíc' })).toBeDisabled();
    const next = screen.getByRole('button', { name: 'Následující měsíc' });
    // October and November lie in the first view: no new calls.
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Listopad 2026', { selector: '.avail-cal__title' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/availability/current')).toHaveLength(1);
    // the legend
    const legend = screen.getByRole('list', { name: 'Legenda' });
    for (const label of ['Volno', 'Na dotaz', 'Obsazeno', 'Neuvedeno']) expect(within(legend).getByText(label)).toBeInTheDocument();
  });

  it('goes beyond the first 90 days month by month, loading only the shown month, and back', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWorkspace(
      '/calendar',
      api({
        'GET /api/availability/current': (_body, call) => {
          const start = call.query.get('startDate');
          if (start === '2026-12-01') return { status: 200, body: [{ date: '2026-12-19', status: 'busy', notes: null }] };
          if (start === '2027-06-01') return { status: 200, body: [{ date: '2027-06-12', status: 'inquiry', notes: null }] };
          return { status: 200, body: entries };
        },
      }),
    );
    await screen.findByRole('button', { name: 'sobota 12. září 2026, Obsazeno' });
    const next = screen.getByRole('button', { name: 'Následující měsíc' });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Prosinec 2026', { selector: '.avail-cal__title' })).toBeInTheDocument();
    expect(next).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'sobota 19. prosince 2026, Obsazeno' })).toBeEnabled();
    // Past the first view's end (9. 12.): still settable, unset days unknown.
    expect(day('čtvrtek 10. prosince 2026, Neuvedeno')).toBeEnabled();
    const december = callsTo('GET', '/api/availability/current').at(-1)!;
    expect([december.query.get('startDate'), december.query.get('endDate')]).toEqual(['2026-12-01', '2026-12-31']);

    // The month picker jumps to a summer wedding 21 months ahead.
    await user.selectOptions(screen.getByLabelText('Přejít na měsíc'), '2027-06');
    expect(screen.getByText('Červen 2027', { selector: '.avail-cal__title' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'sobota 12. června 2027, Na dotaz' })).toBeEnabled();
    const june = callsTo('GET', '/api/availability/current').at(-1)!;
    expect([june.query.get('startDate'), june.query.get('endDate')]).toEqual(['2027-06-01', '2027-06-30']);
    // Bulk selection keeps days of other months, with their known status.
    await user.click(screen.getByText('Hromadný výběr'));
    await user.click(day('sobota 12. června 2027, Na dotaz'));
    await user.click(screen.getByRole('button', { name: 'Předchozí měsíc' }));
    expect(screen.getByText('Květen 2027', { selector: '.avail-cal__title' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'sobota 15. května 2027, Neuvedeno' }));
    expect(screen.getByText('12. 6. 2027 – Na dotaz')).toBeInTheDocument();
    expect(screen.getByText('15. 5. 2027 – Neuvedeno')).toBeInTheDocument();

    // The last month of the window: the days after 10. 9. 2028 are out of range and the arrow stops.
    await user.selectOptions(screen.getByLabelText('Přejít na měsíc'), '2028-09');
    expect(await screen.findByRole('button', { name: 'neděle 10. září 2028, Neuvedeno' })).toBeEnabled();
    expect(day('pondělí 11. září 2028, mimo rozsah')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Následující měsíc' })).toBeDisabled();
    const last = callsTo('GET', '/api/availability/current').at(-1)!;
    expect([last.query.get('startDate'), last.query.get('endDate')]).toEqual(['2028-09-01', '2028-09-10']);

    // Back to the first month: the first view again, from the cache.
    await user.selectOptions(screen.getByLabelText('Přejít na měsíc'), '2026-09');
    expect(await screen.findByRole('button', { name: 'sobota 12. září 2026, Obsazeno' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Předchozí měsíc' })).toBeDisabled();
  });

  it('offers no days until their saved status has loaded', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    renderWorkspace(
      '/calendar',
      api({
        'GET /api/availability/current': async () => {
          await loaded;
          return { status: 200, body: entries };
        },
      }),
    );
    expect(await screen.findByText('Načítám dostupnost…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /, Neuvedeno$/ })).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: 'sobota 12. září 2026, Obsazeno' })).toBeEnabled();
    expect(screen.queryByText('Načítám dostupnost…')).toBeNull();
  });

  it('switching the selection mode clears the selection', async () => {
    const user = userEvent.setup();
    renderWorkspace('/calendar', api());
    await user.click(await screen.findByRole('button', { name: 'sobota 12. září 2026, Obsazeno' }));
    expect(day('sobota 12. září 2026, Obsazeno')).toHaveAttribute('aria-pressed', 'true');
    // single mode: a second day replaces the first
    await user.click(day('pondělí 14. září 2026, Neuvedeno'));
    expect(day('sobota 12. září 2026, Obsazeno')).toHaveAttribute('aria-pressed', 'false');
    expect(day('pondělí 14. září 2026, Neuvedeno')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Vybráno: 1 den')).toBeInTheDocument();

    await user.click(screen.getByText('Hromadný výběr'));
    expect(day('pondělí 14. září 2026, Neuvedeno')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Zatím nemáte vybraný žádný den.')).toBeInTheDocument();

    await user.click(day('pondělí 14. září 2026, Neuvedeno'));
    await user.click(day('úterý 15. září 2026, Neuvedeno'));
    expect(screen.getByText('Vybráno: 2 dny')).toBeInTheDocument();
    await user.click(day('pondělí 14. září 2026, Neuvedeno'));
    expect(screen.getByText('Vybráno: 1 den')).toBeInTheDocument();

    await user.click(screen.getByText('Jednotlivý výběr'));
    expect(day('úterý 15. září 2026, Neuvedeno')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Zatím nemáte vybraný žádný den.')).toBeInTheDocument();
  });

  it("says 'Vyberte alespoň jeden den' when nothing is selected and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = renderWorkspace('/calendar', api());
    await screen.findByRole('button', { name: 'sobota 12. září 2026, Obsazeno' });
    await user.click(screen.getByRole('button', { name: 'Uložit dostupnost' }));
    expect(await screen.findByText('Vyberte alespoň jeden den')).toBeInTheDocument();
    expect(screen.getByText('Chyba')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves one day with POST /api/availability (notes trimmed), toasts, clears and reloads', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { callsTo } = renderWorkspace(
      '/calendar',
      api({
        'POST /api/availability': (body) => {
          bodies.push(body);
          return { status: 201, body: { date: '2026-09-14', status: 'busy', notes: 'Svatba v Brně' } };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'pondělí 14. září 2026, Neuvedeno' }));
    await user.click(screen.getByLabelText('Stav dostupnosti'));
    await user.click(await screen.findByTitle('Obsazeno'));
    await user.type(screen.getByLabelText('Poznámka (nepovinné)'), '  Svatba v Brně  ');
    await user.click(screen.getByRole('button', { name: 'Uložit dostupnost' }));

    expect(await screen.findByText('Dostupnost byla aktualizována')).toBeInTheDocument();
    expect(screen.getByText('Úspěch')).toBeInTheDocument();
    expect(bodies).toEqual([{ date: '2026-09-14', status: 'busy', notes: 'Svatba v Brně' }]);
    expect(callsTo('POST', '/api/availability/bulk')).toEqual([]);
    expect(screen.getByLabelText('Poznámka (nepovinné)')).toHaveValue('');
    expect(day('pondělí 14. září 2026, Neuvedeno')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(callsTo('GET', '/api/availability/current')).toHaveLength(2));
  });

  it("saves three days with POST /api/availability/bulk, omits blank notes and says 'pro 3 dnů'", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderWorkspace(
      '/calendar',
      api({
        'POST /api/availability/bulk': (body) => {
          bodies.push(body);
          return { status: 201, body: [] };
        },
      }),
    );
    await screen.findByRole('button', { name: 'sobota 12. září 2026, Obsazeno' });
    await user.click(screen.getByText('Hromadný výběr'));
    await user.click(day('sobota 19. září 2026, Volno'));
    await user.click(day('sobota 12. září 2026, Obsazeno'));
    await user.click(day('neděle 13. září 2026, Na dotaz'));
    await user.type(screen.getByLabelText('Poznámka (nepovinné)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Uložit dostupnost' }));

    expect(await screen.findByText('Dostupnost byla nastavena pro 3 dny')).toBeInTheDocument();
    expect(bodies).toEqual([{ dates: ['2026-09-12', '2026-09-13', '2026-09-19'], status: 'available' }]);
    expect(screen.getByText('Zatím nemáte vybraný žádný den.')).toBeInTheDocument();
  });

  it('shows the server message when a save fails', async () => {
    const user = userEvent.setup();
    renderWorkspace(
      '/calendar',
      api({
        'POST /api/availability': {
          status: 400,
          body: { statusCode: 400, message: 'Datum musí být v rozmezí dnes až 24 měsíců dopředu' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'sobota 12. září 2026, Obsazeno' }));
    await user.click(screen.getByRole('button', { name: 'Uložit dostupnost' }));
    expect(await screen.findByText('Datum musí být v rozmezí dnes až 24 měsíců dopředu')).toBeInTheDocument();
    expect(screen.getByText('Chyba')).toBeInTheDocument();
    // the selection stays for another try
    expect(day('sobota 12. září 2026, Obsazeno')).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells a user without a provider profile to register as a provider', async () => {
    renderWorkspace('/calendar', nonProviderApi());
    await screen.findByRole('heading', { level: 1, name: 'Kalendář dostupnosti' });
    expect(await screen.findByRole('link', { name: 'Registrovat se jako dodavatel' })).toHaveAttribute(
      'href',
      '/provider-registration',
    );
    expect(screen.queryByRole('button', { name: 'Uložit dostupnost' })).not.toBeInTheDocument();
  });
});
