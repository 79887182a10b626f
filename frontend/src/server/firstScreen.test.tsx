import { render, screen, waitFor } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BootScreen } from '../app/layout/BootScreen';
import { routes } from '../app/router';
import { SERVER_PAGE_CLASS, SERVER_STATE_ID, serverPageMarkup, takeServerFirstScreen } from '../app/serverState';
import { makeStore } from '../app/store';
import { categories, locations, makeProvider } from '../test/providersTestKit';
import { mockApi, visitorApi } from '../test/renderApp';
import type { MockApi } from '../test/renderApp';
import { makeRequest } from '../test/offersTestKit';
import { activeInfo, freeInfo, payment, testPlans } from '../test/subscriptionTestKit';
import { makeProfile, providerUser, testCategories } from '../test/workspaceTestKit';
import { coupleUser, makeSummary } from '../test/conversationsTestKit';
import { makePlan, makePlanSummary, makeTask } from '../test/planningTestKit';
import { makeEntry } from '../test/shortlistTestKit';
import { adminApi, forbidden } from '../test/adminTestKit';
import { confirmed, makeBooking } from '../test/bookingsTestKit';
import { renderFirstScreen, serverPageModules } from './firstScreen';

const provider = (id: number, businessName: string) =>
  makeProvider({ id, businessName, description: `${businessName}: svatební fotografie a video z celého dne.` });

const catalogue: MockApi = {
  ...visitorApi,
  'GET /api/service-categories': { status: 200, body: categories },
  'GET /api/locations': { status: 200, body: locations },
  'GET /api/service-providers': {
    status: 200,
    body: { items: [provider(1, 'Studio Bílý závoj'), provider(2, 'Foto <Novák>')], total: 14, page: 2, pageSize: 12 },
  },
};

const URL_OF_PAGE = '/dodavatele?kategorie=photography&strana=2';

const calls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL((input as Request).url));

/** Tag, classes and text of an element tree: what it looks like (ids and inline-style spelling aside). */
function look(element: Element): unknown {
  const children = Array.from(element.childNodes).flatMap((child) => {
    if (child.nodeType === Node.ELEMENT_NODE) return [look(child as Element)];
    const text = child.nodeType === Node.TEXT_NODE ? child.textContent?.replace(/\s+/g, ' ').trim() : '';
    return text ? [text] : [];
  });
  return { tag: element.tagName.toLowerCase(), classes: element.getAttribute('class'), children };
}

/** index.html as the server sends it with a rendered page: the page in the first screen and its state. */
function servedDocument(html: string, state: unknown): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = `<div id="root"><div class="${SERVER_PAGE_CLASS}">${html}</div></div>`;
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ID;
  script.textContent = JSON.stringify(state);
  doc.body.append(script);
  return doc;
}

