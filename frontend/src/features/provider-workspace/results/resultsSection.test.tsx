import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderResultsDto, ResultsFiguresDto } from '../../../api';
import { renderComponent, signedInApi } from '../../../test/conversationsTestKit';
import { ResultsSection } from './ResultsSection';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const unknownMonth: ResultsFiguresDto = {
  portfolioViews: null,
  requestsMatched: null,
  requestsOpened: null,
  offersSent: null,
  offersRead: null,
  offersAccepted: null,
  bookingsConfirmed: null,
  medianResponseMinutes: null,
  paidCzk: 500,
  costPerAcceptedOffer: null,
  costPerConfirmedBooking: null,
};
const march: ResultsFiguresDto = {
  portfolioViews: 40,
  requestsMatched: 12,
  requestsOpened: 6,
  offersSent: 4,
  offersRead: 3,
  offersAccepted: 2,
  bookingsConfirmed: 1,
  medianResponseMinutes: 95,
  paidCzk: 990,
  costPerAcceptedOffer: 495,
  costPerConfirmedBooking: 990,
};
const tracking = {
  portfolioViews: '2026-03-01T00:00:00.000Z',
  requestsMatched: '2026-03-02T10:00:00.000Z',
  requestsOpened: '2026-03-02T10:00:00.000Z',
  offersSent: '2026-03-02T10:00:00.000Z',
  offersRead: '2026-03-02T10:00:00.000Z',
  offersAccepted: '2026-03-02T10:00:00.000Z',
  bookingsConfirmed: '2026-03-02T10:00:00.000Z',
  responseMinutes: '2026-03-02T10:00:00.000Z',
};
const year: ProviderResultsDto = {
  from: '2026-02',
  to: '2026-03',
  months: [
    { month: '2026-02', ...unknownMonth },
    { month: '2026-03', ...march },
  ],
  total: { ...march, paidCzk: 1490 },
  comparison: null,
  comparisonNote: 'Srovnání ukážeme, až bude ve vašem oboru a kraji aspoň 5 dalších dodavatelů s výsledky za toto období.',
  trackingSince: tracking,
};
const oneMonth: ProviderResultsDto = {
  from: '2026-02',
  to: '2026-02',
  months: [{ month: '2026-02', ...unknownMonth }],
  total: unknownMonth,
  comparison: {
    providers: 6,
    categoryId: 'photography',
    categoryName: 'Fotografie',
    regionId: 'okoli-prahy',
    regionName: 'Okolí Prahy',
    medians: { ...march, requestsMatched: 9, costPerAcceptedOffer: null, offersAccepted: 0 },
  },
  comparisonNote: null,
  trackingSince: tracking,
};

function server() {
  return signedInApi({
    'GET /api/insights/results': (_body, call) => ({ status: 200, body: call.query.get('month') ? oneMonth : year }),
  });
}

const cell = (table: HTMLElement, row: string, column = 1) =>
  plain(within(table).getByRole('rowheader', { name: row }).closest('tr')!.querySelectorAll('td')[column - 1]?.textContent);

describe('the "Výsledky" section', () => {
  it('shows the last 12 months’ funnel, costs and why there is no comparison', async () => {
    const { callsTo } = renderComponent(<ResultsSection />, server());
    expect(screen.getByRole('heading', { name: 'Výsledky' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(callsTo('GET', '/api/insights/results')[0].query.get('months')).toBe('12');
    expect(cell(table, 'Zobrazení portfolia')).toBe('40');
    expect(cell(table, 'Zveřejněné poptávky ve vašem oboru')).toBe('12');
    expect(cell(table, 'Přijaté nabídky')).toBe('2');
    expect(cell(table, 'Potvrzené rezervace')).toBe('1');
    expect(cell(table, 'Medián doby odpovědi')).toBe('1 h 35 min');
    expect(cell(table, 'Zaplaceno za předplatné')).toBe('1 490 Kč');
    expect(cell(table, 'Cena za přijatou nabídku')).toBe('495 Kč');
    expect(cell(table, 'Cena za potvrzenou rezervaci')).toBe('990 Kč');
    expect(screen.getByText(/aspoň 5 dalších dodavatelů/)).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Medián oboru a kraje' })).not.toBeInTheDocument();
  });

  it('shows a month before the recording as "neznámé", with the comparison of that month', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(<ResultsSection />, server());
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Období'), 'únor 2026');
    await waitFor(() => expect(callsTo('GET', '/api/insights/results').some((call) => call.query.get('month') === '2026-02')).toBe(true));
    const table = await screen.findByRole('table');
    await within(table).findByRole('columnheader', { name: 'Medián oboru a kraje' });
    expect(cell(table, 'Zobrazení portfolia')).toBe('neznámé');
    expect(cell(table, 'Odeslané nabídky')).toBe('neznámé');
    expect(cell(table, 'Medián doby odpovědi')).toBe('neznámé');
    expect(cell(table, 'Zaplaceno za předplatné')).toBe('500 Kč');
    expect(cell(table, 'Cena za přijatou nabídku')).toBe('neznámé');
    // The group's median beside: 9 requests; no accepted offer there yet.
    expect(cell(table, 'Zveřejněné poptávky ve vašem oboru', 2)).toBe('9');
    expect(cell(table, 'Cena za přijatou nabídku', 2)).toBe('zatím žádné');
    expect(screen.getByText('Srovnání: medián 6 dalších dodavatelů v oboru Fotografie a v kraji Okolí Prahy.')).toBeInTheDocument();
  });
});
