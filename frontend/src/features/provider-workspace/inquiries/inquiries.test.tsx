import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProviderProfileDto, ServiceRequestDto, ServiceRequestPageDto } from '../../../api';
import { NAVIGATION_WAIT, renderApp, visitorApi } from '../../../test/renderApp';
import type { MockApi } from '../../../test/renderApp';
import { activeSubscription } from '../../../test/offersTestKit';

const categories = [
  { id: 'photography', name: 'Fotografie', description: '', group: 'Foto', icon: 'camera', priceRange: '', providerCount: 1 },
  { id: 'video', name: 'Video a kameraman', description: '', group: 'Foto', icon: 'video', priceRange: '', providerCount: 1 },
  { id: 'catering', name: 'Catering', description: '', group: 'Jídlo', icon: 'utensils', priceRange: '', providerCount: 1 },
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

const profile = {
  id: 12,
  companyName: 'Studio Světlo',
  services: ['photography'],
  serviceAreas: ['praha'],
  location: 'Praha',
  isDemo: false,
} as ProviderProfileDto;

function makeRequest(overrides: Partial<ServiceRequestDto> = {}): ServiceRequestDto {
  return {
    id: 40,
    title: 'Fotograf na zámek',
    category: 'Fotografie',
    categoryId: 'photography',
    description: 'Plánujeme svatbu na zámku.',
    createdAt: '2026-09-12T10:00:00.000Z',
    weddingDate: '2027-06-19',
    location: 'Praha',
    budget: '50 000 – 100 000 Kč',
    budgetBand: '50k-100k',
    services: ['photography', 'video', 'catering', 'cake'],
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

/** The provider's own offer on request 40 (its thread is conversation 5). */
const sentOffer = {
  id: 9,
  requestId: 40,
  status: 'sent',
  message: 'Dobrý den, rádi vám svatbu nafotíme.',
  priceKind: 'exact',
  priceMin: 25_000,
  priceMax: null,
  includedItems: [],
  validUntil: null,
  availableOnDate: null,
  declineReason: null,
  declinedAutomatically: false,
  answeredAt: null,
  createdAt: '2026-09-13T10:00:00.000Z',
  updatedAt: '2026-09-13T10:00:00.000Z',
  conversationId: 5,
  unreadMessages: 0,
  responseMinutes: 150,
  provider: { id: 12, companyName: 'Studio Světlo', profileImageUrl: null, averageRating: null, reviewCount: 0 },
  request: { id: 40, title: 'Už máme nabídku', weddingDate: '2027-06-19', location: 'Praha', status: 'active' },
};

const pageOf = (items: ServiceRequestDto[], total = items.length): ServiceRequestPageDto => ({
  items,
  total,
  page: 1,
  pageSize: 12,
});

function providerApi(extra: MockApi = {}): MockApi {
  return {
    ...visitorApi,
    'GET /api/auth/user': { status: 200, body: user },
    'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/provider/profile': { status: 200, body: profile },
    'GET /api/service-requests': { status: 200, body: pageOf([makeRequest()]) },
    ...extra,
  };
}

function listCalls(fetchMock: ReturnType<typeof renderApp>['fetchMock']): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/service-requests');
}

const lastListCall = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) => {
  const calls = listCalls(fetchMock);
  return calls[calls.length - 1];
};

describe('/inquiries', () => {
  it('tells a visitor that only registered providers have access, with a login button', async () => {
    const { fetchMock } = renderApp('/inquiries');
    expect(await screen.findByText('Přístup pouze pro registrované poskytovatele', {}, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Klientská sekce' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Přihlásit se/ })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Finquiries',
    );
    expect(listCalls(fetchMock)).toHaveLength(0);
  });

  it('points a signed-in user without a provider profile to the provider registration', async () => {
    renderApp(
      '/inquiries',
      providerApi({ 'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Nenalezeno' } } }),
    );
    expect(await screen.findByText(/je určena pro registrované poskytovatele/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Registrovat se jako dodavatel/ })).toHaveAttribute(
      'href',
      '/provider-registration',
    );
  });

  it('asks for the relevant requests by default and for the whole list with the switch off', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/inquiries', providerApi());
    await screen.findByRole('heading', { level: 1, name: 'Klientská sekce' });
    await screen.findByText('Fotograf na zámek');
    expect(lastListCall(fetchMock).searchParams.get('filtered')).toBe('true');

    const toggle = screen.getByRole('switch', { name: 'Zobrazit pouze relevantní poptávky' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('filtered')).toBeNull());
    expect(router.state.location.search).toBe('?relevantni=ne');
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toggle).toBeChecked(); // the relevant list comes from the cache
  });

  it('sends the sort and the checked categories to the server', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/inquiries', providerApi());
    await screen.findByText('Fotograf na zámek');
    expect(lastListCall(fetchMock).searchParams.get('sort')).toBe('newest');

    await user.selectOptions(screen.getByLabelText('Řazení'), 'Nejvyšší rozpočet');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('sort')).toBe('budget-high'));
    expect(router.state.location.search).toBe('?razeni=budget-high');

    const filters = screen.getByRole('region', { name: 'Filtry poptávek' });
    const categoriesGroup = within(filters).getByRole('group', { name: 'Kategorie' });
    expect(within(categoriesGroup).getByRole('group', { name: 'Foto a video' })).toBeInTheDocument();
    expect(within(categoriesGroup).getByRole('checkbox', { name: 'Všechny kategorie' })).toBeChecked();
    // A checklist: several categories at once, sent as one comma-separated parameter.
    await user.click(within(categoriesGroup).getByRole('checkbox', { name: 'Video a kameraman' }));
    await user.click(within(categoriesGroup).getByRole('checkbox', { name: 'DJ' }));
    await waitFor(() => {
      const url = lastListCall(fetchMock);
      expect(url.searchParams.get('categories')).toBe('video,dj');
      expect(url.searchParams.has('category')).toBe(false);
      expect(url.searchParams.get('sort')).toBe('budget-high');
      expect(url.searchParams.get('filtered')).toBe('true');
    });
    expect(new URLSearchParams(router.state.location.search).get('kategorie')).toBe('video,dj');
    expect(within(categoriesGroup).getByRole('checkbox', { name: 'Video a kameraman' })).toBeChecked();
    expect(within(categoriesGroup).getByRole('checkbox', { name: 'DJ' })).toBeChecked();
    expect(within(categoriesGroup).getByRole('checkbox', { name: 'Všechny kategorie' })).not.toBeChecked();
    // categories missing from the loaded list keep the catalogue's names
    expect(within(categoriesGroup).getByRole('checkbox', { name: 'Kompletní plánování' })).not.toBeChecked();

    // Unchecking one keeps the other.
    await user.click(within(categoriesGroup).getByRole('checkbox', { name: 'Video a kameraman' }));
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('categories')).toBe('dj'));

    await user.click(within(filters).getByRole('button', { name: 'Zrušit filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe('?razeni=budget-high'));
    expect(within(categoriesGroup).getByRole('checkbox', { name: 'Všechny kategorie' })).toBeChecked();
  }, 20_000);

  it('reads an older single-category link', async () => {
    const { fetchMock } = renderApp('/inquiries?kategorie=photography', providerApi());
    await screen.findByText('Fotograf na zámek');
    const categoriesGroup = within(screen.getByRole('region', { name: 'Filtry poptávek' })).getByRole('group', { name: 'Kategorie' });
    expect(within(categoriesGroup).getByRole('checkbox', { name: 'Fotografie' })).toBeChecked();
    expect(lastListCall(fetchMock).searchParams.get('categories')).toBe('photography');
  });

  it("offers the couple's e-mail and phone as secondary links when the contact is visible, otherwise 'Předplatné pro kontakt'", async () => {
    renderApp(
      '/inquiries',
      providerApi({
        'GET /api/service-requests': {
          status: 200,
          body: pageOf([
            makeRequest({
              id: 1,
              title: 'Kameraman do Brna',
              canSeeContact: true,
              contactInfo: { name: 'Jana Nováková', email: 'jana@example.cz', phone: '+420 777 000 111' },
            }),
            makeRequest({
              id: 2,
              title: 'Jen e-mail',
              canSeeContact: true,
              contactInfo: { name: '', email: 'eva@example.cz', phone: null },
            }),
            makeRequest({ id: 3, title: 'Bez předplatného' }),
          ]),
        },
      }),
    );
    const full = (await screen.findByText('Kameraman do Brna')).closest('article') as HTMLElement;
    const emailOnly = screen.getByText('Jen e-mail').closest('article') as HTMLElement;
    const locked = screen.getByText('Bez předplatného').closest('article') as HTMLElement;

    expect(within(full).queryByRole('link', { name: /Odpovědět/ })).not.toBeInTheDocument();
    expect(within(full).getByRole('link', { name: 'E-mail: Kameraman do Brna' })).toHaveAttribute(
      'href',
      `mailto:jana@example.cz?subject=${encodeURIComponent('Odpověď na poptávku: Kameraman do Brna')}`,
    );
    expect(within(full).getByRole('link', { name: /^Kontakt/ })).toHaveAttribute('href', 'tel:+420777000111');
    // Secondary: drawn as links, not as the card's main buttons.
    expect(within(full).getByRole('link', { name: /^E-mail/ })).toHaveClass('plain-btn--link');
    expect(within(full).getByRole('link', { name: /^Kontakt/ })).toHaveClass('plain-btn--link');
    expect(within(full).getByText('Jana Nováková')).toBeInTheDocument();
    // all required services, the budget and the dates
    expect(within(full).getByText('cake')).toBeInTheDocument();
    expect(within(full).queryByText(/dalších/)).not.toBeInTheDocument();
    expect(within(full).getByText('50 000 – 100 000 Kč')).toBeInTheDocument();
    expect(within(full).getByText('19. 6. 2027')).toBeInTheDocument();
    expect(within(full).getByText('Přidáno 12. 9. 2026')).toBeInTheDocument();

    expect(within(emailOnly).getByText('eva@example.cz')).toBeInTheDocument();
    expect(within(emailOnly).queryByRole('link', { name: /^Kontakt/ })).not.toBeInTheDocument();
    expect(within(emailOnly).getByRole('link', { name: /^E-mail/ })).toBeInTheDocument();

    expect(within(locked).queryByRole('link', { name: /^E-mail/ })).not.toBeInTheDocument();
    expect(within(locked).getByRole('link', { name: /Předplatné pro kontakt/ })).toHaveAttribute(
      'href',
      '/subscription-management',
    );
  });

  it("leads with 'Poslat nabídku' / 'Napsat zprávu' and shows the own offer's state as a tag, not a button", async () => {
    renderApp(
      '/inquiries',
      providerApi({
        'GET /api/subscription/info': { status: 200, body: activeSubscription },
        'GET /api/provider/offers': { status: 200, body: { items: [sentOffer], total: 1, page: 1, pageSize: 50 } },
        'GET /api/service-requests': {
          status: 200,
          body: pageOf([
            makeRequest({
              id: 1,
              title: 'Kameraman do Brna',
              canSeeContact: true,
              contactInfo: { name: 'Jana Nováková', email: 'jana@example.cz', phone: '+420 777 000 111' },
            }),
            makeRequest({
              id: 40,
              title: 'Už máme nabídku',
              canSeeContact: true,
              contactInfo: { name: 'Eva', email: 'eva@example.cz', phone: null },
            }),
          ]),
        },
      }),
    );
    const fresh = (await screen.findByText('Kameraman do Brna', {}, NAVIGATION_WAIT)).closest('article') as HTMLElement;
    const answered = screen.getByText('Už máme nabídku').closest('article') as HTMLElement;

    const send = await within(fresh).findByRole('button', { name: 'Poslat nabídku: Kameraman do Brna' });
    expect(send).toHaveClass('plain-btn--primary');
    const actions = [...(fresh.querySelector('.request-card__actions') as HTMLElement).querySelectorAll('a, button')];
    // The offer first, the one-tap answers beside it (issue 45), the e-mail and the phone after them.
    expect(actions.indexOf(send)).toBe(0);
    expect(actions.map((action) => action.textContent)).toEqual([
      'Poslat nabídku',
      'Nemám volný termín',
      'Nehodí se mi',
      'Potřebuji upřesnit',
      'E-mail',
      'Kontakt',
    ]);

    const write = await within(answered).findByRole('link', { name: 'Napsat zprávu' });
    expect(write).toHaveAttribute('href', '/zpravy?c=5');
    expect(write).toHaveClass('plain-btn--primary');
    // The state: a tag in a status line, outside the buttons and links.
    const status = within(answered).getByText('Čeká na odpověď').closest('.ui-tag') as HTMLElement;
    expect(status.tagName).toBe('SPAN');
    expect(status.closest('button, a')).toBeNull();
    expect(status.closest('.offer-card-status')).toHaveTextContent('Vaše nabídka:');
    expect(within(answered).getByRole('button', { name: 'Upravit nabídku: Už máme nabídku' })).not.toHaveClass('plain-btn--primary');
  });

  it("shows 'Žádné poptávky' with a link to the public list", async () => {
    renderApp('/inquiries', providerApi({ 'GET /api/service-requests': { status: 200, body: pageOf([]) } }));
    expect(await screen.findByRole('heading', { name: 'Žádné poptávky' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobrazit všechny poptávky' })).toHaveAttribute('href', '/poptavky');
  });
});
