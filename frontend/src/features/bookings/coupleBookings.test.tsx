import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coupleApi, findDialog, plain, renderWithApi } from '../../test/offersTestKit';
import { CoupleBookings } from './CoupleBookings';
import { confirmed, deposit, makeBooking, QR_SVG } from '../../test/bookingsTestKit';

/**
 * The couple's bookings (issue 44) on the dashboard and the manage page: the state and what comes
 * next, the deposit's QR payment, the document and calendar links, and the cancellation with a reason.
 */

const article = async (number = 'SV-2026-000123') =>
  (await screen.findByRole('heading', { name: `Rezervace ${number}` })).closest('article') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CoupleBookings', () => {
  it('says a pending booking waits for the provider, until when, and that the document comes with the confirmation', async () => {
    renderWithApi(<CoupleBookings requestId={40} />, coupleApi({ 'GET /api/bookings/mine': { status: 200, body: [makeBooking()] } }));
    const card = await article();
    expect(within(card).getByText('Čeká na potvrzení dodavatele')).toBeInTheDocument();
    // 13:00 UTC is 14:00 in Prague (winter time).
    expect(card).toHaveTextContent('Dodavatel má na potvrzení čas do 3. 12. 2026 14:00.');
    expect(card).toHaveTextContent('Po potvrzení tu najdete potvrzení rezervace a platbu zálohy.');
    expect(plain(card.textContent)).toContain('sobota 19. června 2027');
    expect(plain(card.textContent)).toContain('25 000 Kč');
    expect(plain(card.textContent)).toContain('5 000 Kč · Záloha čeká na zaplacení');
    expect(within(card).queryByRole('link', { name: /Potvrzení rezervace/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Zrušit rezervaci' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Zobrazit/ })).toHaveAttribute('href', '/rezervace/5');
  });

  it('shows a confirmed booking with the QR payment as an image, each payment line copyable, the document and the calendar file', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    renderWithApi(<CoupleBookings requestId={40} />, coupleApi({ 'GET /api/bookings/mine': { status: 200, body: [confirmed()] } }));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const card = await article();
    expect(within(card).getByText('Potvrzeno')).toBeInTheDocument();
    expect(card).toHaveTextContent('Dodavatel Studio Světlo rezervaci potvrdil.');

    const payment = within(card).getByRole('region', { name: /^Záloha 5\s000 Kč$/ });
    expect(payment).toHaveTextContent('Záloha čeká na zaplacení');
    const qr = within(payment).getByRole('img', { name: /^QR Platba: záloha 5\s000 Kč na účet 19-2000145399\/0800$/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    // The server's markup is never put into the page as markup.
    expect(card.querySelector('svg[viewBox="0 0 29 29"], path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(plain(payment.textContent)).toContain('Číslo účtu19-2000145399/0800');
    expect(payment).toHaveTextContent('Variabilní symbol2026000123');
    expect(payment).toHaveTextContent('Zpráva pro příjemceZáloha SV-2026-000123');
    expect(payment).toHaveTextContent('Svatby peníze nepřijímá ani nedrží.');

    await user.click(within(payment).getByRole('button', { name: 'Zkopírovat: variabilní symbol' }));
    expect(writeText).toHaveBeenLastCalledWith('2026000123');
    await user.click(within(payment).getByRole('button', { name: 'Zkopírovat: částka' }));
    expect(writeText).toHaveBeenLastCalledWith('5000');
    await user.click(within(payment).getByRole('button', { name: 'Zkopírovat: číslo účtu' }));
    expect(writeText).toHaveBeenLastCalledWith('19-2000145399/0800');
    expect(await screen.findAllByText('Zkopírováno!')).not.toHaveLength(0);

    expect(within(card).getByRole('link', { name: /Potvrzení rezervace/ })).toHaveAttribute('href', '/api/bookings/5/document.pdf');
    expect(within(card).getByRole('link', { name: /Přidat do kalendáře/ })).toHaveAttribute('href', '/api/bookings/5/event.ics');
    expect(within(card).getByRole('link', { name: /Zobrazit/ })).toHaveAttribute('href', '/rezervace/5');
  });

  it("says 'Záloha přijata' once the provider marked it, without the QR", async () => {
    renderWithApi(
      <CoupleBookings requestId={40} />,
      coupleApi({
        'GET /api/bookings/mine': {
          status: 200,
          body: [confirmed({ depositReceivedAt: '2026-12-02T10:00:00.000Z', deposit: { ...deposit, received: true } })],
        },
      }),
    );
    const card = await article();
    const panel = within(card).getByRole('region', { name: /^Záloha 5\s000 Kč$/ });
    expect(panel).toHaveTextContent('Záloha přijata 2. 12. 2026.');
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    expect(plain(card.textContent)).toContain('5 000 Kč · Záloha přijata');
  });

  it('after a decline gives the reason and points at the other offers; an expiry says the provider did not confirm in time', async () => {
    renderWithApi(
      <CoupleBookings requestId={40} />,
      coupleApi({
        'GET /api/bookings/mine': {
          status: 200,
          body: [
            makeBooking({
              status: 'declined',
              endedAt: '2026-12-01T09:00:00.000Z',
              history: [
                { at: '2026-11-30T13:00:00.000Z', actor: 'couple', action: 'created', reason: null },
                { at: '2026-12-01T09:00:00.000Z', actor: 'provider', action: 'declined', reason: 'V tento den už fotíme jinou svatbu.' },
              ],
            }),
            makeBooking({ id: 6, number: 'SV-2026-000124', status: 'expired', endedAt: '2026-12-04T13:00:00.000Z' }),
            makeBooking({ id: 7, number: 'SV-2026-000125', requestId: 41 }),
          ],
        },
      }),
    );
    const declined = await article();
    expect(within(declined).getByText('Odmítnuto dodavatelem')).toBeInTheDocument();
    expect(declined).toHaveTextContent(
      'Dodavatel Studio Světlo rezervaci odmítl s důvodem: „V tento den už fotíme jinou svatbu.“. Můžete přijmout jinou platnou nabídku.',
    );
    expect(within(declined).getByRole('link', { name: 'Zobrazit nabídky' })).toHaveAttribute('href', '#request-40-offers');

    const expired = await article('SV-2026-000124');
    expect(within(expired).getByText('Nepotvrzeno včas')).toBeInTheDocument();
    expect(expired).toHaveTextContent('Dodavatel Studio Světlo rezervaci nepotvrdil včas. Můžete přijmout jinou platnou nabídku.');
    // Newest first, and only this request's bookings.
    const numbers = screen.getAllByRole('heading', { name: /^Rezervace SV-/ }).map((heading) => heading.textContent);
    expect(numbers).toEqual(['Rezervace SV-2026-000124', 'Rezervace SV-2026-000123']);
  });

  it('renders nothing for a request without a booking', async () => {
    const { callsTo } = renderWithApi(
      <div data-testid="host">
        <CoupleBookings requestId={99} />
      </div>,
      coupleApi({ 'GET /api/bookings/mine': { status: 200, body: [makeBooking()] } }),
    );
    await waitFor(() => expect(callsTo('GET', '/api/bookings/mine')).toHaveLength(1));
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });

  it('cancels a confirmed booking only with a reason, after asking', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const { callsTo } = renderWithApi(
      <CoupleBookings requestId={40} />,
      coupleApi({
        'GET /api/bookings/mine': () => ({
          status: 200,
          body: [cancelled ? confirmed({ status: 'cancelled', canCancel: false, endedAt: '2026-12-05T10:00:00.000Z' }) : confirmed()],
        }),
        'POST /api/bookings/5/cancel': () => {
          cancelled = true;
          return { status: 200, body: confirmed({ status: 'cancelled', canCancel: false }) };
        },
      }),
    );
    const card = await article();
    await user.click(within(card).getByRole('button', { name: 'Zrušit rezervaci' }));
    const dialog = await findDialog('Zrušit rezervaci');
    expect(dialog).toHaveTextContent('Opravdu chcete zrušit rezervaci SV-2026-000123 u dodavatele Studio Světlo?');
    const confirm = within(dialog).getByRole('button', { name: 'Zrušit rezervaci' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod zrušení/), 'ab');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod zrušení/), 'c – svatbu přesouváme ');
    await user.click(confirm);
    expect(await screen.findByText('Rezervace je zrušená')).toBeInTheDocument();
    expect(callsTo('POST', '/api/bookings/5/cancel').map((call) => call.body)).toEqual([{ reason: 'abc – svatbu přesouváme' }]);
    // The list is asked again: the booking now reads as cancelled.
    await waitFor(() => expect(within(card).getByText('Zrušeno')).toBeInTheDocument());
  });

  it("shows the server's reason when the cancellation is refused", async () => {
    const user = userEvent.setup();
    renderWithApi(
      <CoupleBookings requestId={40} />,
      coupleApi({
        'GET /api/bookings/mine': { status: 200, body: [confirmed()] },
        'POST /api/bookings/5/cancel': { status: 409, body: { statusCode: 409, message: 'Rezervaci už nelze zrušit.' } },
      }),
    );
    const card = await article();
    await user.click(within(card).getByRole('button', { name: 'Zrušit rezervaci' }));
    const dialog = await findDialog('Zrušit rezervaci');
    await user.type(within(dialog).getByLabelText(/Důvod zrušení/), 'Změna plánů');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit rezervaci' }));
    expect(await screen.findByText('Rezervaci už nelze zrušit.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Důvod zrušení/)).toHaveValue('Změna plánů');
  });

  it("on the manage page reads the bookings by the link's token and carries it in the links and the cancellation", async () => {
    const user = userEvent.setup();
    const token = 'abcdefghijklmnopqrstuvwxyz123456';
    const { callsTo } = renderWithApi(
      <CoupleBookings token={token} headingLevel={2} />,
      coupleApi({
        'GET /api/service-requests/manage/bookings': { status: 200, body: [confirmed()] },
        'POST /api/bookings/5/cancel': { status: 200, body: confirmed({ status: 'cancelled' }) },
      }),
    );
    const card = await article();
    expect(callsTo('GET', '/api/service-requests/manage/bookings')[0].query.get('token')).toBe(token);
    expect(callsTo('GET', '/api/bookings/mine')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Rezervace' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Potvrzení rezervace/ })).toHaveAttribute(
      'href',
      `/api/bookings/5/document.pdf?token=${token}`,
    );
    expect(within(card).getByRole('link', { name: /Zobrazit/ })).toHaveAttribute('href', `/rezervace/5?token=${token}`);
    await user.click(within(card).getByRole('button', { name: 'Zrušit rezervaci' }));
    const dialog = await findDialog('Zrušit rezervaci');
    await user.type(within(dialog).getByLabelText(/Důvod zrušení/), 'Změna plánů');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit rezervaci' }));
    await waitFor(() => expect(callsTo('POST', '/api/bookings/5/cancel').map((call) => call.body)).toEqual([{ reason: 'Změna plánů', token }]));
  });

  it('offers a retry when the bookings cannot be loaded', async () => {
    renderWithApi(
      <CoupleBookings requestId={40} />,
      coupleApi({ 'GET /api/bookings/mine': { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } } }),
    );
    expect(await screen.findByText('Rezervace se nepodařilo načíst')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
