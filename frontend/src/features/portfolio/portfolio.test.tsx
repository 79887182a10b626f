import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProviderDto, RatingStatsDto, ReviewDto, ReviewPageDto } from '../../api';
import { mockApi, NAVIGATION_WAIT, renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { parseProviderId } from './portfolioParams';
import { toCreateReviewDto, validateReview } from '../reviews/reviewForm';
import { makeProvider as catalogueProvider } from '../../test/providersTestKit';

const categories = [
  {
    id: 'photography',
    name: 'Fotografie',
    description: '',
    group: 'Foto',
    icon: 'camera',
    priceRange: '10 000 Kč',
    providerCount: 3,
  },
  { id: 'video', name: 'Video', description: '', group: 'Foto', icon: 'video', priceRange: '10 000 Kč', providerCount: 1 },
];

/** The catalogue's provider (providersTestKit) with the portfolio's social profiles and figures. */
function makeProvider(overrides: Partial<PublicProviderDto> = {}): PublicProviderDto {
  return catalogueProvider({
    facebookUrl: 'https://www.facebook.com/bilyzavoj',
    tiktokUrl: null,
    linkedinUrl: 'https://www.linkedin.com/company/bilyzavoj',
    yearsExperience: 12,
    rating: 4.7,
    projectCount: 0,
    ...overrides,
  });
}

const stats: RatingStatsDto = {
  totalReviews: 3,
  averageRating: 4.7,
  ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
  categoryAverages: { communication: 5, quality: 4.5, timing: null, value: 4 },
};

function makeReview(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id: 1,
    reviewerName: 'Tereza',
    overallRating: 5,
    communicationRating: 5,
    qualityRating: null,
    timingRating: null,
    valueRating: null,
    reviewText: 'Skvělé fotky, doporučujeme!',
    createdAt: '2026-09-20T10:00:00.000Z',
    reply: null,
    verifiedCollaboration: false,
    mark: null,
    ...overrides,
  };
}

const reviewsOf = (items: ReviewDto[], total = items.length): ReviewPageDto => ({ items, total, page: 1, pageSize: 10 });

const noStats: RatingStatsDto = {
  totalReviews: 0,
  averageRating: 0,
  ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
  categoryAverages: { communication: null, quality: null, timing: null, value: null },
};

function api(extra: MockApi = {}): MockApi {
  return {
    ...visitorApi,
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/providers/12': { status: 200, body: makeProvider() },
    'GET /api/providers/12/rating-stats': { status: 200, body: stats },
    'GET /api/providers/12/reviews': {
      status: 200,
      body: reviewsOf([
        makeReview(),
        makeReview({ id: 2, reviewerName: 'Anonymní', overallRating: 4, reviewText: '' }),
        makeReview({ id: 3, reviewerName: 'Jakub', reviewText: 'Vše v pořádku.' }),
      ]),
    },
    'POST /api/providers/12/can-review': { status: 200, body: { canReview: true } },
    ...extra,
  };
}

/** Paths of the calls made so far (method + path). */
const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    return `${request.method} ${new URL(request.url, 'http://localhost').pathname}`;
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('review form rules', () => {
  it('requires the e-mail and the overall rating and builds the body', () => {
    expect(validateReview({ email: ' ', overallRating: 5 })).toBe('Email a celkové hodnocení jsou povinné');
    expect(validateReview({ email: 'a@gmail.com', overallRating: 0 })).toBe('Email a celkové hodnocení jsou povinné');
    expect(validateReview({ email: 'nope', overallRating: 3 })).toBe('Zadejte platnou emailovou adresu');
    expect(validateReview({ email: 'a@gmail.com', overallRating: 3 })).toBeNull();
    expect(
      toCreateReviewDto({
        email: ' a@gmail.com ',
        reviewerName: '  ',
        overallRating: 4,
        communicationRating: 0,
        valueRating: 3,
        reviewText: ' Super ',
      }),
    ).toEqual({ email: 'a@gmail.com', overallRating: 4, valueRating: 3, reviewText: 'Super' });
    expect(parseProviderId('12')).toBe(12);
    expect(parseProviderId('0')).toBeNull();
    expect(parseProviderId('abc')).toBeNull();
  });
});

