import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServiceRequestDto, ServiceRequestPageDto } from '../../api';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { mockApi, renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { RequestCard } from './list/RequestCard';
import { DEMO_REQUEST_CONTACT_TEXT } from './list/RequestContactBlock';
import { nextParams, readFilters, toListArg } from './requestFilters';

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
  {
    id: 'video',
    name: 'Video',
    description: '',
    group: 'Foto',
    icon: 'video',
    priceRange: '10 000 Kč',
    providerCount: 1,
  },
  {
    id: 'catering',
    name: 'Catering',
    description: '',
    group: 'Jídlo',
    icon: 'utensils',
    priceRange: '10 000 Kč',
    providerCount: 1,
  },
  {
    id: 'cake',
    name: 'Svatební dort',
    description: '',
    group: 'Jídlo',
    icon: 'cake',
    priceRange: '5 000 Kč',
    providerCount: 1,
  },
  {
    id: 'music',
    name: 'Hudba',
    description: '',
    group: 'Zábava',
    icon: 'music',
    priceRange: '5 000 Kč',
    providerCount: 1,
  },
  {
    id: 'flowers',
    name: 'Květiny',
    description: '',
    group: 'Výzdoba',
    icon: 'flower-2',
    priceRange: '5 000 Kč',
    providerCount: 1,
  },
];

const locations = [
  { id: 'cela-cr', name: 'Celá ČR', type: 'country' },
  { id: 'praha', name: 'Praha', type: 'city' },
  { id: 'brno', name: 'Brno', type: 'city' },
  { id: 'jizni-morava', name: 'Jižní Morava', type: 'region' },
];

function makeRequest(overrides: Partial<ServiceRequestDto> = {}): ServiceRequestDto {
  return {
    id: 40,
    title: 'Fotograf a kameraman – Okolí Prahy',
    category: 'Fotografie',
    categoryId: 'photography',
    description: 'Plánujeme svatbu na zámku u Prahy pro 80 hostů.',
    createdAt: '2026-09-12T10:00:00.000Z',
    weddingDate: '2027-06-19',
    location: 'Okolí Prahy',
    budget: '50 000 – 100 000 Kč',
    budgetBand: '50k-100k',
    services: ['photography', 'video'],
    status: 'active',
    isDemo: false,
    canSeeContact: false,
    offerCount: 0,
    details: [],
    cappedOfferCount: 0,
    offerCap: 8,
    invited: false,
    ...overrides,
  };
}

const pageOf = (items: ServiceRequestDto[], total = items.length, page = 1): ServiceRequestPageDto => ({
  items,
  total,
  page,
  pageSize: 12,
});

const jana = {
  id: 7,
  email: 'jana@example.cz',
  firstName: 'Jana',
  lastName: 'Nováková',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function api(extra: MockApi = {}, signedIn = false): MockApi {
  return {
    ...visitorApi,
    ...(signedIn
      ? {
          'GET /api/auth/user': { status: 200, body: jana },
          'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
        }
      : {}),
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/locations': { status: 200, body: locations },
    'GET /api/service-requests': { status: 200, body: pageOf([makeRequest()]) },
    ...extra,
  };
}

/** The URLs of the list calls made so far. */
function listCalls(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/service-requests');
}

const lastListCall = (fetchMock: ReturnType<typeof mockApi>) => {
  const calls = listCalls(fetchMock);
  return calls[calls.length - 1];
};

/**
 * The dialog with this title. (Under test, antd gives every dialog title the id 'test-id', so the
 * accessible name of a nested dialog resolves to the outer one's title; browsers get unique ids.)
 */
const findDialogTitled = (title: string) =>
  waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find((element) => element.querySelector('.ant-modal-title')?.textContent === title);
    expect(dialog).toBeDefined();
    return dialog as HTMLElement;
  });

