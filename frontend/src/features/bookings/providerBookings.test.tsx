import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '../../api';
import { openEventStream } from '../../app/useEventStream';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { findDialog, pageOf, plain, providerApi, renderPage, renderWithApi } from '../../test/offersTestKit';
import type { OffersApi } from '../../test/offersTestKit';
import { makeBooking as makeSharedBooking } from '../../test/bookingsTestKit';
import { ProviderBookings } from './ProviderBookings';
import { respondByText } from './ProviderBookings';

const CAPACITY = 'V tento den už máte plnou kapacitu rezervací.';

/** The shared kit's booking, as the provider's list sees a confirmed one without a deposit. */
const makeBooking = (overrides: Partial<BookingDto> = {}): BookingDto =>
  makeSharedBooking({
    id: 31,
    number: 'SV-2026-000031',
    status: 'confirmed',
    respondBy: '2026-12-01T12:00:00.000Z',
    confirmedAt: '2026-11-20T10:00:00.000Z',
    depositAmount: null,
    cancellationTerms: 'Storno do 30 dnů před svatbou zdarma.',
    history: [],
    canCancel: true,
    ...overrides,
  });

const pending = (overrides: Partial<BookingDto> = {}) =>
  makeBooking({
    id: 30,
    number: 'SV-2026-000030',
    status: 'pending_provider',
    requestTitle: 'Svatba na statku',
    couple: { name: 'Eva a Tomáš' },
    eventDate: null,
    confirmedAt: null,
    respondBy: new Date(Date.now() + 50 * 3_600_000).toISOString(),
    canConfirm: true,
    canDecline: true,
    canCancel: false,
    ...overrides,
  });

/** GET /api/provider/bookings answering from `bookings()` (the server orders them). */
const providerBookings = (bookings: () => BookingDto[]) => () => ({ status: 200, body: pageOf(bookings(), bookings().length, 10) });

function renderList(api: OffersApi) {
  return renderWithApi(<ProviderBookings />, providerApi(api));
}

/** The value of a card's fact ('Záloha', 'Cena'…), spaces plain. */
const fact = (card: HTMLElement, name: string) => plain(within(card).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent);

