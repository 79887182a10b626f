import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProviderDto } from '../../api';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { ProviderCard } from '../../shared/ProviderCard';
import { mockApi, renderApp, visitorApi } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { notify } from '../../shared/ui/notify';
import { countActiveFilters, parsePrice, readFilters, toListArg } from './providerFilters';
import { categories, locations, makeProvider, pageOf } from '../../test/providersTestKit';

// The copy toasts go through notify (antd's static notification, loaded on first use: its toasts outlive a
// test's render, and the next test would find them); here its calls are what the tests read.
vi.mock('../../shared/ui/notify', () => ({ notify: vi.fn(async () => undefined) }));

function api(extra: MockApi = {}): MockApi {
  return {
    ...visitorApi,
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/locations': { status: 200, body: locations },
    'GET /api/service-providers': { status: 200, body: pageOf([makeProvider()]) },
    ...extra,
  };
}

function listCalls(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/service-providers');
}

const lastListCall = (fetchMock: ReturnType<typeof mockApi>) => {
  const calls = listCalls(fetchMock);
  return calls[calls.length - 1];
};

function renderCard(provider: PublicProviderDto) {
  mockApi(api());
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter>
        <ProviderCard provider={provider} />
      </MemoryRouter>
    </AppProviders>,
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('provider filters in the URL', () => {
  it('reads the query into the list call and counts the filters', () => {
    const params = new URLSearchParams(
      'hledat=%20foto%20&kategorie=photography&oblast=brno&cenaOd=40000&cenaDo=10000&datum=2027-06-12&razeni=rating-high&strana=2',
    );
    const filters = readFilters(params);
    expect(toListArg(filters)).toEqual({
      search: 'foto',
      category: 'photography',
      area: 'brno',
      priceMin: 10000,
      priceMax: 40000,
      weddingDate: '2027-06-12',
      sort: 'rating-high',
      page: 2,
      pageSize: 12,
    });
    expect(countActiveFilters(filters)).toBe(5);
    expect(readFilters(new URLSearchParams('oblast=cela-cr&razeni=x&strana=0&cenaOd=abc&datum=zitra'))).toEqual({
      search: '',
      category: undefined,
      area: undefined,
      priceMin: undefined,
      priceMax: undefined,
      weddingDate: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(parsePrice('25 000')).toBe(25000);
    expect(parsePrice('123456789012')).toBe(99_999_999);
  });
});

describe('ProviderCard', () => {
  it("shows the provider's profile image, else the initials", () => {
    const { unmount } = renderCard(makeProvider({ profileImageUrl: '/uploads/profile/zavoj.webp' }));
    expect(document.querySelector('.provider-card img.avatar')).toHaveAttribute('src', '/uploads/profile/zavoj.webp');
    unmount();
    renderCard(makeProvider());
    expect(document.querySelector('.provider-card .avatar--initials')).toHaveTextContent('SB');
  });

  it("shows the usual response time when the provider has one, and nothing without", () => {
    const { unmount } = renderCard(makeProvider({ responseMinutesMedian: 150, responseShare: 0.8 }));
    expect(screen.getByText('Obvykle odpovídá do 3 hodin')).toBeInTheDocument();
    unmount();
    renderCard(makeProvider());
    expect(screen.queryByText(/Obvykle odpovídá/)).not.toBeInTheDocument();
  });

  it('marks a premium subscriber', () => {
    renderCard(makeProvider({ premium: true }));
    expect(screen.getByText('Premium dodavatel')).toBeInTheDocument();
    expect(screen.queryByText('Ukázkový dodavatel')).not.toBeInTheDocument();
  });

  it('shows the supplier with 4 tags and +N dalších, links, experience and the rating', async () => {
    renderCard(
      makeProvider({ services: ['photography', 'video', 'catering', 'cake', 'music', 'flowers'], isDemo: true }),
    );
    expect(screen.getByRole('link', { name: 'Studio Bílý závoj' })).toHaveAttribute('href', '/portfolio?provider=12');
    expect(screen.getByText('+2 dalších')).toBeInTheDocument();
    expect(await screen.findByText('Fotografie', { selector: '.service-tag > span' })).toBeInTheDocument();
    expect(screen.getByText('Svatební dort', { selector: '.service-tag > span' })).toBeInTheDocument();
    expect(screen.queryByText('Hudba', { selector: '.service-tag > span' })).not.toBeInTheDocument();
    expect(screen.getByText('Ukázkový dodavatel')).toBeInTheDocument();
    expect(screen.queryByText('Premium dodavatel')).not.toBeInTheDocument();
    expect(screen.getByText('Praha a Brno')).toBeInTheDocument();
    expect(screen.getByText('15 000 – 40 000 Kč')).toBeInTheDocument();
    expect(screen.getByText('Projekty: 7')).toBeInTheDocument();
    expect(screen.getByText('Praxe: 3 roky')).toBeInTheDocument();
    expect(screen.getByText('4,5')).toBeInTheDocument();
    expect(screen.getByText('(3 hodnocení)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zavolat Studio Bílý závoj' })).toHaveAttribute(
      'href',
      'tel:+420777123456',
    );
    expect(screen.getByRole('link', { name: 'Napsat e-mail Studio Bílý závoj' })).toHaveAttribute(
      'href',
      'mailto:info@bilyzavoj.cz',
    );
    const website = screen.getByRole('link', { name: 'bilyzavoj.cz' });
    expect(website).toHaveAttribute('href', 'https://www.bilyzavoj.cz/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Instagram: Studio Bílý závoj' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/bilyzavoj',
    );
    expect(screen.getByRole('link', { name: 'TikTok: Studio Bílý závoj' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it("says 'Bez hodnocení' without reviews, 'Praxe: 1 rok', and has no phone buttons without a phone", () => {
    renderCard(
      makeProvider({
        rating: null,
        reviewCount: 0,
        yearsExperience: 1,
        contact: { name: 'Studio Bílý závoj', phone: null, email: 'info@bilyzavoj.cz' },
        website: null,
        instagramUrl: null,
        tiktokUrl: null,
      }),
    );
    expect(screen.getByText('Bez hodnocení')).toBeInTheDocument();
    expect(screen.getByText('Praxe: 1 rok')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Zavolat/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zkopírovat telefon/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkopírovat e-mail info@bilyzavoj.cz' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sociální sítě' })).not.toBeInTheDocument();
  });

  it("copies the phone and the e-mail with 'Zkopírováno!'", async () => {
    renderCard(makeProvider());
    const writeText = stubClipboard(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Zkopírovat telefon +420 777 123 456' }));
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith('success', { title: 'Zkopírováno!', description: 'Telefon byl zkopírován do schránky' }),
    );
    expect(writeText).toHaveBeenLastCalledWith('+420 777 123 456');

    fireEvent.click(screen.getByRole('button', { name: 'Zkopírovat e-mail info@bilyzavoj.cz' }));
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith('success', { title: 'Zkopírováno!', description: 'Email byl zkopírován do schránky' }),
    );
    expect(writeText).toHaveBeenLastCalledWith('info@bilyzavoj.cz');
  });

  it('says the copy failed when the clipboard refuses', async () => {
    renderCard(makeProvider());
    vi.mocked(notify).mockClear();
    stubClipboard(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    fireEvent.click(screen.getByRole('button', { name: /Zkopírovat telefon/ }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', { title: 'Nepodařilo se zkopírovat telefon' }));
    fireEvent.click(screen.getByRole('button', { name: /Zkopírovat e-mail/ }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('error', { title: 'Nepodařilo se zkopírovat email' }));
    expect(notify).not.toHaveBeenCalledWith('success', expect.anything());
  });
});

// Whole-app renders with lazy routes and antd selects: slow on a busy machine.
describe('/dodavatele', { timeout: 20_000 }, () => {
  it('lists the suppliers with the total and sends the filters, sort and page from the URL', async () => {
    const { fetchMock } = renderApp(
      '/dodavatele?hledat=foto&kategorie=photography&oblast=brno&cenaOd=10000&cenaDo=50000&datum=2027-06-12&razeni=rating-low&strana=2',
      api({ 'GET /api/service-providers': { status: 200, body: pageOf([makeProvider()], 13, 2) } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Dodavatelé' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Studio Bílý závoj' })).toBeInTheDocument();
    expect(screen.getByText('13 dodavatelů')).toBeInTheDocument();
    const url = lastListCall(fetchMock);
    expect(url.searchParams.get('search')).toBe('foto');
    expect(url.searchParams.get('category')).toBe('photography');
    expect(url.searchParams.get('area')).toBe('brno');
    expect(url.searchParams.get('priceMin')).toBe('10000');
    expect(url.searchParams.get('priceMax')).toBe('50000');
    expect(url.searchParams.get('weddingDate')).toBe('2027-06-12');
    expect(url.searchParams.get('sort')).toBe('rating-low');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('12');
    expect(screen.getByLabelText('Hledat')).toHaveValue('foto');
    expect(screen.getByLabelText('Cena od')).toHaveValue('10000');
    expect(screen.getByLabelText('Cena do')).toHaveValue('50000');
    expect(screen.getByLabelText('Datum svatby')).toHaveValue('2027-06-12');
    expect(screen.getByLabelText('Řazení')).toHaveDisplayValue('Nejhůře hodnocení');
    await waitFor(() => expect(screen.getByLabelText('Oblast působení')).toHaveDisplayValue('Brno'));
    expect(screen.getByRole('button', { name: 'Filtry (5)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Stránkování dodavatelů' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na služby' })).toHaveAttribute('href', '/#sluzby');
  });

  it('preselects ?kategorie= and sends it with the default sort', async () => {
    const { fetchMock } = renderApp('/dodavatele?kategorie=flowers', api());
    await screen.findByRole('heading', { level: 2, name: 'Studio Bílý závoj' });
    const url = lastListCall(fetchMock);
    expect(url.searchParams.get('category')).toBe('flowers');
    expect(url.searchParams.get('sort')).toBe('newest');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.has('area')).toBe(false);
    const filters = screen.getByRole('region', { name: 'Filtry dodavatelů' });
    await waitFor(() => expect(within(filters).getByLabelText('Kategorie')).toHaveDisplayValue('Květiny'));
    expect(within(filters).getByLabelText('Oblast působení')).toHaveDisplayValue('Celá ČR');
    expect(screen.getByRole('button', { name: 'Filtry (1)' })).toBeInTheDocument();
  });

  it('changes the page and the sort through the URL; the sort returns to page 1', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) =>
      makeProvider({ id: index + 1, businessName: `Dodavatel ${index + 1}` }),
    );
    const { fetchMock, router } = renderApp(
      '/dodavatele',
      api({ 'GET /api/service-providers': { status: 200, body: pageOf(many, 30) } }),
    );
    expect(await screen.findByRole('link', { name: 'Dodavatel 1' })).toBeInTheDocument();
    expect(lastListCall(fetchMock).searchParams.get('sort')).toBe('newest');

    // The page buttons (the navigation is drawn anew once the next page has loaded).
    const pageButton = async (name: string) =>
      within(await screen.findByRole('navigation', { name: 'Stránkování dodavatelů' })).findByRole('button', { name });
    expect(await pageButton('Předchozí strana')).toBeDisabled();
    await user.click(await pageButton('Strana 2'));
    await waitFor(() => expect(router.state.location.search).toBe('?strana=2'));
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('page')).toBe('2'));
    await waitFor(async () => expect(await pageButton('Strana 2')).toHaveAttribute('aria-current', 'page'));
    await user.click(await pageButton('Další strana'));
    await waitFor(() => expect(router.state.location.search).toBe('?strana=3'));
    await waitFor(async () => expect(await pageButton('Strana 3')).toHaveAttribute('aria-current', 'page'));
    expect(await pageButton('Další strana')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Řazení'), 'Nejlépe hodnocení');
    await waitFor(() => expect(router.state.location.search).toBe('?razeni=rating-high'));
    await waitFor(() => {
      const url = lastListCall(fetchMock);
      expect(url.searchParams.get('sort')).toBe('rating-high');
      expect(url.searchParams.get('page')).toBe('1');
    });
  });

  it("sorts by 'Nejrychlejší odpověď' (sort=response) and keeps it in the URL", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/dodavatele', api());
    await screen.findByRole('heading', { level: 2, name: 'Studio Bílý závoj' });
    await user.selectOptions(screen.getByLabelText('Řazení'), 'Nejrychlejší odpověď');
    await waitFor(() => expect(router.state.location.search).toBe('?razeni=response'));
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('sort')).toBe('response'));
    expect(readFilters(new URLSearchParams('razeni=response')).sort).toBe('response');
  });

  it('sends the category, area, price (debounced) and search filters, and resets them', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/dodavatele?strana=3', api());
    await screen.findByRole('link', { name: 'Studio Bílý závoj' });

    await waitFor(() => expect(within(screen.getByLabelText('Kategorie')).getAllByRole('option')).toHaveLength(categories.length + 1));
    await user.selectOptions(screen.getByLabelText('Kategorie'), 'Květiny');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('category')).toBe('flowers'));
    expect(router.state.location.search).toBe('?kategorie=flowers');

    await user.selectOptions(screen.getByLabelText('Oblast působení'), 'Jižní Morava');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('area')).toBe('jizni-morava'));

    await user.type(screen.getByLabelText('Cena od'), '20 000');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('priceMin')).toBe('20000'));
    expect(listCalls(fetchMock).filter((url) => url.searchParams.has('priceMin'))).toHaveLength(1);
    await user.type(screen.getByLabelText('Cena do'), '60000{Enter}');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('priceMax')).toBe('60000'));

    await user.type(screen.getByLabelText('Hledat'), 'zámek');
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('search')).toBe('zámek'));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'kategorie=flowers&oblast=jizni-morava&cenaOd=20000&cenaDo=60000&hledat=z%C3%A1mek',
    );
    expect(screen.getByRole('button', { name: 'Filtry (4)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Cena od')).toHaveValue('');
    expect(screen.getByLabelText('Hledat')).toHaveValue('');
    expect(screen.getByLabelText('Kategorie')).toHaveDisplayValue('Všechny kategorie');
    expect(screen.getByLabelText('Oblast působení')).toHaveDisplayValue('Celá ČR');
  });

  it('filters by the wedding date (today or later, YYYY-MM-DD in the URL) and clears it', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderApp('/dodavatele', api());
    await screen.findByRole('link', { name: 'Studio Bílý závoj' });
    const date = screen.getByLabelText('Datum svatby');
    expect(date).toHaveAttribute('type', 'date');
    // Today in Prague, as the wedding dates are (the machine's own zone differs from it around midnight).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    expect(date).toHaveAttribute('min', today);

    // A past date (or the year being typed, 0002…) does not filter.
    fireEvent.change(date, { target: { value: '2001-06-12' } });
    expect(router.state.location.search).toBe('');

    const year = Number(today.slice(0, 4)) + 1;
    fireEvent.change(date, { target: { value: `${year}-06-12` } });
    await waitFor(() => expect(router.state.location.search).toBe(`?datum=${year}-06-12`));
    await waitFor(() => expect(lastListCall(fetchMock).searchParams.get('weddingDate')).toBe(`${year}-06-12`));
    expect(screen.getByRole('button', { name: 'Filtry (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vymazat datum' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(date).toHaveValue('');
  });

  it("says 'Žádní registrovaní dodavatelé' without filters", async () => {
    renderApp('/dodavatele', api({ 'GET /api/service-providers': { status: 200, body: pageOf([]) } }));
    expect(await screen.findByRole('heading', { name: 'Žádní registrovaní dodavatelé' })).toBeInTheDocument();
    expect(screen.queryByText('Žádní dodavatelé nevyhovují filtru')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrovat se jako dodavatel' })).toHaveAttribute(
      'href',
      '/provider-registration',
    );
  });

  it("says 'Žádní dodavatelé nevyhovují filtru' when the filters exclude everything, with a reset", async () => {
    const user = userEvent.setup();
    const { router } = renderApp(
      '/dodavatele?kategorie=cake&cenaDo=1000',
      api({ 'GET /api/service-providers': { status: 200, body: pageOf([]) } }),
    );
    expect(await screen.findByRole('heading', { name: 'Žádní dodavatelé nevyhovují filtru' })).toBeInTheDocument();
    expect(screen.queryByText('Žádní registrovaní dodavatelé')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zobrazit všechny dodavatele' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an error with a retry button', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp(
      '/dodavatele',
      api({
        'GET /api/service-providers': () =>
          fail
            ? { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } }
            : { status: 200, body: pageOf([makeProvider()]) },
      }),
    );
    expect(await screen.findByText('Dodavatele se nepodařilo načíst')).toBeInTheDocument();
    expect(screen.getByText('Chyba serveru')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: 'Studio Bílý závoj' })).toBeInTheDocument();
  });
});
