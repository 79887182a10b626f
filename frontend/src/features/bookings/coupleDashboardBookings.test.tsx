import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { coupleApi, makeOffer, makeRequest, renderPage } from '../../test/offersTestKit';
import { confirmed, makeBooking } from '../../test/bookingsTestKit';

/**
 * The couple's bookings where the couple is (issue 44): under the booked request on /dashboard, above
 * 'Co dál', which points to them instead of saying something else; the calendar feed panel once there
 * is a booking; and on the manage-link page by the token.
 */

const MANAGE = 'm9Zx8Yw7Vv6Uu5Tt4Ss3Rr2Qq1Pp0Oo9Nn8Mm7Ll6Kk';
const request = makeRequest({ status: 'booked', offerCount: 1 });
const chosen = makeOffer({ status: 'accepted', answeredAt: '2026-11-30T13:00:00.000Z' });

const booked = (bookings: unknown[]) =>
  coupleApi({
    'GET /api/service-requests/mine': { status: 200, body: [request] },
    'GET /api/service-requests/40/offers': { status: 200, body: [chosen] },
    'GET /api/bookings/mine': { status: 200, body: bookings },
    'GET /api/calendar-feed': { status: 200, body: { url: null } },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the couple dashboard with a booking', { timeout: 45_000 }, () => {
  it("shows the booking inside its request, before 'Co dál', which points to it; and the calendar feed panel", async () => {
    renderPage('/dashboard', booked([confirmed()]));
    // The first render loads the couple's dashboard chunk (transformed on first import: slow on a busy machine).
    const bookingHeading = await screen.findByRole('heading', { name: 'Rezervace SV-2026-000123' }, { timeout: 30_000 });
    const item = bookingHeading.closest('li[data-request-id="40"]') as HTMLElement;
    expect(item).not.toBeNull();
    const next = await within(item).findByRole('heading', { name: 'Co dál' });
    // The booking comes first in the page's order, 'Co dál' after it.
    expect(bookingHeading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const panel = next.closest('section') as HTMLElement;
    expect(panel).toHaveTextContent('co se s ní právě děje, případnou zálohu a potvrzení rezervace najdete výše u rezervace');
    // No second story about the deposit or a contract in 'Co dál'.
    expect(panel).not.toHaveTextContent('smlouvu');
    expect(within(item).getByText('Potvrzeno')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kalendář v telefonu' })).toBeInTheDocument();
  });

  it('shows no calendar feed panel and no booking section without a booking', async () => {
    const { callsTo } = renderPage('/dashboard', booked([]));
    await screen.findByRole('heading', { name: 'Co dál' }, NAVIGATION_WAIT);
    await waitFor(() => expect(callsTo('GET', '/api/bookings/mine').length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: /^Rezervace/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kalendář v telefonu' })).not.toBeInTheDocument();
  });
});

describe('the manage-link page with a booking', () => {
  it("shows the booking by the link's token, above the offers", async () => {
    const { callsTo } = renderPage(`/poptavka/sprava?token=${MANAGE}`, {
      ...coupleApi(),
      'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
      'GET /api/service-requests/manage': { status: 200, body: request },
      'GET /api/service-requests/manage/offers': { status: 200, body: [chosen] },
      'GET /api/service-requests/manage/bookings': { status: 200, body: [makeBooking()] },
    });
    const heading = await screen.findByRole('heading', { name: 'Rezervace SV-2026-000123' }, NAVIGATION_WAIT);
    const card = heading.closest('article') as HTMLElement;
    expect(card).toHaveTextContent('Čeká na potvrzení dodavatele');
    expect(card).toHaveTextContent('Dodavatel má na potvrzení čas do 3. 12. 2026 14:00.');
    expect(callsTo('GET', '/api/service-requests/manage/bookings')[0].query.get('token')).toBe(MANAGE);
    expect(within(card).getByRole('link', { name: /Zobrazit/ })).toHaveAttribute('href', `/rezervace/5?token=${MANAGE}`);
  });
});