async function findCard(title: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the provider's 'Rezervace'", () => {
  it('lists the bookings with their state, couple, date, price, deposit and deadline, and the document links', async () => {
    renderList({
      'GET /api/provider/bookings': providerBookings(() => [
        pending({ price: { kind: 'range', min: 30_000, max: 45_000 }, depositAmount: 5_000 }),
        makeBooking({ depositAmount: 8_000 }),
        makeBooking({
          id: 32,
          requestTitle: 'Svatba v Brně',
          depositAmount: 6_000,
          depositReceivedAt: '2026-11-22T10:00:00.000Z',
        }),
        makeBooking({
          id: 33,
          requestTitle: 'Zrušená svatba',
          status: 'declined',
          confirmedAt: null,
          canCancel: false,
        }),
      ]),
    });
    const section = (await screen.findByRole('heading', { name: 'Rezervace' })).closest('section') as HTMLElement;
    const titles = (await within(section).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(titles).toEqual(['Svatba na statku', 'Fotograf na zámek', 'Svatba v Brně', 'Zrušená svatba']);
    expect(within(section).getByText('4')).toHaveClass('list-count-pill');

    const waiting = await findCard('Svatba na statku');
    expect(within(waiting).getByText('Čeká na potvrzení dodavatele')).toBeInTheDocument();
    expect(within(waiting).getByText(/^Potvrdit do \d+\. \d+\. \d{4} \d+:\d\d \(zbývají 2 dny\)$/)).toBeInTheDocument();
    expect(within(waiting).getByText('Eva a Tomáš')).toBeInTheDocument();
    expect(within(waiting).getByText('Datum nevybráno')).toBeInTheDocument();
    expect(fact(waiting, 'Cena')).toBe('30 000 – 45 000 Kč');
    expect(fact(waiting, 'Záloha')).toBe('5 000 Kč');
    expect(within(waiting).getByRole('button', { name: /Potvrdit/ })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: /Odmítnout/ })).toBeInTheDocument();
    expect(within(waiting).queryByRole('link', { name: /Potvrzení rezervace/ })).not.toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: /Zrušit/ })).not.toBeInTheDocument();

    const confirmed = await findCard('Fotograf na zámek');
    expect(within(confirmed).getByText('Potvrzeno')).toBeInTheDocument();
    expect(within(confirmed).getByText('19. 6. 2027')).toBeInTheDocument();
    expect(within(confirmed).getByText('Jana a Petr')).toBeInTheDocument();
    expect(fact(confirmed, 'Cena')).toBe('25 000 Kč');
    expect(fact(confirmed, 'Záloha')).toBe('8 000 Kč · Záloha čeká na zaplacení');
    expect(within(confirmed).getByRole('link', { name: /Potvrzení rezervace/ })).toHaveAttribute('href', '/api/bookings/31/document.pdf');
    expect(within(confirmed).getByRole('link', { name: /Přidat do kalendáře/ })).toHaveAttribute('href', '/api/bookings/31/event.ics');
    expect(within(confirmed).queryByText(/Potvrdit do/)).not.toBeInTheDocument();

    const paid = await findCard('Svatba v Brně');
    expect(fact(paid, 'Záloha')).toBe('6 000 Kč · Záloha přijata');

    const declined = await findCard('Zrušená svatba');
    expect(within(declined).getByText('Odmítnuto dodavatelem')).toBeInTheDocument();
    expect(within(declined).queryByRole('link')).not.toBeInTheDocument();
    expect(within(declined).queryByRole('button')).not.toBeInTheDocument();
  });

  it('writes the time left to confirm in Czech', () => {
    const now = new Date('2026-11-28T10:00:00.000Z');
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
    expect(respondByText(at(71), now)).toMatch(/\(zbývají 2 dny\)$/);
    expect(respondByText(at(30), now)).toMatch(/\(zbývá 30 hodin\)$/);
    expect(respondByText(at(3.5), now)).toMatch(/\(zbývají 3 hodiny\)$/);
    expect(respondByText(at(1), now)).toMatch(/\(zbývá 1 hodina\)$/);
    expect(respondByText(at(0.5), now)).toMatch(/\(zbývá méně než hodina\)$/);
    expect(respondByText(at(-2), now)).toMatch(/\(čas vypršel\)$/);
  });

  it('confirms a booking without a date only with the date picked in the dialog, and shows the server’s 409', async () => {
    const user = userEvent.setup();
    let booking = pending();
    let full = true;
    const { callsTo } = renderList({
      'GET /api/provider/bookings': providerBookings(() => [booking]),
      'POST /api/bookings/30/confirm': () => {
        if (full) return { status: 409, body: { statusCode: 409, message: CAPACITY } };
        booking = { ...booking, status: 'confirmed', eventDate: '2027-09-12', confirmedAt: new Date().toISOString(), canConfirm: false, canDecline: false, canCancel: true };
        return { status: 200, body: booking };
      },
    });
    const card = await findCard('Svatba na statku');
    await user.click(within(card).getByRole('button', { name: /Potvrdit/ }));
    const dialog = await findDialog('Potvrdit rezervaci');
    expect(within(dialog).getByText(/Pár v poptávce datum neuvedl/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Potvrdit rezervaci' }));
    expect(await within(dialog).findByText('Vyberte datum svatby')).toBeInTheDocument();
    expect(callsTo('POST', '/api/bookings/30/confirm')).toHaveLength(0);

    const date = within(dialog).getByLabelText('Datum svatby');
    await user.click(date);
    // Enter takes the typed date and sends the form.
    await user.type(date, '12. 9. 2027{Enter}');
    expect(await within(dialog).findByText(CAPACITY)).toBeInTheDocument();
    expect(callsTo('POST', '/api/bookings/30/confirm')).toHaveLength(1);
    expect(callsTo('POST', '/api/bookings/30/confirm')[0].body).toEqual({ eventDate: '2027-09-12' });

    full = false;
    await user.click(within(dialog).getByRole('button', { name: 'Potvrdit rezervaci' }));
    await waitFor(() => expect(callsTo('POST', '/api/bookings/30/confirm')).toHaveLength(2));
    expect(await within(card).findByText('Potvrzeno')).toBeInTheDocument();
    expect(within(card).getByText('12. 9. 2027')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Potvrzení rezervace/ })).toHaveAttribute('href', '/api/bookings/30/document.pdf');
  });

  it('confirms a booking with a date without asking for one', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderList({
      'GET /api/provider/bookings': providerBookings(() => [pending({ eventDate: '2027-06-19' })]),
      'POST /api/bookings/30/confirm': () => ({ status: 200, body: makeBooking({ id: 30 }) }),
    });
    const card = await findCard('Svatba na statku');
    await user.click(within(card).getByRole('button', { name: /Potvrdit/ }));
    const dialog = await findDialog('Potvrdit rezervaci');
    expect(within(dialog).queryByLabelText('Datum svatby')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Potvrdit rezervaci' }));
    await waitFor(() => expect(callsTo('POST', '/api/bookings/30/confirm')).toHaveLength(1));
    expect(callsTo('POST', '/api/bookings/30/confirm')[0].body).toEqual({});
    expect(await screen.findByText('Rezervace je potvrzená')).toBeInTheDocument();
  });

  it('declines only with a reason, and sends it', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderList({
      'GET /api/provider/bookings': providerBookings(() => [pending()]),
      'POST /api/bookings/30/decline': () => ({ status: 200, body: pending({ status: 'declined', canConfirm: false, canDecline: false }) }),
    });
    const card = await findCard('Svatba na statku');
    await user.click(within(card).getByRole('button', { name: /Odmítnout/ }));
    const dialog = await findDialog('Odmítnout rezervaci');
    await user.click(within(dialog).getByRole('button', { name: 'Odmítnout rezervaci' }));
    expect(await within(dialog).findByText('Napište důvod')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Důvod'), 'Ne');
    await user.click(within(dialog).getByRole('button', { name: 'Odmítnout rezervaci' }));
    expect(await within(dialog).findByText('Důvod musí mít alespoň 3 znaky')).toBeInTheDocument();
    expect(callsTo('POST', '/api/bookings/30/decline')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Důvod'), ' máme v ten den jinou svatbu. ');
    await user.click(within(dialog).getByRole('button', { name: 'Odmítnout rezervaci' }));
    await waitFor(() => expect(callsTo('POST', '/api/bookings/30/decline')).toHaveLength(1));
    expect(callsTo('POST', '/api/bookings/30/decline')[0].body).toEqual({ reason: 'Ne máme v ten den jinou svatbu.' });
    expect(await screen.findByText('Rezervace je odmítnutá')).toBeInTheDocument();
  });

  it('cancels a confirmed booking with a reason, keeping the day blocked when asked', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderList({
      'GET /api/provider/bookings': providerBookings(() => [makeBooking()]),
      'POST /api/bookings/31/cancel': () => ({ status: 200, body: makeBooking({ status: 'cancelled', canCancel: false }) }),
    });
    const card = await findCard('Fotograf na zámek');
    await user.click(within(card).getByRole('button', { name: /Zrušit/ }));
    const dialog = await findDialog('Zrušit rezervaci');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit rezervaci' }));
    expect(await within(dialog).findByText('Napište důvod')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Důvod'), 'Onemocněl jsem.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ponechat termín v kalendáři obsazený' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit rezervaci' }));
    await waitFor(() => expect(callsTo('POST', '/api/bookings/31/cancel')).toHaveLength(1));
    expect(callsTo('POST', '/api/bookings/31/cancel')[0].body).toEqual({ reason: 'Onemocněl jsem.', keepDateBlocked: true });
  });

  it('marks the deposit received after a confirmation, and shows the server’s 409 otherwise', async () => {
    const user = userEvent.setup();
    let booking = makeBooking({ depositAmount: 8_000, canMarkDeposit: true });
    let refuse = true;
    const { callsTo } = renderList({
      'GET /api/provider/bookings': providerBookings(() => [booking]),
      'POST /api/bookings/31/deposit-received': () => {
        if (refuse) return { status: 409, body: { statusCode: 409, message: 'Rezervace už není potvrzená.' } };
        booking = { ...booking, depositReceivedAt: new Date().toISOString(), canMarkDeposit: false };
        return { status: 200, body: booking };
      },
    });
    const card = await findCard('Fotograf na zámek');
    await user.click(within(card).getByRole('button', { name: /Záloha přijata/ }));
    const ask = await findDialog('Potvrdit přijetí zálohy?');
    expect(plain(within(ask).getByText(/Pár uvidí/).textContent)).toMatch(/zálohu 8 000 Kč přijali/);
    expect(callsTo('POST', '/api/bookings/31/deposit-received')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Záloha přijata' }));
    expect(await screen.findByText('Rezervace už není potvrzená.')).toBeInTheDocument();

    refuse = false;
    await user.click(within(card).getByRole('button', { name: /Záloha přijata/ }));
    const again = await findDialog('Potvrdit přijetí zálohy?');
    await user.click(within(again).getByRole('button', { name: 'Záloha přijata' }));
    await waitFor(() => expect(callsTo('POST', '/api/bookings/31/deposit-received')).toHaveLength(2));
    await waitFor(() => expect(fact(card, 'Záloha')).toBe('8 000 Kč · Záloha přijata'));
    expect(within(card).queryByRole('button', { name: /Záloha přijata/ })).not.toBeInTheDocument();
  });

  it('says when there is no booking yet', async () => {
    renderList({ 'GET /api/provider/bookings': providerBookings(() => []) });
    expect(await screen.findByRole('heading', { name: 'Zatím žádné rezervace' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderList({
      'GET /api/provider/bookings': async () => {
        await held;
        return fail
          ? { status: 500, body: { statusCode: 500, message: 'Databáze neodpovídá.' } }
          : { status: 200, body: pageOf([makeBooking()], 1, 10) };
      },
    });
    expect(await screen.findByText('Načítání rezervací…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Rezervace se nepodařilo načíst')).toBeInTheDocument();
    expect(within(alert).getByText('Databáze neodpovídá.')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /Zkusit znovu/ }));
    expect(await screen.findByRole('heading', { name: 'Fotograf na zámek' })).toBeInTheDocument();
  });

  describe('live updates', () => {
    class FakeEventSource {
      static instances: FakeEventSource[] = [];
      readyState = 0;
      private listeners = new Map<string, (() => void)[]>();
      constructor(readonly url: string) {
        FakeEventSource.instances.push(this);
      }
      addEventListener(type: string, listener: () => void) {
        this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
      }
      emit(type: string) {
        for (const listener of this.listeners.get(type) ?? []) listener();
      }
      close() {
        this.readyState = 2;
      }
    }

    beforeEach(() => {
      FakeEventSource.instances = [];
    });

    it("refetches the list on 'booking.updated'", async () => {
      let booking = pending();
      const { store, callsTo } = renderList({ 'GET /api/provider/bookings': providerBookings(() => [booking]) });
      const card = await findCard('Svatba na statku');
      expect(within(card).getByText('Čeká na potvrzení dodavatele')).toBeInTheDocument();
      vi.stubGlobal('EventSource', FakeEventSource);
      const close = openEventStream(store.dispatch);
      const loads = callsTo('GET', '/api/provider/bookings').length;

      // The booking lapsed (the expiry job) while the dashboard was open.
      booking = { ...booking, status: 'expired', canConfirm: false, canDecline: false };
      act(() => FakeEventSource.instances[0].emit('booking.updated'));
      expect(await within(card).findByText('Nepotvrzeno včas')).toBeInTheDocument();
      expect(callsTo('GET', '/api/provider/bookings').length).toBe(loads + 1);
      close();
    });
  });

  it("stands on the provider's dashboard before 'Moje nabídky', with the calendar feed panel", async () => {
    renderPage(
      '/dashboard',
      providerApi({
        'GET /api/provider/bookings': providerBookings(() => [pending()]),
        'GET /api/service-requests': { status: 200, body: pageOf([], 0, 50) },
        'GET /api/calendar-feed': { status: 200, body: { url: null } },
      }),
    );
    const bookings = await screen.findByRole('heading', { name: 'Rezervace' }, NAVIGATION_WAIT);
    // Both load as they come near the screen (at once here: jsdom has no IntersectionObserver).
    const offers = await screen.findByRole('heading', { name: 'Moje nabídky' }, NAVIGATION_WAIT);
    expect(bookings.compareDocumentPosition(offers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Svatba na statku' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kalendář v telefonu' })).toBeInTheDocument();
  });
});