describe('RequestCard', () => {
  it('truncates the description at 150 characters, shows 3 tags with +N dalších and the missing date', async () => {
    mockApi(api());
    const long = `${'Hledáme fotografa na celý den '.repeat(10)}konec`;
    const request = makeRequest({
      description: long,
      weddingDate: null,
      services: ['photography', 'video', 'catering', 'cake', 'music'],
    });
    render(
      <AppProviders store={makeStore()}>
        <RequestCard request={request} onOpen={() => undefined} />
      </AppProviders>,
    );
    const description = screen.getByText(
      (_, element) => element?.classList.contains('request-card__description') ?? false,
    );
    expect(description.textContent!.length).toBeLessThanOrEqual(151);
    expect(description.textContent!.endsWith('…')).toBe(true);
    expect(long.startsWith(description.textContent!.slice(0, -1))).toBe(true);
    expect(screen.getByText('Datum nevybráno')).toBeInTheDocument();
    expect(screen.getByText('+2 dalších')).toBeInTheDocument();
    expect(screen.getByText('Přidáno 12. 9. 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fotograf a kameraman – Okolí Prahy' })).toBeInTheDocument();
    // tag names come from the category list
    expect(await screen.findByText('Fotografie', { selector: '.service-tag > span' })).toBeInTheDocument();
    expect(screen.getByText('Video', { selector: '.service-tag > span' })).toBeInTheDocument();
    expect(screen.getByText('Catering', { selector: '.service-tag > span' })).toBeInTheDocument();
    expect(screen.queryByText('Svatební dort', { selector: '.service-tag > span' })).not.toBeInTheDocument();
  });

  it('takes the dashboard limits (100 characters, 2 tags) and an actions slot', () => {
    mockApi(api());
    render(
      <AppProviders store={makeStore()}>
        <RequestCard
          request={makeRequest({ description: 'x'.repeat(140), services: ['photography', 'video', 'catering'] })}
          descriptionLimit={100}
          maxTags={2}
          actions={<button type="button">Kontakt na zákazníka</button>}
        />
      </AppProviders>,
    );
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(screen.getByText('+1 dalších')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kontakt na zákazníka' })).toBeInTheDocument();
    // without onOpen the title is plain text
    expect(screen.queryByRole('button', { name: /Fotograf a kameraman/ })).not.toBeInTheDocument();
  });
});

