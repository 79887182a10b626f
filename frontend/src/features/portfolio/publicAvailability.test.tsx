import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../test/offersTestKit';
import type { OffersApi } from '../../test/offersTestKit';
import AvailabilityBody from './AvailabilityBody';

// Today is Thursday 10 September 2026: the first view ends 9. 12. 2026, the window 10. 9. 2028.
const NOW = new Date(2026, 8, 10, 10, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const api = (): OffersApi => ({
  'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
  'GET /api/providers/12/availability': (_body, call) => {
    if (call.query.get('startDate') === '2027-06-01') {
      return { status: 200, body: [{ date: '2027-06-12', status: 'busy', notes: null }] };
    }
    return { status: 200, body: [{ date: '2026-09-12', status: 'busy', notes: null }, { date: '2026-09-19', status: 'available', notes: null }] };
  },
});

describe("the public calendar (issue 51: 24 months, unset days 'Neuvedeno')", { timeout: 30_000 }, () => {
  it("shows unset days as 'Neuvedeno' with the legend, and loads a month beyond the first 90 days on demand", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderWithApi(<AvailabilityBody providerId={12} />, api());
    const calendar = await screen.findByRole('region', { name: 'Kalendář dostupnosti dodavatele' });
    expect(await within(calendar).findByText('sobota 12. září 2026, Obsazeno')).toBeInTheDocument();
    expect(within(calendar).getByText('sobota 19. září 2026, Volno')).toBeInTheDocument();
    // Never set: unknown, not free.
    expect(within(calendar).getByText('neděle 20. září 2026, Neuvedeno')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Legenda' })).getByText('Neuvedeno')).toBeInTheDocument();
    expect(screen.getByText(/Neuvedeno: dodavatel tento den v kalendáři nevyplnil/)).toBeInTheDocument();
    const [first] = callsTo('GET', '/api/providers/12/availability');
    expect([first.query.get('startDate'), first.query.get('endDate')]).toEqual(['2026-09-10', '2026-12-09']);

    await user.selectOptions(within(calendar).getByLabelText('Přejít na měsíc'), '2027-06');
    expect(await within(calendar).findByText('sobota 12. června 2027, Obsazeno')).toBeInTheDocument();
    expect(within(calendar).getByText('neděle 13. června 2027, Neuvedeno')).toBeInTheDocument();
    const june = callsTo('GET', '/api/providers/12/availability').at(-1)!;
    expect([june.query.get('startDate'), june.query.get('endDate')]).toEqual(['2027-06-01', '2027-06-30']);
    const taken = screen.getAllByRole('listitem').filter((item) => item.className === 'avail-public__item');
    expect(taken.map((item) => item.textContent)).toEqual(['12. 6. 2027– Obsazeno']);

    // And back by the arrows, month by month, without reloading what is known.
    await user.selectOptions(within(calendar).getByLabelText('Přejít na měsíc'), '2026-10');
    await user.click(within(calendar).getByRole('button', { name: 'Předchozí měsíc' }));
    expect(await within(calendar).findByText('sobota 12. září 2026, Obsazeno')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Předchozí měsíc' })).toBeDisabled();
  });
});