describe('the server render of a first screen', () => {
  afterEach(() => takeServerFirstScreen(makeStore(), document.implementation.createHTMLDocument('')));

  it("renders /dodavatele with the answers of the page's calls, asked as the page asks them", async () => {
    const fetchMock = mockApi(catalogue);
    const screenHtml = await renderFirstScreen(URL_OF_PAGE, fetchMock);
    expect(screenHtml).not.toBeNull();
    const page = document.createElement('div');
    page.innerHTML = screenHtml!.html;
    expect(Array.from(page.querySelectorAll('.provider-card h2')).map((heading) => heading.textContent)).toEqual([
      'Studio Bílý závoj',
      'Foto <Novák>',
    ]);
    expect(page.querySelector('.list-count-pill')?.textContent).toBe('14 dodavatelů');
    expect(screenHtml!.html).toContain('Foto &lt;Novák&gt;');
    const list = calls(fetchMock).find((url) => url.pathname === '/api/service-providers');
    expect(list?.searchParams.get('category')).toBe('photography');
    expect(list?.searchParams.get('page')).toBe('2');
    expect(list?.searchParams.get('pageSize')).toBe('12');
    // The answers it was rendered with, for the app's store.
    const queries = (screenHtml!.state.api as { queries: Record<string, { endpointName: string; status: string }> }).queries;
    expect(Object.values(queries).map(({ endpointName, status }) => `${endpointName} ${status}`).sort()).toEqual([
      'catalogCategories fulfilled',
      'catalogLocations fulfilled',
      'providersList fulfilled',
    ]);
  });

  it('renders nothing for a page the app alone renders, a failed call, or an own portfolio', async () => {
    expect(await renderFirstScreen('/faq', mockApi(catalogue))).toBeNull();
    expect(await renderFirstScreen('/portfolio', mockApi(catalogue))).toBeNull();
    const failing = mockApi({ ...catalogue, 'GET /api/service-providers': { status: 500, body: { message: 'Chyba' } } });
    expect(await renderFirstScreen('/dodavatele', failing)).toBeNull();
  });

  it('is what the app shows first, and the page the app then renders looks the same without asking again', async () => {
    const screenHtml = (await renderFirstScreen(URL_OF_PAGE, mockApi(catalogue)))!;
    const served = servedDocument(screenHtml.html, screenHtml.state);
    const fetchMock = mockApi(catalogue);
    const store = makeStore();
    takeServerFirstScreen(store, served);

    // The first screen (the layout's while the session loads) shows the server's page, not a spinner.
    const boot = render(<BootScreen />);
    expect(serverPageMarkup()).toBe(served.querySelector(`.${SERVER_PAGE_CLASS}`)!.innerHTML);
    expect(boot.container.querySelector(`.${SERVER_PAGE_CLASS} .provider-card`)).not.toBeNull();
    expect(boot.container.querySelector('.page-spinner')).toBeNull();
    boot.unmount();

    const router = createMemoryRouter(routes, { initialEntries: [URL_OF_PAGE] });
    const app = render(
      <ReduxProvider store={store}>
        <RouterProvider router={router} />
      </ReduxProvider>,
    );
    await screen.findByRole('heading', { level: 2, name: 'Foto <Novák>' }, { timeout: 10_000 });
    const serverPage = served.querySelector(`.${SERVER_PAGE_CLASS} > *`) as Element;
    // The heading may still be the first screen's copy of the server's page: the app's own page is read once it is there.
    await waitFor(() => expect(look(app.container.querySelector('main#main > *')!)).toEqual(look(serverPage)));
    // Nothing the server answered is asked again (the session and the navbar counts are the browser's own).
    const asked = calls(fetchMock).map((url) => url.pathname);
    expect(asked).not.toContain('/api/service-providers');
    expect(asked).not.toContain('/api/service-categories');
    expect(asked).not.toContain('/api/locations');
    expect(asked).toContain('/api/session');
    expect(asked).not.toContain('/api/auth/user');
  });
});

/** A signed-in provider's API (the session built from the user and the profile, see test/sessionAnswer.ts). */
const providerAccount: MockApi = {
  ...visitorApi,
  'GET /api/auth/user': { status: 200, body: providerUser },
  'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
  'GET /api/provider/profile': { status: 200, body: makeProfile({ companyName: 'Studio <Bílý závoj>' }) },
  'GET /api/service-categories': { status: 200, body: testCategories },
  'GET /api/subscription/info': { status: 200, body: freeInfo },
  'GET /api/providers/12/rating-stats': {
    status: 200,
    body: { totalReviews: 2, averageRating: 4.5, ratingDistribution: {}, categoryAverages: { communication: null, quality: null, timing: null, value: null } },
  },
  'GET /api/provider/offers': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 50 } },
  'GET /api/service-requests': {
    status: 200,
    body: {
      items: [makeRequest({ id: 40, title: 'Fotograf na zámek Hluboká' }), makeRequest({ id: 41, title: 'Svatba v Brně' })],
      total: 2,
      page: 1,
      pageSize: 50,
    },
  },
};