describe('request filters in the URL', () => {
  it('reads the query and resets the page when a filter changes', () => {
    const params = new URLSearchParams(
      'hledat=z%C3%A1mek&kategorie=photography&lokalita=Cel%C3%A1%20%C4%8CR&rozpocet=nevim&razeni=oldest&strana=3',
    );
    expect(toListArg(readFilters(params))).toEqual({
      search: 'zámek',
      category: 'photography',
      location: undefined,
      budget: 'nevim',
      sort: 'oldest',
      page: 3,
      pageSize: 12,
    });
    // Names of Object.prototype are no bands or sorts either.
    expect(readFilters(new URLSearchParams('rozpocet=toString&razeni=constructor'))).toMatchObject({ budget: undefined, sort: 'newest' });
    expect(readFilters(new URLSearchParams('rozpocet=hodne&razeni=x&strana=-1'))).toEqual({
      search: '',
      category: undefined,
      location: undefined,
      budget: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(nextParams(params, { rozpocet: 'do-50k' }).toString()).toBe(
      'hledat=z%C3%A1mek&kategorie=photography&lokalita=Cel%C3%A1+%C4%8CR&rozpocet=do-50k&razeni=oldest',
    );
    expect(nextParams(params, { requestId: '4' }, true).get('strana')).toBe('3');
    expect(nextParams(params, { razeni: 'newest' }).has('razeni')).toBe(false);
  });
});

describe('/poptavky', () => {
  it('lists the requests with the total and sends the filters, sort and page from the URL', async () => {
    const { fetchMock } = renderApp(
      '/poptavky?hledat=z%C3%A1mek&kategorie=photography&lokalita=Brno&rozpocet=do-50k&razeni=oldest&strana=2',
      api({ 'GET /api/service-requests': { status: 200, body: pageOf([makeRequest()], 13, 2) } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Poptávky' });
    expect(await screen.findByRole('button', { name: 'Fotograf a kameraman – Okolí Prahy' })).toBeInTheDocument();
    expect(screen.getByText('13 poptávek')).toBeInTheDocument();
    const url = lastListCall(fetchMock);
    expect(url.searchParams.get('search')).toBe('zámek');
    expect(url.searchParams.get('category')).toBe('photography');
    expect(url.searchParams.get('location')).toBe('Brno');
    expect(url.searchParams.get('budget')).toBe('do-50k');
    expect(url.searchParams.get('sort')).toBe('oldest');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('12');
    expect(screen.getByLabelText('Hledat')).toHaveValue('zámek');
    expect(screen.getByLabelText('Řazení')).toHaveDisplayValue('Nejstarší');
    expect(screen.getByLabelText('Rozpočet')).toHaveDisplayValue('Do 50 000 Kč');
    await waitFor(() => expect(screen.getByLabelText('Kategorie')).toHaveDisplayValue('Fotografie'));
    await waitFor(() => expect(screen.getByLabelText('Lokalita')).toHaveDisplayValue('Brno'));
    expect(screen.getByRole('button', { name: 'Filtry (4)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Stránkování poptávek' })).toBeInTheDocument();
  });

  it('changes the sort, the search (debounced) and the page through the URL', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) =>
      makeRequest({ id: index + 1, title: `Poptávka ${index + 1}` }),
    );
    const { fetchMock, router } = renderApp(
      '/poptavky?kategorie=photography',
      api({ 'GET /api/service-requests': { status: 200, body: pageOf(many, 30) } }),
    );
    expect(await screen.findByRole('button', { name: 'Poptávka 1' })).toBeInTheDocument();
    expect(lastListCall(fetchMock).searchParams.get('sort')).toBe('newest');

    // page 2
    const pages = screen.getByRole('navigation', { name: 'Stránkování poptávek' });
    expect(within(pages).getByRole('button', { name: 'Strana 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Strana 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kategorie=photography&strana=2'));
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('page')).toBe('2'));

    // the sort works and returns to page 1
    await user.selectOptions(screen.getByLabelText('Řazení'), 'Nejvyšší rozpočet');
    await waitFor(() => expect(router.state.location.search).toBe('?kategorie=photography&razeni=budget-high'));
    await waitFor(() => {
      const url = lastListCall(fetchMock);
      expect(url.searchParams.get('sort')).toBe('budget-high');
      expect(url.searchParams.get('page')).toBe('1');
    });

    // the search reaches the server once typing stops
    await user.type(screen.getByLabelText('Hledat'), 'Brno');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('search')).toBe('Brno'));
    expect(listCalls(fetchMock).filter((url) => url.searchParams.get('search')?.startsWith('B'))).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('hledat')).toBe('Brno');
  });

  it('filters by category, budget and location with the native selects, and resets them', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/poptavky', api());
    await screen.findByRole('button', { name: 'Fotograf a kameraman – Okolí Prahy' });

    // The categories sorted by their Czech names after 'Všechny kategorie'.
    const category = screen.getByLabelText('Kategorie');
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(categories.length + 1));
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Všechny kategorie',
      'Catering',
      'Fotografie',
      'Hudba',
      'Květiny',
      'Svatební dort',
      'Video',
    ]);
    await user.selectOptions(category, 'Květiny');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('category')).toBe('flowers'));
    expect(category).toHaveDisplayValue('Květiny');

    await user.selectOptions(screen.getByLabelText('Rozpočet'), 'Nad 200 000 Kč');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('budget')).toBe('nad-200k'));
    expect(router.state.location.search).toBe('?kategorie=flowers&rozpocet=nad-200k');

    // The whole country is the location's empty choice (once), in the groups 'Města' and 'Regiony' follow the places.
    const location = screen.getByLabelText('Lokalita');
    await waitFor(() => expect(location).toHaveDisplayValue('Celá ČR'));
    expect(within(location).getAllByRole('option', { name: 'Celá ČR' })).toHaveLength(1);
    expect(within(location).getByRole('group', { name: 'Regiony' })).toBeInTheDocument();
    await user.selectOptions(location, 'Jižní Morava');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('location')).toBe('Jižní Morava'));
    expect(screen.getByRole('button', { name: 'Filtry (3)' })).toBeInTheDocument();
    // Back to the whole country: no location filter.
    await user.selectOptions(location, 'Celá ČR');
    await waitFor(() => expect(router.state.location.search).toBe('?kategorie=flowers&rozpocet=nad-200k'));
    expect(screen.getByRole('button', { name: 'Filtry (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(category).toHaveDisplayValue('Všechny kategorie');
    expect(screen.getByLabelText('Rozpočet')).toHaveDisplayValue('Jakýkoli rozpočet');
  });

  it("clears the search with 'Vymazat hledání'", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/poptavky?hledat=z%C3%A1mek', api());
    await screen.findByRole('button', { name: 'Fotograf a kameraman – Okolí Prahy' });
    expect(screen.getByLabelText('Hledat')).toHaveValue('zámek');
    await user.click(screen.getByRole('button', { name: 'Vymazat hledání' }));
    expect(screen.getByLabelText('Hledat')).toHaveValue('');
    expect(screen.getByLabelText('Hledat')).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.has('search')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Vymazat hledání' })).not.toBeInTheDocument();
  });

  it("says 'Žádné poptávky' without filters", async () => {
    renderApp('/poptavky', api({ 'GET /api/service-requests': { status: 200, body: pageOf([]) } }));
    expect(await screen.findByRole('heading', { name: 'Žádné poptávky' })).toBeInTheDocument();
    expect(screen.queryByText('Žádné poptávky nevyhovují filtru')).not.toBeInTheDocument();
  });

  it("says 'Žádné poptávky nevyhovují filtru' when the filters exclude everything, with a reset", async () => {
    const user = userEvent.setup();
    const { router } = renderApp(
      '/poptavky?kategorie=cake&rozpocet=nevim',
      api({ 'GET /api/service-requests': { status: 200, body: pageOf([]) } }),
    );
    expect(await screen.findByRole('heading', { name: 'Žádné poptávky nevyhovují filtru' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zobrazit všechny poptávky' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an error with a retry button', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp(
      '/poptavky',
      api({
        'GET /api/service-requests': () =>
          fail
            ? { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } }
            : { status: 200, body: pageOf([makeRequest()]) },
      }),
    );
    expect(await screen.findByText('Poptávky se nepodařilo načíst')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('button', { name: 'Fotograf a kameraman – Okolí Prahy' })).toBeInTheDocument();
  });

  it('opens a card in the detail dialog and writes requestId to the URL, and removes it on close', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(
      '/poptavky?kategorie=photography',
      api({ 'GET /api/service-requests/40': { status: 200, body: makeRequest() } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Fotograf a kameraman – Okolí Prahy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotograf a kameraman – Okolí Prahy' });
    expect(router.state.location.search).toBe('?kategorie=photography&requestId=40');
    expect(within(dialog).getByText('Plánujeme svatbu na zámku u Prahy pro 80 hostů.')).toBeInTheDocument();
    expect(within(dialog).getByText('19. 6. 2027')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Požadované služby' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kategorie=photography'));
  });

  it('opens ?requestId even when it is not on the page; a visitor is asked to sign in', async () => {
    const user = userEvent.setup();
    const request = makeRequest({
      id: 77,
      title: 'Catering – Brno',
      description: 'Raut pro 60 hostů.',
      weddingDate: null,
    });
    const { router } = renderApp(
      '/poptavky?kategorie=catering&requestId=77',
      api({ 'GET /api/service-requests/77': { status: 200, body: request } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Catering – Brno' });
    expect(within(dialog).getByText('Raut pro 60 hostů.')).toBeInTheDocument();
    expect(within(dialog).getByText('Datum nevybráno')).toBeInTheDocument();
    const badge = within(dialog).getByText('Přihlašte se pro kontakt');
    expect(within(dialog).queryByRole('button', { name: 'Kontakt na zákazníka' })).not.toBeInTheDocument();
    const login = within(dialog).getByRole('link', { name: 'Přihlásit se' });
    // The login button comes first in the contact block.
    expect(login.compareDocumentPosition(badge) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Back to the same filtered list with this request open.
    const back = '/login?returnUrl=%2Fpoptavky%3Fkategorie%3Dcatering%26requestId%3D77';
    expect(login).toHaveAttribute('href', back);
    await user.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
  });

  it("toasts 'Poptávka nenalezena' for an unknown requestId and returns to /poptavky", async () => {
    const { router } = renderApp(
      '/poptavky?requestId=999&kategorie=photography',
      api({
        'GET /api/service-requests/999': { status: 404, body: { statusCode: 404, message: 'Poptávka nenalezena' } },
      }),
    );
    expect(await screen.findByText('Poptávka nenalezena')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?kategorie=photography'));
    expect(screen.queryByRole('dialog', { name: /Fotograf/ })).not.toBeInTheDocument();
  });

  it("shows 'Předplatné pro kontakt' to a signed-in user without contact rights", async () => {
    renderApp(
      '/poptavky?requestId=40',
      api({ 'GET /api/service-requests/40': { status: 200, body: makeRequest() } }, true),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fotograf a kameraman – Okolí Prahy' });
    expect(within(dialog).getByText('Předplatné pro kontakt')).toBeInTheDocument();
    expect(within(dialog).getByText(/vidí dodavatelé s aktivním předplatným/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Zobrazit ceník' })).toHaveAttribute('href', '/#pricing');
    expect(within(dialog).queryByRole('button', { name: 'Kontakt na zákazníka' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Přihlašte se pro kontakt')).not.toBeInTheDocument();
  });

  it('leads a signed-in provider without contact rights to the subscription management', async () => {
    renderApp(
      '/poptavky?requestId=40',
      api(
        {
          'GET /api/service-requests/40': { status: 200, body: makeRequest() },
          'GET /api/provider/profile': { status: 200, body: { id: 12, companyName: 'Studio Světlo' } },
        },
        true,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fotograf a kameraman – Okolí Prahy' });
    expect(within(dialog).getByText('Předplatné pro kontakt')).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Vybrat předplatné' })).toHaveAttribute(
      'href',
      '/subscription-management',
    );
  });

  it("opens 'Kontaktní informace' with mail and phone links when the contact is visible", async () => {
    const user = userEvent.setup();
    const request = makeRequest({
      canSeeContact: true,
      contactInfo: { name: 'Tereza a Jakub', email: 'tereza.jakub@example.cz', phone: '+420 777 123 456' },
    });
    renderApp('/poptavky?requestId=40', api({ 'GET /api/service-requests/40': { status: 200, body: request } }, true));
    const dialog = await screen.findByRole('dialog', { name: 'Fotograf a kameraman – Okolí Prahy' });
    await user.click(within(dialog).getByRole('button', { name: 'Kontakt na zákazníka' }));
    const contact = await findDialogTitled('Kontaktní informace');
    expect(within(contact).getByText('Tereza a Jakub')).toBeInTheDocument();
    expect(within(contact).getByText('Fotograf a kameraman – Okolí Prahy')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Poslat e-mail' })).toHaveAttribute(
      'href',
      `mailto:tereza.jakub@example.cz?subject=${encodeURIComponent('Odpověď na poptávku: Fotograf a kameraman – Okolí Prahy')}`,
    );
    const mailto = new URL(within(contact).getByRole('link', { name: 'Poslat e-mail' }).getAttribute('href')!);
    expect(mailto.searchParams.get('subject')).toBe('Odpověď na poptávku: Fotograf a kameraman – Okolí Prahy');
    expect(within(contact).getByRole('link', { name: 'Zavolat' })).toHaveAttribute('href', 'tel:+420777123456');
  });

  it("marks a demo request 'Ukázková poptávka' and offers no contact, whoever looks", async () => {
    const request = makeRequest({ isDemo: true });
    renderApp('/poptavky?requestId=40', api({ 'GET /api/service-requests/40': { status: 200, body: request } }, true));
    const dialog = await screen.findByRole('dialog', { name: 'Fotograf a kameraman – Okolí Prahy' });
    expect(within(dialog).getByText('Ukázková poptávka')).toBeInTheDocument();
    expect(within(dialog).getByText(DEMO_REQUEST_CONTACT_TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Kontakt na zákazníka' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Předplatné pro kontakt')).not.toBeInTheDocument();
  });

  it("offers no 'Zavolat' without a phone", async () => {
    const user = userEvent.setup();
    const request = makeRequest({
      canSeeContact: true,
      contactInfo: { name: 'Lucie a Martin', email: 'lucie.martin@example.cz', phone: null },
    });
    renderApp('/poptavky?requestId=40', api({ 'GET /api/service-requests/40': { status: 200, body: request } }, true));
    const dialog = await screen.findByRole('dialog', { name: 'Fotograf a kameraman – Okolí Prahy' });
    await user.click(within(dialog).getByRole('button', { name: 'Kontakt na zákazníka' }));
    const contact = await findDialogTitled('Kontaktní informace');
    expect(within(contact).getByRole('link', { name: 'Poslat e-mail' })).toBeInTheDocument();
    expect(within(contact).queryByRole('link', { name: 'Zavolat' })).not.toBeInTheDocument();
    expect(within(contact).queryByText('Telefon')).not.toBeInTheDocument();
  });
});
