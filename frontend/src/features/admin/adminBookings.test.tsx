import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingDto } from '../../api';
import { adminApi, pageOf, renderAdmin, setUpAdminTests, setupUser, urlsOf } from '../../test/adminTestKit';
import { AUDIT_ACTION_LABELS } from './adminParams';

setUpAdminTests();

/** The admin's 'Rezervace' tab (issue 44): read-only, filtered, sorted and paged on the server; 'Zrušit s důvodem'. */

function makeBooking(overrides: Partial<AdminBookingDto> = {}): AdminBookingDto {
  return {
    id: 5,
    number: 'SV-2026-000123',
    status: 'confirmed',
    requestId: 40,
    requestTitle: 'Fotograf na zámek',
    eventDate: '2027-06-19',
    createdAt: '2026-11-30T13:00:00.000Z',
    confirmedAt: '2026-12-01T09:00:00.000Z',
    endedAt: null,
    provider: { id: 12, companyName: 'Studio Světlo' },
    coupleName: 'Jana a Petr',
    coupleEmail: 'jana@example.cz',
    depositAmount: 5000,
    depositReceivedAt: null,
    respondBy: '2026-12-03T13:00:00.000Z',
    canCancel: true,
    ...overrides,
  };
}

const bookings = [
  makeBooking(),
  makeBooking({
    id: 6,
    number: 'SV-2026-000124',
    status: 'pending_provider',
    confirmedAt: null,
    canCancel: false,
    coupleName: 'Eva a Marek',
    depositAmount: null,
    eventDate: null,
  }),
  makeBooking({ id: 7, number: 'SV-2026-000125', status: 'cancelled', canCancel: false, depositReceivedAt: '2026-12-02T10:00:00.000Z', coupleName: 'Lucie a Adam' }),
];

const rowOf = (number: string) => screen.getByText(number, { selector: 'strong' }).closest('tr') as HTMLTableRowElement;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ').trim());

describe('/admin bookings tab', () => {
  it('loads when opened; shows number, state, provider, couple, date, deposit and creation; only a confirmed booking can be cancelled', async () => {
    const user = setupUser();
    const { fetchMock } = renderAdmin('/admin', adminApi({ 'GET /api/admin/bookings': { status: 200, body: pageOf(bookings, 23) } }));
    await screen.findByText('Tereza a Jakub', { selector: 'strong' });
    expect(urlsOf(fetchMock).some((url) => url.pathname === '/api/admin/bookings')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Rezervace' }));
    expect(await screen.findByRole('tab', { name: 'Rezervace (23)' })).toBeInTheDocument();
    await screen.findByText('SV-2026-000123', { selector: 'strong' });

    const results = screen.getByRole('region', { name: 'Seznam rezervací' });
    expect(within(results).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼]/g, '').trim())).toEqual(
      expect.arrayContaining(['Číslo', 'Stav', 'Dodavatel', 'Pár', 'Datum svatby', 'Záloha', 'Vytvořeno', 'Akce']),
    );
    const first = cells(rowOf('SV-2026-000123'));
    expect(first).toEqual(
      expect.arrayContaining(['SV-2026-000123', 'Stav rezervace: Potvrzeno', 'Studio Světlo', 'Jana a Petr', '19. 6. 2027', '5 000 Kč · Záloha čeká na zaplacení', '30. 11. 2026']),
    );
    expect(cells(rowOf('SV-2026-000124'))).toEqual(expect.arrayContaining(['Stav rezervace: Čeká na potvrzení dodavatele', 'Datum nevybráno', 'Bez zálohy']));
    expect(cells(rowOf('SV-2026-000125'))).toEqual(expect.arrayContaining(['Stav rezervace: Zrušeno', '5 000 Kč · Záloha přijata']));

    expect(within(rowOf('SV-2026-000123')).getByRole('button', { name: 'Zrušit s důvodem' })).toBeInTheDocument();
    expect(within(rowOf('SV-2026-000124')).queryByRole('button', { name: 'Zrušit s důvodem' })).not.toBeInTheDocument();
    expect(within(rowOf('SV-2026-000125')).queryByRole('button', { name: 'Zrušit s důvodem' })).not.toBeInTheDocument();

    await user.click(within(rowOf('SV-2026-000123')).getByLabelText('Rozbalit řádek'));
    const details = screen.getByLabelText('Podrobnosti rezervace SV-2026-000123');
    expect(details).toHaveTextContent('jana@example.cz');
    expect(details).toHaveTextContent('Fotograf na zámek');
    expect(details).toHaveTextContent('Potvrzeno1. 12. 2026 10:00');
  });

  it('cancels a booking only with a reason, after asking, and sends it', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=rezervace',
      adminApi({
        'GET /api/admin/bookings': { status: 200, body: pageOf(bookings) },
        'POST /api/admin/bookings/5/cancel': (body) => {
          sent.push(body);
          return { status: 200, body: makeBooking({ status: 'cancelled' }) };
        },
      }),
    );
    await screen.findByText('SV-2026-000123', { selector: 'strong' });
    await user.click(within(rowOf('SV-2026-000123')).getByRole('button', { name: 'Zrušit s důvodem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit rezervaci' });
    expect(dialog).toHaveTextContent('SV-2026-000123 – Studio Světlo – Jana a Petr');
    expect(dialog).toHaveTextContent('Zrušení nelze vrátit zpět.');
    const confirm = within(dialog).getByRole('button', { name: 'Zrušit rezervaci' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod zrušení/), '  ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod zrušení/), 'Podvodný účet ');
    await user.click(confirm);
    expect(await screen.findByText('Rezervace byla zrušena')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Podvodný účet' }]);
  });

  it('keeps the filters in the URL and sends them to the server', async () => {
    const { fetchMock } = renderAdmin(
      '/admin?zalozka=rezervace&stav-rezervace=confirmed&hledat-rezervace=SV-2026&razeni-rezervaci=event-date&strana-rezervaci=2',
      adminApi({ 'GET /api/admin/bookings': { status: 200, body: { ...pageOf(bookings, 45), page: 2 } } }),
    );
    await screen.findByText('SV-2026-000123', { selector: 'strong' });
    await waitFor(() => {
      const last = urlsOf(fetchMock)
        .filter((url) => url.pathname === '/api/admin/bookings')
        .at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
        page: '2',
        pageSize: '20',
        search: 'SV-2026',
        status: 'confirmed',
        sort: 'event-date',
      });
    });
  });

  it('names the cancellation in the audit filter', () => {
    expect(AUDIT_ACTION_LABELS['booking.cancel']).toBe('Zrušení rezervace');
  });
});