describe("the server render of a provider's dashboard", () => {
  afterEach(() => takeServerFirstScreen(makeStore(), document.implementation.createHTMLDocument('')));

  it("renders it for the provider's session only: its head and the relevant requests, asked as the page asks them", async () => {
    const fetchMock = mockApi(providerAccount);
    const screenHtml = await renderFirstScreen('/dashboard', fetchMock, true);
    expect(screenHtml).not.toBeNull();
    const page = document.createElement('div');
    page.innerHTML = screenHtml!.html;
    expect(page.querySelector('h1')?.textContent).toBe('Vítejte, Studio <Bílý závoj>');
    expect(Array.from(page.querySelectorAll('.request-card h3')).map((heading) => heading.textContent)).toEqual([
      'Fotograf na zámek Hluboká',
      'Svatba v Brně',
    ]);
    const list = calls(fetchMock).find((url) => url.pathname === '/api/service-requests');
    expect(Object.fromEntries(list!.searchParams)).toEqual({ filtered: 'true', sort: 'newest', page: '1', pageSize: '50' });
    // Never for a visitor (a session's page), and nothing for a session that has ended or an account that failed to load.
    expect(await renderFirstScreen('/dashboard', mockApi(providerAccount), false)).toBeNull();
    const failing = { ...providerAccount, 'GET /api/provider/profile': { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } } };
    expect(await renderFirstScreen('/dashboard', mockApi(failing), true)).toBeNull();
    const ended = { ...providerAccount, 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } } };
    expect(await renderFirstScreen('/dashboard', mockApi(ended), true)).toBeNull();
    // A visitor's page is not rendered for a session.
    expect(await renderFirstScreen('/dodavatele', mockApi(catalogue), true)).toBeNull();
  });

  it('is what the app shows first, and the dashboard the app then renders looks the same without asking again', async () => {
    const screenHtml = (await renderFirstScreen('/dashboard', mockApi(providerAccount), true))!;
    const served = servedDocument(screenHtml.html, screenHtml.state);
    const fetchMock = mockApi(providerAccount);
    const store = makeStore();
    takeServerFirstScreen(store, served);
    const boot = render(<BootScreen />);
    expect(boot.container.querySelector(`.${SERVER_PAGE_CLASS} h1`)?.textContent).toBe('Vítejte, Studio <Bílý závoj>');
    boot.unmount();

    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    const app = render(
      <ReduxProvider store={store}>
        <RouterProvider router={router} />
      </ReduxProvider>,
    );
    await screen.findByRole('heading', { level: 3, name: 'Svatba v Brně' }, { timeout: 10_000 });
    // The first screen: the head, the stat cards and the requests (the sections below it load their own code and data).
    const firstScreen = ['.dashboard__head', '.dashboard-stats', '.dashboard-requests'];
    for (const part of firstScreen) {
      const shown = app.container.querySelector(`main#main ${part}`) as Element;
      const rendered = served.querySelector(`.${SERVER_PAGE_CLASS} ${part}`) as Element;
      await waitFor(() => expect(look(shown)).toEqual(look(rendered)));
    }
    const asked = calls(fetchMock).map((url) => url.pathname);
    expect(asked).not.toContain('/api/service-requests');
    expect(asked).not.toContain('/api/provider/profile');
    expect(calls(fetchMock).map((url) => url.pathname + url.search)).not.toContain('/api/provider/offers?page=1&pageSize=50');
  });

  it('draws the first cards of a long list, as the app draws them first, and the app adds the rest a few per frame', async () => {
    const many: MockApi = {
      ...providerAccount,
      'GET /api/service-requests': {
        status: 200,
        body: { items: Array.from({ length: 12 }, (_, index) => makeRequest({ id: 100 + index, title: `Poptávka ${index + 1}` })), total: 12, page: 1, pageSize: 50 },
      },
    };
    const screenHtml = (await renderFirstScreen('/dashboard', mockApi(many), true))!;
    const page = document.createElement('div');
    page.innerHTML = screenHtml.html;
    expect(Array.from(page.querySelectorAll('.request-card h3')).map((heading) => heading.textContent)).toEqual([
      'Poptávka 1',
      'Poptávka 2',
      'Poptávka 3',
      'Poptávka 4',
    ]);

    const served = servedDocument(screenHtml.html, screenHtml.state);
    mockApi(many);
    renderAppOn(served, '/dashboard');
    await screen.findByRole('heading', { level: 3, name: 'Poptávka 12' }, { timeout: 10_000 });
    expect(screen.getAllByRole('heading', { level: 3 }).filter((heading) => heading.textContent?.startsWith('Poptávka '))).toHaveLength(12);
  });

  it("renders the client section's page of requests for the provider, which the app then shows the same without asking again", async () => {
    const url = '/inquiries?kategorie=photography&razeni=oldest';
    const fetchMock = mockApi(providerAccount);
    const screenHtml = (await renderFirstScreen(url, fetchMock, true))!;
    expect(screenHtml).not.toBeNull();
    const list = calls(fetchMock).find((call) => call.pathname === '/api/service-requests');
    expect(list?.searchParams.get('categories')).toBe('photography');
    expect(list?.searchParams.get('sort')).toBe('oldest');
    expect(list?.searchParams.get('pageSize')).toBe('12');
    expect(await renderFirstScreen(url, mockApi(providerAccount), false)).toBeNull();

    const served = servedDocument(screenHtml.html, screenHtml.state);
    const appFetch = mockApi(providerAccount);
    const app = renderAppOn(served, url);
    await screen.findByRole('heading', { name: 'Svatba v Brně' }, { timeout: 10_000 });
    const shownCards = Array.from(app.container.querySelectorAll('main#main .request-card'));
    const renderedCards = Array.from(served.querySelectorAll(`.${SERVER_PAGE_CLASS} .request-card`));
    expect(renderedCards).toHaveLength(2);
    await waitFor(() => expect(shownCards.map(look)).toEqual(renderedCards.map(look)));
    expect(calls(appFetch).map((call) => call.pathname)).not.toContain('/api/service-requests');
  });
});

