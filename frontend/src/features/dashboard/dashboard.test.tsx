import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  ProviderProfileDto,
  RatingStatsDto,
  ServiceRequestDto,
  ServiceRequestPageDto,
  SubscriptionInfoDto,
} from '../../api';
import { activeInfo, cancelledInfo, freeInfo } from '../../test/subscriptionTestKit';
import { NAVIGATION_WAIT, renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';

const categories = [
  { id: 'photography', name: 'Fotografie', description: '', group: 'Foto', icon: 'camera', priceRange: '', providerCount: 1 },
  { id: 'video', name: 'Video a kameraman', description: '', group: 'Foto', icon: 'video', priceRange: '', providerCount: 1 },
  { id: 'catering', name: 'Catering', description: '', group: 'Jídlo', icon: 'utensils', priceRange: '', providerCount: 1 },
  { id: 'music', name: 'Živá hudba', description: '', group: 'Zábava', icon: 'music', priceRange: '', providerCount: 1 },
];

const user = {
  id: 7,
  email: 'pavel@studio.cz',
  firstName: 'Pavel',
  lastName: 'Fotograf',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const profile: ProviderProfileDto = {
  id: 12,
  companyName: 'Studio Světlo',
  description: 'Svatební fotografie s citem.',
  serviceType: 'photography,video,music',
  services: ['photography', 'video', 'music'],
  serviceAreas: ['praha', 'brno'],
  location: 'Praha a Brno',
  phonePrefix: '+420',
  phone: '777 123 456',
  email: 'info@studio.cz',
  website: 'www.studio-svetlo.cz',
  instagramUrl: null,
  facebookUrl: null,
  tiktokUrl: null,
  linkedinUrl: null,
  yearsExperience: 8,
  priceFrom: null,
  priceTo: null,
  profileImageUrl: null,
  isDemo: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function makeRequest(overrides: Partial<ServiceRequestDto> = {}): ServiceRequestDto {
  return {
    id: 40,
    title: 'Fotograf na zámek',
    category: 'Fotografie',
    categoryId: 'photography',
    description: 'Krátký popis.',
    createdAt: '2026-09-12T10:00:00.000Z',
    weddingDate: '2027-06-19',
    location: 'Praha',
    budget: '50 000 Kč',
    budgetBand: 'do-50k',
    services: ['photography'],
    status: 'active',
    offerCount: 0,
    details: [],
    cappedOfferCount: 0,
    offerCap: 8,
    invited: false,
    isDemo: false,
    canSeeContact: false,
    ...overrides,
  };
}

const pageOf = (items: ServiceRequestDto[], total = items.length): ServiceRequestPageDto => ({
  items,
  total,
  page: 1,
  pageSize: 50,
});

const stats = (totalReviews: number, averageRating: number): RatingStatsDto => ({
  totalReviews,
  averageRating,
  ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: totalReviews } as unknown as RatingStatsDto['ratingDistribution'],
  categoryAverages: { communication: null, quality: null, timing: null, value: null },
});

const signedIn: MockApi = {
  ...visitorApi,
  'GET /api/auth/user': { status: 200, body: user },
  'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
  'GET /api/service-categories': { status: 200, body: categories },
};

function providerApi(extra: MockApi = {}): MockApi {
  return {
    ...signedIn,
    'GET /api/provider/profile': { status: 200, body: profile },
    'GET /api/providers/12/rating-stats': { status: 200, body: stats(3, 4.6) },
    'GET /api/service-requests': { status: 200, body: pageOf([makeRequest()]) },
    'GET /api/subscription/info': { status: 200, body: freeInfo },
    ...extra,
  };
}

const withSubscription = (info: SubscriptionInfoDto) => providerApi({ 'GET /api/subscription/info': { status: 200, body: info } });

function coupleApi(extra: MockApi = {}): MockApi {
  return {
    ...signedIn,
    'GET /api/auth/user': { status: 200, body: { ...user, email: 'jana@example.cz', firstName: 'Jana', lastName: 'Nováková' } },
    'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } },
    'GET /api/conversations/settings': { status: 200, body: { messageEmails: true } },
    ...extra,
  };
}

/** The value (dd) of a stat card by its label (dt). */
const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const urlsOf = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'));

describe('/dashboard for a provider', () => {
  it('greets by company name and shows the stat cards with the real average rating', async () => {
    const { fetchMock } = renderApp(
      '/dashboard',
      providerApi({ 'GET /api/service-requests': { status: 200, body: pageOf([makeRequest()], 7) } }),
    );
    // The first test of the file compiles the lazy page.
    await screen.findByRole('heading', { level: 1, name: 'Vítejte, Studio Světlo' }, NAVIGATION_WAIT);
    await waitFor(() => expect(statValue('Relevantní poptávky')).toBe('7'));
    await waitFor(() => expect(statValue('Průměrné hodnocení')).toBe('4,6'));
    await waitFor(() => expect(statValue('Aktuální plán')).toBe('Bezplatný účet'));

    const listCall = urlsOf(fetchMock).find((url) => url.pathname === '/api/service-requests');
    expect(listCall?.searchParams.get('filtered')).toBe('true');

    // profile card, quick actions and subscription card
    expect(screen.getByRole('link', { name: 'info@studio.cz' })).toHaveAttribute('href', 'mailto:info@studio.cz');
    expect(screen.getByText('+420 777 123 456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'studio-svetlo.cz' })).toHaveAttribute('href', 'https://www.studio-svetlo.cz/');
    expect(screen.getByText('8 let')).toBeInTheDocument();
    expect(screen.getByText('Praha a Brno')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upravit profil/ })).toHaveAttribute('href', '/profile-settings');
    expect(screen.getByRole('link', { name: /Kalendář dostupnosti/ })).toHaveAttribute('href', '/calendar');
    expect(screen.getByRole('link', { name: /Moje portfolio/ })).toHaveAttribute('href', '/portfolio');
    // The quick action's own link (the top bar has one too since issue 51).
    expect(within(screen.getByRole('navigation', { name: 'Rychlé akce' })).getByRole('link', { name: /Klientská sekce/ })).toHaveAttribute(
      'href',
      '/inquiries',
    );
    expect(screen.getByRole('link', { name: /Veřejný profil/ })).toHaveAttribute('href', '/portfolio?provider=12');
    expect(screen.getByRole('link', { name: /Vybrat plán/ })).toHaveAttribute('href', '/subscription-management');
    // No scroll box of its own (issue 51): the list grows with the page, so it needs no tab stop to scroll by keys.
    expect(screen.getByRole('region', { name: 'Seznam relevantních poptávek' })).not.toHaveAttribute('tabindex');
  });

  it('shows the free account in the plan stat, the profile card and the subscription card', async () => {
    renderApp('/dashboard', providerApi());
    await screen.findByRole('heading', { level: 1, name: 'Vítejte, Studio Světlo' });
    await waitFor(() => expect(statValue('Aktuální plán')).toBe('Bezplatný účet'));
    const profileCard = screen.getByRole('heading', { name: 'Můj profil' }).closest('.ui-card') as HTMLElement;
    expect(within(profileCard).getAllByText('Bezplatný účet')).toHaveLength(2); // badge and plan
    const card = screen.getByRole('heading', { name: 'Předplatné' }).closest('.ui-card') as HTMLElement;
    expect(within(card).getByText('Bezplatný účet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Vybrat plán/ })).toHaveAttribute('href', '/subscription-management');
  });

  it("shows an active plan with 'Aktivní' and the days remaining, and 'Spravovat předplatné'", async () => {
    renderApp('/dashboard', withSubscription(activeInfo({ planName: 'Premium', daysRemaining: 3 })));
    await screen.findByRole('heading', { level: 1, name: 'Vítejte, Studio Světlo' });
    await waitFor(() => expect(statValue('Aktuální plán')).toBe('Premium'));
    const stat = screen.getByText('Aktuální plán', { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(stat).getByText('Aktivní · Zbývají 3 dny')).toBeInTheDocument();

    const profileCard = screen.getByRole('heading', { name: 'Můj profil' }).closest('.ui-card') as HTMLElement;
    expect(within(profileCard).getByText('Aktivní')).toBeInTheDocument();
    expect(within(profileCard).getByText('Premium')).toBeInTheDocument();
    expect(within(profileCard).getByText('Zbývají 3 dny')).toBeInTheDocument();

    const card = screen.getByRole('heading', { name: 'Předplatné' }).closest('.ui-card') as HTMLElement;
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText('Aktivní')).toBeInTheDocument();
    expect(within(card).getByText('Zbývají 3 dny')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Spravovat předplatné/ })).toHaveAttribute(
      'href',
      '/subscription-management',
    );
    expect(screen.queryByRole('link', { name: /Vybrat plán/ })).not.toBeInTheDocument();
  });

  it("shows a cancelled plan as 'Aktivní (zrušeno)' with its end, and a load failure as 'Chyba'", async () => {
    const { unmount } = renderApp('/dashboard', withSubscription(cancelledInfo()));
    await screen.findByRole('heading', { level: 1, name: 'Vítejte, Studio Světlo' });
    const card = screen.getByRole('heading', { name: 'Předplatné' }).closest('.ui-card') as HTMLElement;
    expect(await within(card).findByText('Aktivní (zrušeno)')).toBeInTheDocument();
    expect(within(card).getByText('Končí: 12. 10. 2026')).toBeInTheDocument();
    expect(within(card).getByText('Aktivní do 12. 10. 2026')).toBeInTheDocument();
    unmount();

    renderApp('/dashboard', providerApi({ 'GET /api/subscription/info': { status: 500, body: { statusCode: 500, message: 'x' } } }));
    await screen.findByRole('heading', { level: 1, name: 'Vítejte, Studio Světlo' });
    await waitFor(() => expect(statValue('Aktuální plán')).toBe('Chyba'));
    expect(screen.getAllByText('Nepodařilo se načíst informace o předplatném').length).toBeGreaterThan(0);
  });

  it("shows 'N/A' without reviews", async () => {
    renderApp('/dashboard', providerApi({ 'GET /api/providers/12/rating-stats': { status: 200, body: stats(0, 0) } }));
    await screen.findByRole('heading', { level: 1, name: 'Vítejte, Studio Světlo' });
    await waitFor(() => expect(statValue('Průměrné hodnocení')).toBe('N/A'));
  });

  it("cuts descriptions at 100 characters, shows 2 tags and '+N dalších', and the contact only when allowed", async () => {
    const user = userEvent.setup();
    const long = 'a'.repeat(140);
    renderApp(
      '/dashboard',
      providerApi({
        'GET /api/service-requests': {
          status: 200,
          body: pageOf([
            makeRequest({
              id: 1,
              title: 'S kontaktem',
              description: long,
              services: ['photography', 'video', 'catering', 'music'],
              weddingDate: null,
              canSeeContact: true,
              contactInfo: { name: 'Jana Nováková', email: 'jana@example.cz', phone: '+420 777 000 111' },
            }),
            makeRequest({ id: 2, title: 'Bez kontaktu' }),
          ]),
        },
      }),
    );
    const withContact = (await screen.findByText('S kontaktem')).closest('article') as HTMLElement;
    const withoutContact = screen.getByText('Bez kontaktu').closest('article') as HTMLElement;

    expect(within(withContact).getByText(`${'a'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(withContact).getByText('+2 dalších')).toBeInTheDocument();
    expect(within(withContact).getByText('Datum nevybráno')).toBeInTheDocument();
    expect(within(withContact).getByText('Přidáno 12. 9. 2026')).toBeInTheDocument();
    expect(within(withContact).getByRole('button', { name: /Více informací/ })).toBeInTheDocument();
    // The contact is a secondary action (the offer and the thread are the main ones, issue 51).
    expect(within(withContact).getByRole('button', { name: /Kontakt na zákazníka/ })).not.toHaveClass('plain-btn--primary');

    expect(within(withoutContact).queryByRole('button', { name: /Kontakt na zákazníka/ })).not.toBeInTheDocument();
    expect(within(withoutContact).getByRole('link', { name: /Předplatné pro kontakt/ })).toHaveAttribute(
      'href',
      '/subscription-management',
    );

    await user.click(within(withContact).getByRole('button', { name: /Kontakt na zákazníka/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kontaktní informace')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Poslat e-mail/ })).toHaveAttribute(
      'href',
      `mailto:jana@example.cz?subject=${encodeURIComponent('Odpověď na poptávku: S kontaktem')}`,
    );
  });

  it('opens the request detail from Více informací', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', providerApi());
    const card = (await screen.findByText('Fotograf na zámek')).closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: /Více informací/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Fotograf na zámek' })).toBeInTheDocument();
    expect(within(dialog).getByText('Krátký popis.')).toBeInTheDocument();
  });

  it('suggests adjusting the services when no request matches', async () => {
    renderApp('/dashboard', providerApi({ 'GET /api/service-requests': { status: 200, body: pageOf([]) } }));
    expect(await screen.findByText(/Zkuste upravit nabízené služby nebo oblasti působnosti v nastavení profilu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upravit služby v nastavení profilu/ })).toHaveAttribute(
      'href',
      '/profile-settings',
    );
    await waitFor(() => expect(statValue('Relevantní poptávky')).toBe('0'));
  });
});

describe('/dashboard for a couple', () => {
  it('lists the own requests with their status and closes one with the chosen reason', async () => {
    const user = userEvent.setup();
    let mine = [
      makeRequest({ id: 41, title: 'Hledáme fotografa', canSeeContact: true }),
      makeRequest({ id: 42, title: 'Catering pro 80 hostů', status: 'fulfilled' }),
    ];
    const patches: { id: string; body: unknown }[] = [];
    const patch = (id: number) => (body: unknown) => {
      patches.push({ id: String(id), body });
      mine = mine.map((request) =>
        request.id === id ? { ...request, status: (body as { status: ServiceRequestDto['status'] }).status } : request,
      );
      return { status: 200, body: mine.find((request) => request.id === id) };
    };
    renderApp(
      '/dashboard',
      coupleApi({
        'GET /api/service-requests/mine': () => ({ status: 200, body: mine }),
        'PATCH /api/service-requests/41/status': patch(41),
        'PATCH /api/service-requests/42/status': patch(42),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Vítejte, Jana Nováková' });
    expect(screen.getByRole('heading', { name: 'Moje poptávky' })).toBeInTheDocument();
    const open = (await screen.findByText('Hledáme fotografa')).closest('article') as HTMLElement;
    const closed = screen.getByText('Catering pro 80 hostů').closest('article') as HTMLElement;
    expect(within(open).getByText('Aktivní')).toBeInTheDocument();
    expect(within(closed).getByText('Splněno')).toBeInTheDocument();
    expect(within(closed).getByRole('button', { name: /Znovu otevřít/ })).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: /Uzavřít poptávku/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Registrovat se jako dodavatel/ })).toHaveAttribute(
      'href',
      '/provider-registration',
    );

    await user.click(within(open).getByRole('button', { name: /Uzavřít poptávku/ }));
    const dialog = await screen.findByRole('dialog');
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Důvod uzavření' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Splněno',
      'Zrušeno',
      'Vyřešeno',
      'Neaktuální',
    ]);
    await user.click(within(reasons).getByRole('radio', { name: 'Zrušeno' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uzavřít' }));

    expect(await screen.findByText('Poptávka byla uzavřena')).toBeInTheDocument();
    expect(patches).toEqual([{ id: '41', body: { status: 'cancelled' } }]);
    await waitFor(() => expect(within(open).getByText('Zrušeno')).toBeInTheDocument());
    expect(within(open).getByRole('button', { name: /Znovu otevřít/ })).toBeInTheDocument();

    // reopening sends 'active'
    await user.click(within(closed).getByRole('button', { name: /Znovu otevřít/ }));
    await waitFor(() => expect(patches[1]).toEqual({ id: '42', body: { status: 'active' } }));
    await waitFor(() => expect(within(closed).getByText('Aktivní')).toBeInTheDocument());
  });

  it('shows an unconfirmed request as waiting for its link, with neither close nor reopen', async () => {
    const pending = makeRequest({
      id: 43,
      title: 'Čeká na potvrzení e-mailem',
      status: 'unconfirmed',
      canSeeContact: true,
      contactInfo: { name: 'Jana a Petr', email: 'jana@example.cz', phone: null },
    });
    renderApp('/dashboard', coupleApi({ 'GET /api/service-requests/mine': { status: 200, body: [pending] } }));
    const card = (await screen.findByText('Čeká na potvrzení e-mailem')).closest('article') as HTMLElement;
    expect(within(card).getByText('Čeká na potvrzení')).toBeInTheDocument();
    expect(within(card).getByText('Potvrďte ji odkazem, který jsme poslali na jana@example.cz.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Znovu otevřít|Uzavřít poptávku/ })).not.toBeInTheDocument();
  });

  it('invites to post a first request and keeps the admin link', async () => {
    renderApp(
      '/dashboard',
      coupleApi({
        'GET /api/service-requests/mine': { status: 200, body: [] },
        'GET /api/isAdmin': { status: 200, body: { isAdmin: true } },
      }),
    );
    expect(await screen.findByText('Zatím jste nezadali žádnou poptávku.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Moje poptávky' });
    expect(within(section).getByRole('link', { name: /Zadat poptávku/ })).toHaveAttribute('href', '/#ai-form');
    expect(await screen.findByRole('link', { name: 'Přejít do administrace' })).toHaveAttribute('href', '/admin');
  });

  it("deletes the account and says so on the home page, where the dashboard's cards (and their antd) are gone", async () => {
    const user = userEvent.setup();
    const api = coupleApi({
      'GET /api/service-requests/mine': { status: 200, body: [] },
      'GET /api/account': { status: 200, body: { email: 'jana@example.cz', hasPassword: true, emailVerified: true, isProvider: false, isLastAdmin: false } },
      'DELETE /api/account': () => {
        // From now on the session is a visitor's.
        api['GET /api/auth/user'] = visitorApi['GET /api/auth/user'];
        return { status: 200, body: { message: 'Váš účet byl smazán.' } };
      },
    });
    const { router } = renderApp('/dashboard', api);
    await user.click(await screen.findByRole('button', { name: 'Smazat účet' }, NAVIGATION_WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat účet natrvalo?' });
    await user.type(within(dialog).getByLabelText('Pro potvrzení zadejte své heslo'), 'moje-heslo');
    await user.click(within(dialog).getByRole('button', { name: 'Smazat účet natrvalo' }));

    await screen.findByRole('heading', { level: 1, name: 'Svatební služby na jednom místě' }, NAVIGATION_WAIT);
    expect(router.state.location.pathname).toBe('/');
    // The toast outlives the page it was given on, whose lazy cards brought their own antd provider.
    expect(await screen.findByText('Váš účet byl smazán')).toBeInTheDocument();
    expect(screen.getByText('Děkujeme, že jste službu Svatby používali.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the own requests fail', async () => {
    renderApp('/dashboard', coupleApi({ 'GET /api/service-requests/mine': { status: 500, body: { message: 'Chyba serveru' } } }));
    expect(await screen.findByText('Poptávky se nepodařilo načíst')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Moje poptávky' });
    expect(within(section).getByRole('button', { name: /Zkusit znovu/ })).toBeInTheDocument();
  });
});
