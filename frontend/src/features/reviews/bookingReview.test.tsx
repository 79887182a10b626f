import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProviderDto, RatingStatsDto, ReviewDto } from '../../api';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { ProviderCard } from '../../shared/ProviderCard';
import { renderAppAt, renderComponent } from '../../test/conversationsTestKit';
import { categories, makeProvider } from '../../test/providersTestKit';
import { mockApi, NAVIGATION_WAIT, visitorApi } from '../../test/renderApp';
import { BOOKING_LINK_INVALID, BOOKING_LINK_NOTE, ReviewForm } from './ReviewForm';

/** Issue 44, item 7: reviews from real bookings, their mark and how many a provider has. */

const TOKEN = 'Qm9va2luZy1yZXZpZXctdG9rZW4tZm9yLXRlc3RzLTQ0';
const LAZY = { timeout: 10_000 };

const stats: RatingStatsDto = {
  totalReviews: 2,
  averageRating: 4.5,
  ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
  categoryAverages: { communication: null, quality: null, timing: null, value: null },
};

function makeReview(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id: 1,
    reviewerName: 'Tereza',
    overallRating: 5,
    communicationRating: null,
    qualityRating: null,
    timingRating: null,
    valueRating: null,
    reviewText: 'Krásné fotky.',
    createdAt: '2026-09-20T10:00:00.000Z',
    reply: null,
    verifiedCollaboration: false,
    mark: null,
    ...overrides,
  };
}

const provider = (overrides: Partial<PublicProviderDto> = {}) => makeProvider({ id: 12, rating: 4.5, reviewCount: 5, ...overrides });

const portfolioApi = (extra = {}) => ({
  ...visitorApi,
  'GET /api/service-categories': { status: 200, body: categories },
  'GET /api/providers/12': { status: 200, body: provider({ bookingReviewCount: 3 }) },
  'GET /api/providers/12/rating-stats': { status: 200, body: stats },
  'GET /api/providers/12/reviews': {
    status: 200,
    body: {
      items: [
        makeReview({ id: 1, reviewerName: 'Jana a Petr', mark: 'reservation' }),
        makeReview({ id: 2, reviewerName: 'Klára', mark: 'collaboration', verifiedCollaboration: true }),
        makeReview({ id: 3, reviewerName: 'Ondřej' }),
      ],
      total: 3,
      page: 1,
      pageSize: 10,
    },
  },
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reviews from bookings: the mark and the counts', () => {
  it("marks a booking's review 'Ověřená rezervace', an accepted offer's 'Ověřená spolupráce', and shows '3 z rezervací' in the portfolio header", async () => {
    renderAppAt('/portfolio?provider=12#hodnoceni', portfolioApi());
    const booked = await screen.findByRole('article', { name: 'Hodnocení od Jana a Petr' }, NAVIGATION_WAIT);
    const mark = within(booked).getByTestId('review-mark');
    expect(mark).toHaveTextContent('Ověřená rezervace');
    expect(mark).toHaveTextContent('Pár měl u tohoto dodavatele potvrzenou rezervaci přes Svatby');
    expect(within(booked).queryByText('Ověřená spolupráce')).not.toBeInTheDocument();
    const offered = screen.getByRole('article', { name: 'Hodnocení od Klára' });
    expect(within(offered).getByTestId('review-mark')).toHaveTextContent('Ověřená spolupráce');
    expect(within(offered).queryByText('Ověřená rezervace')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Hodnocení od Ondřej' })).queryByTestId('review-mark')).not.toBeInTheDocument();
    // The header: 5 reviews, 3 of them from bookings.
    expect(screen.getByText('(5 hodnocení)')).toBeInTheDocument();
    expect(screen.getByText('· 3 z rezervací')).toBeInTheDocument();
  });

  it('shows the count on the catalogue card only when a review came from a booking', () => {
    mockApi({ ...visitorApi, 'GET /api/service-categories': { status: 200, body: categories } });
    const store = makeStore();
    const { rerender } = render(
      <AppProviders store={store}>
        <MemoryRouter>
          <ProviderCard provider={provider({ bookingReviewCount: 2 })} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText('(5 hodnocení)')).toBeInTheDocument();
    expect(screen.getByText('· 2 z rezervací')).toBeInTheDocument();
    rerender(
      <AppProviders store={store}>
        <MemoryRouter>
          <ProviderCard provider={provider({ bookingReviewCount: 0 })} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByText('(5 hodnocení)')).toBeInTheDocument();
    expect(screen.queryByText(/z rezervací/)).not.toBeInTheDocument();
  });
});

describe("ReviewForm with a booking's review link", () => {
  it("opens from the mailed link, asks no e-mail, prefills the couple's name and publishes the review at once", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt(
      `/portfolio?provider=12&rezervace=${TOKEN}#hodnoceni`,
      portfolioApi({
        'GET /api/reviews/booking-invitation': { status: 200, body: { providerId: 12, coupleName: 'Jana a Petr' } },
        'POST /api/reviews/booking': {
          status: 201,
          body: { status: 'confirmed', message: 'Děkujeme za hodnocení! Je zveřejněné.', review: makeReview({ id: 9, mark: 'reservation' }) },
        },
      }),
    );
    expect(await screen.findByText(BOOKING_LINK_NOTE.title, {}, LAZY)).toBeInTheDocument();
    expect(callsTo('GET', '/api/reviews/booking-invitation')[0].query.get('token')).toBe(TOKEN);
    const form = screen.getByRole('form', { name: 'Přidat hodnocení' });
    expect(within(form).queryByLabelText('E-mail')).not.toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Jméno (nepovinné)')).toHaveValue('Jana a Petr'));

    await user.click(within(within(form).getByRole('radiogroup', { name: 'Celkové hodnocení' })).getByRole('radio', { name: /^5 / }));
    await user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));
    expect(await screen.findByText('Hodnocení bylo úspěšně přidáno', {}, LAZY)).toBeInTheDocument();
    expect(callsTo('POST', '/api/reviews/booking').map((call) => call.body)).toEqual([{ token: TOKEN, reviewerName: 'Jana a Petr', overallRating: 5 }]);
    // Neither the address check nor the usual review call: the link is the proof.
    expect(callsTo('POST', '/api/providers/12/can-review')).toHaveLength(0);
    expect(callsTo('POST', '/api/providers/12/reviews')).toHaveLength(0);
  });

  it('says when the booking has its review already, and offers no form', async () => {
    renderComponent(
      <ReviewForm providerId={12} id="review-form" bookingToken={TOKEN} onDone={() => undefined} />,
      {
        ...visitorApi,
        'GET /api/reviews/booking-invitation': { status: 409, body: { statusCode: 409, message: 'K této rezervaci už bylo hodnocení přidáno.' } },
      },
    );
    expect(await screen.findByText('K této rezervaci už bylo hodnocení přidáno.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odeslat hodnocení' })).not.toBeInTheDocument();
  });

  it('falls back to the usual form (e-mail, Gmail rule) for an invalid or expired link', async () => {
    renderComponent(<ReviewForm providerId={12} id="review-form" bookingToken={TOKEN} onDone={() => undefined} />, {
      ...visitorApi,
      'GET /api/reviews/booking-invitation': { status: 404, body: { statusCode: 404, message: 'Odkaz k hodnocení rezervace je neplatný nebo vypršel.' } },
    });
    expect(await screen.findByText(BOOKING_LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByText('Recenze bude označena jako Ověřený e-mail.')).toBeInTheDocument();
    expect(screen.queryByText(BOOKING_LINK_NOTE.title)).not.toBeInTheDocument();
  });
});