/** The app taking over the served page at `url`, as the browser's entry does (its store adopts the page's state). */
function renderAppOn(served: Document, url: string) {
  const store = makeStore();
  takeServerFirstScreen(store, served);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return render(
    <ReduxProvider store={store}>
      <RouterProvider router={router} />
    </ReduxProvider>,
  );
}

/** A signed-in couple's API (no provider profile, not an admin). */
const coupleAccount: MockApi = {
  ...visitorApi,
  'GET /api/auth/user': { status: 200, body: coupleUser },
  'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
  'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } },
  'GET /api/service-categories': { status: 200, body: testCategories },
  'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 0, conversations: 0 } },
  'GET /api/plan': { status: 200, body: { plan: makePlan({ weddingDate: '2027-06-19' }), prefill: null } },
  'GET /api/plan/tasks': {
    status: 200,
    body: { items: [makeTask({ id: 1, title: 'Objednejte fotografa' }), makeTask({ id: 2, title: 'Rozešlete oznámení' })], weddingDate: '2027-06-19' },
  },
  'GET /api/shortlist': {
    status: 200,
    body: { items: [makeEntry({ id: 12, companyName: 'Foto <Jarmila>' }), makeEntry({ id: 14, companyName: 'Květiny Zahrada' })], weddingDate: '2027-06-19' },
  },
  'GET /api/conversations': {
    status: 200,
    body: { items: [makeSummary({ id: 5 }), makeSummary({ id: 6 })], total: 2, page: 1, pageSize: 20 },
  },
  'GET /api/service-requests/mine': {
    status: 200,
    body: [makeRequest({ id: 70, title: 'Hledáme kapelu na zámek' }), makeRequest({ id: 71, title: 'Květinová výzdoba obřadu', offerCount: 2 })],
  },
  'GET /api/bookings/mine': { status: 200, body: [] },
  'GET /api/plan/summary': { status: 200, body: makePlanSummary({ hasPlan: false }) },
};