/** What loads on a click (the form, a dialog, a toast: antd with them) is slow the first time on a busy machine. */
const LAZY_WAIT = NAVIGATION_WAIT;

// Whole-app renders with lazy routes and antd forms: slow on a busy machine.
describe('/portfolio?provider={id}', { timeout: 20_000 }, () => {
  it('shows the header, contact, services and the empty portfolio', async () => {
    renderApp('/portfolio?provider=12', api());
    // The first render of the file loads the page's lazy chunk (slow on a busy machine).
    await screen.findByRole('heading', { level: 1, name: 'Studio Bílý závoj' }, NAVIGATION_WAIT);
    expect(screen.getByText('Svatební fotografie a video z celého dne.')).toBeInTheDocument();
    expect(screen.getByText('Praha a Brno')).toBeInTheDocument();
    expect(screen.getByText('Praxe: 12 let')).toBeInTheDocument();
    expect(screen.getByText('(3 hodnocení)')).toBeInTheDocument();
    expect(screen.getAllByText('4,7').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Zpět na dodavatele' })).toHaveAttribute('href', '/dodavatele');
    expect(screen.getByRole('link', { name: 'Zavolat' })).toHaveAttribute('href', 'tel:+420777123456');
    expect(screen.getByRole('link', { name: 'Kontaktovat' }).getAttribute('href')).toMatch(/^mailto:info@bilyzavoj\.cz\?subject=/);
    expect(screen.getByRole('button', { name: 'Zkopírovat telefon +420 777 123 456' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkopírovat e-mail info@bilyzavoj.cz' })).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Web a sociální sítě' });
    expect(within(links).getByRole('link', { name: 'bilyzavoj.cz' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(links).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/bilyzavoj');
    expect(within(links).getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'LinkedIn' })).toBeInTheDocument();
    expect(within(links).queryByRole('link', { name: 'TikTok' })).not.toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Služby' });
    expect(await within(services).findByText('Fotografie')).toBeInTheDocument();
    expect(within(services).getByText('Video')).toBeInTheDocument();
    expect(screen.getByText('Dodavatel zatím nepřidal žádné projekty.')).toBeInTheDocument();
  });

  it("shows the response signals when the figures exist, and 'Zeptat se' to a visitor", async () => {
    const user = userEvent.setup();
    const { router } = renderApp(
      '/portfolio?provider=12',
      api({ 'GET /api/providers/12': { status: 200, body: makeProvider({ responseMinutesMedian: 170, responseShare: 0.8 }) } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Studio Bílý závoj' });
    expect(screen.getByText('Obvykle odpovídá do 3 hodin')).toBeInTheDocument();
    expect(screen.getByText(/^Odpovídá na 80\s%\spoptávek$/)).toBeInTheDocument();
    // A visitor asking a question signs in first and comes back.
    const contact = screen.getByRole('complementary', { name: 'Kontakt' });
    // 'Zeptat se' is the first and main contact action, before calling and mailing.
    const actions = [...contact.querySelectorAll('.portfolio-contact__buttons > a, .portfolio-contact__buttons > button')];
    expect(actions.map((action) => action.textContent)).toEqual(['Zeptat se', 'Zavolat', 'Kontaktovat']);
    expect(actions[0]).toHaveClass('plain-btn--primary');
    expect(actions[1]).not.toHaveClass('plain-btn--primary');
    await user.click(within(contact).getByRole('button', { name: 'Zeptat se' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/portfolio?provider=12');
  });

  it('leaves the signals out without figures (and the share while it is 0 %)', async () => {
    renderApp(
      '/portfolio?provider=12',
      api({ 'GET /api/providers/12': { status: 200, body: makeProvider({ responseMinutesMedian: null, responseShare: 0 }) } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Studio Bílý závoj' });
    expect(screen.getByText('Praxe: 12 let')).toBeInTheDocument();
    expect(screen.queryByText(/Obvykle odpovídá/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Odpovídá na/)).not.toBeInTheDocument();
  });

  it("marks a review 'Ověřená spolupráce' with its explanation", async () => {
    renderApp(
      '/portfolio?provider=12',
      api({
        'GET /api/providers/12/reviews': {
          status: 200,
          body: reviewsOf([makeReview({ verifiedCollaboration: true, mark: 'collaboration' }), makeReview({ id: 2, reviewerName: 'Jakub' })]),
        },
      }),
    );
    const verified = await screen.findByRole('article', { name: 'Hodnocení od Tereza' });
    const mark = within(verified).getByText('Ověřená spolupráce');
    expect(mark.closest('.review__collaboration')).toHaveTextContent('Pár si tohoto dodavatele vybral přes Svatby');
    expect(within(verified).getByText('Ověřený e-mail')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Hodnocení od Jakub' });
    expect(within(other).queryByText('Ověřená spolupráce')).not.toBeInTheDocument();
    expect(within(other).getByText('Ověřený e-mail')).toBeInTheDocument();
  });

  it('copies the phone from the header', async () => {
    renderApp('/portfolio?provider=12', api());
    const button = await screen.findByRole('button', { name: 'Zkopírovat telefon +420 777 123 456' });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(button);
    // The toast loads antd's notification on first use.
    expect(await screen.findByText('Telefon byl zkopírován do schránky', {}, LAZY_WAIT)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('+420 777 123 456');
  });

  it('shows the rating summary with the share of each star level and the reviews', async () => {
    renderApp('/portfolio?provider=12', api());
    const reviews = await screen.findByRole('region', { name: 'Hodnocení' });
    expect(await within(reviews).findByRole('progressbar', { name: '5 hvězdiček: 2 (67 %)' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(within(reviews).getByRole('progressbar', { name: '4 hvězdičky: 1 (33 %)' })).toBeInTheDocument();
    expect(within(reviews).getByRole('progressbar', { name: '1 hvězdička: 0 (0 %)' })).toBeInTheDocument();
    expect(within(reviews).getAllByRole('progressbar')).toHaveLength(5);
    expect(within(reviews).getByText('Celkem 3 hodnocení')).toBeInTheDocument();
    expect(within(reviews).getByText('Komunikace')).toBeInTheDocument();
    expect(within(reviews).getByText('Kvalita')).toBeInTheDocument();
    expect(within(reviews).getByText('Poměr cena/výkon')).toBeInTheDocument();
    expect(within(reviews).queryByText('Dochvilnost')).not.toBeInTheDocument();
    expect(within(reviews).getByText('Skvělé fotky, doporučujeme!')).toBeInTheDocument();
    expect(within(reviews).getByText('Anonymní')).toBeInTheDocument();
    expect(within(reviews).getAllByText('20. 9. 2026', { selector: 'time' })).toHaveLength(3);
    expect(within(reviews).queryByText('Zatím žádné komentáře')).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: 'Načíst další' })).not.toBeInTheDocument();
  });

  it("says 'Zatím žádná hodnocení' without reviews and 'Zatím žádné komentáře' when none has text", async () => {
    const first = renderApp(
      '/portfolio?provider=12',
      api({
        'GET /api/providers/12/rating-stats': { status: 200, body: noStats },
        'GET /api/providers/12/reviews': { status: 200, body: reviewsOf([]) },
      }),
    );
    expect(await screen.findByText('Zatím žádná hodnocení')).toBeInTheDocument();
    first.unmount();

    renderApp(
      '/portfolio?provider=12',
      api({
        'GET /api/providers/12/reviews': {
          status: 200,
          body: reviewsOf([makeReview({ reviewText: '' }), makeReview({ id: 2, reviewText: ' ' })]),
        },
      }),
    );
    expect(await screen.findByText('Zatím žádné komentáře')).toBeInTheDocument();
    expect(screen.queryByText('Zatím žádná hodnocení')).not.toBeInTheDocument();
  });

  it("loads more reviews with 'Načíst další'", async () => {
    const user = userEvent.setup();
    const page1 = Array.from({ length: 10 }, (_, index) => makeReview({ id: index + 1, reviewText: `Text ${index + 1}` }));
    const { fetchMock } = renderApp(
      '/portfolio?provider=12',
      api({
        'GET /api/providers/12/reviews': { status: 200, body: reviewsOf(page1, 11) },
      }),
    );
    await screen.findByText('Text 10');
    fetchMock.mockClear();
    await user.click(screen.getByRole('button', { name: 'Načíst další' }));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url));
      expect(urls.some((url) => url.pathname === '/api/providers/12/reviews' && url.searchParams.get('page') === '2')).toBe(true);
    });
  });

  it("toggles the form with 'Přidat hodnocení' / 'Zrušit' and requires the e-mail and the overall rating", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/portfolio?provider=12', api());
    const toggle = await screen.findByRole('button', { name: 'Přidat hodnocení' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    // The form loads with antd on the click (its own chunk).
    const form = await screen.findByRole('form', { name: 'Přidat hodnocení' }, LAZY_WAIT);
    expect(screen.getByRole('button', { name: 'Zrušit' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByText('Je vyžadován účet Gmail. E-mail nebude zveřejněn.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Jméno (nepovinné)')).toBeInTheDocument();
    expect(within(form).getByRole('radiogroup', { name: 'Celkové hodnocení' })).toBeInTheDocument();
    for (const name of ['Komunikace', 'Kvalita', 'Dochvilnost', 'Poměr cena/výkon']) {
      expect(within(form).getByRole('radiogroup', { name })).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('Text hodnocení')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('E-mail'), 'jana@gmail.com');
    await user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));
    expect(await within(form).findByText('Email a celkové hodnocení jsou povinné')).toBeInTheDocument();
    // The only write so far is the visit's count: the invalid form sent nothing.
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/providers/12/views']);

    await user.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('form', { name: 'Přidat hodnocení' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přidat hodnocení' })).toBeInTheDocument();
  });

  it("asks the server whether the e-mail may review before sending and shows its reason under 'Nelze přidat hodnocení'", async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const { fetchMock } = renderApp(
      '/portfolio?provider=12',
      api({
        'POST /api/providers/12/can-review': (body) => {
          asked.push(body);
          return { status: 200, body: { canReview: false, reason: 'Hodnocení lze přidat pouze s účtem Gmail' } };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Přidat hodnocení' }));
    // The form loads with antd on the click (its own chunk).
    const form = await screen.findByRole('form', { name: 'Přidat hodnocení' }, LAZY_WAIT);
    await user.type(within(form).getByLabelText('E-mail'), 'r@example.cz');
    const overall = within(form).getByRole('radiogroup', { name: 'Celkové hodnocení' });
    await user.click(within(overall).getByRole('radio', { name: '4 hvězdičky' }));
    await user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));
    expect(await within(form).findByText('Nelze přidat hodnocení')).toBeInTheDocument();
    expect(within(form).getByText('Hodnocení lze přidat pouze s účtem Gmail')).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'r@example.cz' }]);
    // Refused by the question: no review was sent.
    expect(calls(fetchMock)).not.toContain('POST /api/providers/12/reviews');
  });

  it("shows the review's own refusal under 'Nelze přidat hodnocení' too", async () => {
    const user = userEvent.setup();
    renderApp(
      '/portfolio?provider=12',
      api({
        'POST /api/providers/12/reviews': {
          status: 400,
          body: { statusCode: 400, message: 'Hodnocení lze přidat pouze s účtem Gmail' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Přidat hodnocení' }));
    const form = await screen.findByRole('form', { name: 'Přidat hodnocení' }, LAZY_WAIT);
    await user.type(within(form).getByLabelText('E-mail'), 'jana@gmail.com');
    const overall = within(form).getByRole('radiogroup', { name: 'Celkové hodnocení' });
    await user.click(within(overall).getByRole('radio', { name: '4 hvězdičky' }));
    await user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));
    expect(await within(form).findByText('Nelze přidat hodnocení')).toBeInTheDocument();
    expect(within(form).getByText('Hodnocení lze přidat pouze s účtem Gmail')).toBeInTheDocument();
  });

  it('posts the review with the right body, asks to check the mailbox and closes the form', async () => {
    const user = userEvent.setup();
    const createBodies: unknown[] = [];
    const { fetchMock } = renderApp(
      '/portfolio?provider=12',
      api({
        'POST /api/providers/12/reviews': (body) => {
          createBodies.push(body);
          return {
            status: 201,
            body: { status: 'pending', message: 'Děkujeme! Na zadaný e-mail jsme poslali odkaz. Hodnocení zveřejníme, až ho potvrdíte (odkaz platí 72 hodin).' },
          };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Přidat hodnocení' }));
    // The form loads with antd on the click (its own chunk).
    const form = await screen.findByRole('form', { name: 'Přidat hodnocení' }, LAZY_WAIT);
    await user.type(within(form).getByLabelText('E-mail'), 'jana@gmail.com');
    await user.type(within(form).getByLabelText('Jméno (nepovinné)'), 'Jana');
    await user.click(
      within(within(form).getByRole('radiogroup', { name: 'Celkové hodnocení' })).getByRole('radio', { name: '5 hvězdiček' }),
    );
    await user.click(
      within(within(form).getByRole('radiogroup', { name: 'Kvalita' })).getByRole('radio', { name: '4 hvězdičky' }),
    );
    await user.type(within(form).getByLabelText('Text hodnocení'), 'Krásné fotky.');
    fetchMock.mockClear();
    await user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));

    expect(await screen.findByText('Zkontrolujte svůj e-mail', {}, LAZY_WAIT)).toBeInTheDocument();
    expect(screen.getByText(/Hodnocení zveřejníme, až ho potvrdíte/)).toBeInTheDocument();
    expect(createBodies).toEqual([
      { email: 'jana@gmail.com', reviewerName: 'Jana', overallRating: 5, qualityRating: 4, reviewText: 'Krásné fotky.' },
    ]);
    const order = calls(fetchMock).filter((call) => call.startsWith('POST'));
    // The server is asked about the e-mail first (spec), then the review is sent.
    expect(order).toEqual(['POST /api/providers/12/can-review', 'POST /api/providers/12/reviews']);
    // the form closes and the stats and the list reload
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Přidat hodnocení' })).not.toBeInTheDocument());
    await waitFor(() => {
      expect(calls(fetchMock)).toContain('GET /api/providers/12/rating-stats');
      expect(calls(fetchMock)).toContain('GET /api/providers/12/reviews');
    });
  });

  it('shows the server message when the review cannot be created', async () => {
    const user = userEvent.setup();
    renderApp(
      '/portfolio?provider=12',
      api({
        'POST /api/providers/12/reviews': {
          status: 429,
          body: { statusCode: 429, message: 'Příliš mnoho pokusů. Zkuste to později.' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Přidat hodnocení' }));
    // The form loads with antd on the click (its own chunk).
    const form = await screen.findByRole('form', { name: 'Přidat hodnocení' }, LAZY_WAIT);
    await user.type(within(form).getByLabelText('E-mail'), 'jana@gmail.com');
    await user.click(
      within(within(form).getByRole('radiogroup', { name: 'Celkové hodnocení' })).getByRole('radio', { name: '3 hvězdičky' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Odeslat hodnocení' }));
    expect(await screen.findByText('Chyba při odesílání', {}, LAZY_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Příliš mnoho pokusů. Zkuste to později.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Přidat hodnocení' })).toBeInTheDocument();
  });

  it('makes no review requests for a demo provider and says reviews are unavailable', async () => {
    const { fetchMock } = renderApp(
      '/portfolio?provider=997',
      api({
        'GET /api/providers/997': {
          status: 200,
          body: makeProvider({ id: 997, businessName: 'Fotoateliér Světlo', isDemo: true, rating: null, reviewCount: 0 }),
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Fotoateliér Světlo' });
    expect(screen.getByText('Ukázkový dodavatel')).toBeInTheDocument();
    expect(screen.getByText('Hodnocení nedostupné')).toBeInTheDocument();
    expect(screen.getByText('Hodnocení není dostupné pro ukázkové poskytovatele')).toBeInTheDocument();
    expect(screen.getByText('Bez hodnocení')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Přidat hodnocení' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zeptat se' })).not.toBeInTheDocument();
    // give any stray query a chance to fire
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(fetchMock).filter((call) => /reviews|rating-stats|can-review/.test(call))).toEqual([]);
  });

  it("shows 'Portfolio nenalezeno' for an unknown id", async () => {
    renderApp(
      '/portfolio?provider=555',
      api({
        'GET /api/providers/555': {
          status: 404,
          body: { statusCode: 404, message: 'Dodavatel s tímto ID nebyl nalezen.' },
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Portfolio nenalezeno' });
    expect(screen.getByText('Dodavatel s tímto ID nebyl nalezen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na dodavatele' })).toHaveAttribute('href', '/dodavatele');
  });

  it("shows 'Portfolio nenalezeno' for a malformed id without asking the server", async () => {
    const { fetchMock } = renderApp('/portfolio?provider=abc', api());
    await screen.findByRole('heading', { level: 1, name: 'Portfolio nenalezeno' });
    expect(calls(fetchMock).filter((call) => call.includes('/api/providers'))).toEqual([]);
  });
});

describe("the provider's replies to reviews", { timeout: 20_000 }, () => {
  const reply = { text: 'Děkujeme, bylo nám ctí!', companyName: 'Studio Bílý závoj', createdAt: '2026-09-21T10:00:00.000Z', updatedAt: '2026-09-21T10:00:00.000Z' };
  const signedInOwner: MockApi = {
    'GET /api/auth/user': {
      status: 200,
      body: { id: 7, email: 'studio@example.cz', firstName: null, lastName: null, profileImageUrl: null, isAdmin: false, emailVerified: true, hasPassword: true, createdAt: '2025-01-01T00:00:00.000Z' },
    },
    'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
    'GET /api/provider/profile': { status: 200, body: { id: 12, companyName: 'Studio Bílý závoj' } },
  };

  it('shows a reply under its review, to everybody, without the owner controls', async () => {
    renderApp('/portfolio?provider=12', api({ 'GET /api/providers/12/reviews': { status: 200, body: reviewsOf([makeReview({ reply })]) } }));
    const review = await screen.findByRole('article', { name: 'Hodnocení od Tereza' });
    expect(within(review).getByText('Odpověď dodavatele Studio Bílý závoj')).toBeInTheDocument();
    expect(within(review).getByText('Děkujeme, bylo nám ctí!')).toBeInTheDocument();
    expect(within(review).getByText('Ověřený e-mail')).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Upravit odpověď' })).not.toBeInTheDocument();
  });

  it('lets the provider itself answer a review', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp(
      '/portfolio?provider=12',
      api({
        ...signedInOwner,
        'GET /api/providers/12/reviews': { status: 200, body: reviewsOf([makeReview()]) },
        'PUT /api/provider/reviews/1/reply': (body) => {
          sent.push(body);
          return { status: 200, body: makeReview({ reply: { ...reply, text: (body as { text: string }).text } }) };
        },
      }),
    );
    const review = await screen.findByRole('article', { name: 'Hodnocení od Tereza' });
    // The owner's tools load with antd, only for the provider itself.
    await user.click(await within(review).findByRole('button', { name: 'Odpovědět' }, LAZY_WAIT));
    // Nobody asks oneself a question.
    expect(screen.queryByRole('button', { name: 'Zeptat se' })).not.toBeInTheDocument();
    await user.type(within(review).getByRole('textbox', { name: 'Odpověď na hodnocení od Tereza' }), 'Děkujeme!');
    await user.click(within(review).getByRole('button', { name: 'Zveřejnit odpověď' }));
    expect(await screen.findByText('Odpověď je zveřejněná', {}, LAZY_WAIT)).toBeInTheDocument();
    expect(sent).toEqual([{ text: 'Děkujeme!' }]);
  });
});

describe('/portfolio (own)', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in', async () => {
    renderApp('/portfolio', api());
    await screen.findByRole('heading', { level: 1, name: 'Moje portfolio' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/login?returnUrl=%2Fportfolio');
    expect(screen.queryByRole('link', { name: 'Zpět na dashboard' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user without a provider profile to the registration, with the back link to /', async () => {
    renderApp(
      '/portfolio',
      api({
        'GET /api/auth/user': {
          status: 200,
          body: {
            id: 7,
            email: 'jana@example.cz',
            firstName: 'Jana',
            lastName: 'Nováková',
            profileImageUrl: null,
            isAdmin: false,
            emailVerified: true,
            hasPassword: true,
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        },
        'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
      }),
    );
    // GET /api/provider/profile answers 404 (not a provider); the loading state before it has the same heading.
    expect(await screen.findByRole('link', { name: 'Registrovat se jako dodavatel' })).toHaveAttribute(
      'href',
      '/provider-registration',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Moje portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na dashboard' })).toHaveAttribute('href', '/');
  });
});