describe('the server render of signed-in pages', () => {
  afterEach(() => takeServerFirstScreen(makeStore(), document.implementation.createHTMLDocument('')));

  /** The page at `url` rendered for the session of `account`, then the app on it: the same markup, nothing asked again. */
  async function expectSameFirstScreen(url: string, account: MockApi, landmark: () => Promise<unknown>, answered: string[], parts?: string[]) {
    const screenHtml = await renderFirstScreen(url, mockApi(account), true);
    expect(screenHtml).not.toBeNull();
    expect(await renderFirstScreen(url, mockApi(account), false)).toBeNull();
    const served = servedDocument(screenHtml!.html, screenHtml!.state);
    const fetchMock = mockApi(account);
    const app = renderAppOn(served, url);
    await landmark();
    if (parts) {
      // Only these parts: the others load their own code after the page (a Suspense fallback on the server).
      for (const part of parts) {
        const rendered = Array.from(served.querySelectorAll(`.${SERVER_PAGE_CLASS} ${part}`)).map(look);
        expect(rendered.length).toBeGreaterThan(0);
        await waitFor(() => expect(Array.from(app.container.querySelectorAll(`main#main ${part}`)).map(look)).toEqual(rendered));
      }
    } else {
      const main = () => app.container.querySelector('main#main > *') as Element;
      const serverPage = served.querySelector(`.${SERVER_PAGE_CLASS} > *`) as Element;
      await waitFor(() => expect(look(main())).toEqual(look(serverPage)));
    }
    const asked = calls(fetchMock).map((url) => url.pathname);
    for (const path of answered) expect(asked).not.toContain(path);
    return served;
  }

  it("renders the couple's plan on its tasks tab, and nothing for another tab", async () => {
    const served = await expectSameFirstScreen(
      '/muj-plan',
      coupleAccount,
      () => screen.findByText('Rozešlete oznámení', {}, { timeout: 10_000 }),
      ['/api/plan', '/api/plan/tasks'],
    );
    expect(served.querySelector(`.${SERVER_PAGE_CLASS} h1`)?.textContent).toBe('Můj svatební plán');
    expect(await renderFirstScreen('/muj-plan?tab=hoste', mockApi(coupleAccount), true)).toBeNull();
  });

  it("renders the couple's shortlist with the providers' names escaped", async () => {
    const served = await expectSameFirstScreen(
      '/vybrani',
      coupleAccount,
      () => screen.findByText('Květiny Zahrada', {}, { timeout: 10_000 }),
      ['/api/shortlist'],
    );
    expect(served.querySelector(`.${SERVER_PAGE_CLASS}`)?.innerHTML).toContain('Foto &lt;Jarmila&gt;');
  });

  it('renders the inbox list, and nothing when a thread is open', async () => {
    await expectSameFirstScreen('/zpravy', coupleAccount, () => screen.findAllByRole('link', {}, { timeout: 10_000 }), ['/api/conversations']);
    expect(await renderFirstScreen('/zpravy?c=5', mockApi(coupleAccount), true)).toBeNull();
  });

  it("renders a couple's dashboard with their own requests", async () => {
    const served = await expectSameFirstScreen(
      '/dashboard',
      coupleAccount,
      () => screen.findByRole('heading', { name: 'Květinová výzdoba obřadu' }, { timeout: 10_000 }),
      ['/api/service-requests/mine', '/api/bookings/mine', '/api/provider/profile'],
      // Each request's offers and bookings, and the account's cards beside them, load their own code after the page.
      ['.dashboard__head', '.dashboard-requests .request-card'],
    );
    expect(served.querySelector(`.${SERVER_PAGE_CLASS} h1`)?.textContent).toBe('Vítejte, Klára Horáková');
  });

  it("renders the provider's subscription: the current plan, the payments and the invoices", async () => {
    const account: MockApi = {
      ...providerAccount,
      'GET /api/subscription/info': { status: 200, body: activeInfo() },
      'GET /api/subscription/plans': { status: 200, body: testPlans },
      'GET /api/subscription/payments': { status: 200, body: [payment()] },
      'GET /api/invoices': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } },
    };
    const served = await expectSameFirstScreen(
      '/subscription-management',
      account,
      () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 }),
      // The payments and invoices are asked again on every visit (refetchOnMountOrArgChange), drawn from these meanwhile.
      ['/api/subscription/plans', '/api/provider/profile'],
      ['.subscription-page__title', '.subscription-card'],
    );
    expect(served.querySelector(`.${SERVER_PAGE_CLASS} .subscription-card`)).not.toBeNull();
    // A couple's account: the browser's page (the card that invites to register is the app's to draw).
    expect(await renderFirstScreen('/subscription-management', mockApi(coupleAccount), true)).toBeNull();
  });

  it("renders the admin panel's first tab for an admin: the overview and the requests, with the tabs' counts", async () => {
    const admin: MockApi = {
      ...visitorApi,
      'GET /api/auth/user': { status: 200, body: { ...coupleUser, email: 'admin@svatby.cz', isAdmin: true } },
      'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } },
      'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 0, conversations: 0 } },
      ...adminApi(),
    };
    const served = await expectSameFirstScreen(
      '/admin?stav=active',
      admin,
      () => screen.findByText('Lucie a Petr', {}, { timeout: 10_000 }),
      ['/api/isAdmin', '/api/admin/service-requests', '/api/admin/providers', '/api/admin/message-reports', '/api/admin/overview'],
    );
    const page = served.querySelector(`.${SERVER_PAGE_CLASS}`)!;
    expect(page.querySelector('h1')?.textContent).toBe('Administrátorský panel');
    expect(Array.from(page.querySelectorAll('[role="tab"]')).map((tab) => tab.textContent).slice(0, 2)).toEqual(['Poptávky (3)', 'Dodavatelé (2)']);
    expect(page.querySelector('.admin-totals')).not.toBeNull();
    // The filters of the address are the table's call.
    const fetchMock = mockApi(admin);
    await renderFirstScreen('/admin?stav=active', fetchMock, true);
    expect(calls(fetchMock).find((url) => url.pathname === '/api/admin/service-requests')?.searchParams.get('status')).toBe('active');
    // Another tab loads its own code: the browser's page. So is it for a session that is no admin's (the app's redirect).
    expect(await renderFirstScreen('/admin?zalozka=dodavatele', mockApi(admin), true)).toBeNull();
    expect(await renderFirstScreen('/admin', mockApi({ ...coupleAccount, 'GET /api/isAdmin': forbidden }), true)).toBeNull();
    expect(await renderFirstScreen('/admin', mockApi(providerAccount), true)).toBeNull();
  });

  it("renders a booking's page for its couple, and nothing where the API refuses it", async () => {
    const pending = makeBooking({ id: 5, couple: { name: 'Jana <a> Petr' } });
    const served = await expectSameFirstScreen(
      '/rezervace/5',
      { ...coupleAccount, 'GET /api/bookings/5': { status: 200, body: pending } },
      () => screen.findByRole('heading', { level: 1, name: 'Rezervace SV-2026-000123' }, { timeout: 10_000 }),
      ['/api/bookings/5'],
    );
    expect(served.querySelector(`.${SERVER_PAGE_CLASS} .booking-page__history`)).not.toBeNull();
    expect(served.querySelector(`.${SERVER_PAGE_CLASS}`)?.innerHTML).toContain('Jana &lt;a&gt; Petr');

    // Anyone else's session (the API's 404), a manage link's token, no id, a path beyond the page's: the browser's page.
    const stranger = { ...coupleAccount, 'GET /api/bookings/5': { status: 404, body: { statusCode: 404, message: 'Rezervace nenalezena' } } };
    expect(await renderFirstScreen('/rezervace/5', mockApi(stranger), true)).toBeNull();
    const withBooking = { ...coupleAccount, 'GET /api/bookings/5': { status: 200, body: pending } };
    expect(await renderFirstScreen('/rezervace/5?token=abc', mockApi(withBooking), true)).toBeNull();
    expect(await renderFirstScreen('/rezervace/neco', mockApi(withBooking), true)).toBeNull();
    expect(await renderFirstScreen('/rezervace/5/dalsi', mockApi(withBooking), true)).toBeNull();
    // The exact paths still find their pages; the backend asks for the page's modules by path.
    expect(await renderFirstScreen('/vybrani', mockApi(coupleAccount), true)).not.toBeNull();
    expect(serverPageModules('/rezervace/5', true)).toEqual(['src/features/bookings/BookingPage.tsx']);
    expect(serverPageModules('/rezervace/5', false)).toBeNull();
    expect(serverPageModules('/rezervace/', true)).toBeNull();
    expect(serverPageModules('/admin', true)).toEqual(['src/features/admin/AdminPage.tsx']);
    expect(serverPageModules('/vybrani', true)).toEqual(['src/features/shortlist/ShortlistPage.tsx']);
  });

  it("renders a confirmed booking's document for its provider", async () => {
    // Without a deposit: its panel loads antd after the page.
    const document = confirmed({ id: 8, deposit: null, depositAmount: null, couple: { name: 'Tereza a Jakub' } });
    const provider = await expectSameFirstScreen(
      '/rezervace/8',
      { ...providerAccount, 'GET /api/bookings/8': { status: 200, body: document } },
      () => screen.findByRole('heading', { level: 1, name: 'Potvrzení rezervace' }, { timeout: 10_000 }),
      ['/api/bookings/8'],
    );
    expect(provider.querySelector(`.${SERVER_PAGE_CLASS} .couple-booking__next`)?.textContent).toContain('Tereza a Jakub');
  });

  it('renders nothing for a session that has ended', async () => {
    const ended = { ...coupleAccount, 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } } };
    for (const url of ['/muj-plan', '/vybrani', '/zpravy', '/admin', '/rezervace/5']) expect(await renderFirstScreen(url, mockApi(ended), true)).toBeNull();
  });
});

