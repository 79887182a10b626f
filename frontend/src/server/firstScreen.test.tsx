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
import { freeInfo } from '../test/subscriptionTestKit';
import { makeProfile, providerUser, testCategories } from '../test/workspaceTestKit';
import { renderFirstScreen } from './firstScreen';

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
    const main = app.container.querySelector('main#main > *') as Element;
    const serverPage = served.querySelector(`.${SERVER_PAGE_CLASS} > *`) as Element;
    await waitFor(() => expect(look(main)).toEqual(look(serverPage)));
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
    // Never for a visitor (a session's page), and nothing for a couple's account or a session that has ended.
    expect(await renderFirstScreen('/dashboard', mockApi(providerAccount), false)).toBeNull();
    const couple = { ...providerAccount, 'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } } };
    expect(await renderFirstScreen('/dashboard', mockApi(couple), true)).toBeNull();
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
    const store = makeStore();
    takeServerFirstScreen(store, served);
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    render(
      <ReduxProvider store={store}>
        <RouterProvider router={router} />
      </ReduxProvider>,
    );
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
    const store = makeStore();
    takeServerFirstScreen(store, served);
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    const app = render(
      <ReduxProvider store={store}>
        <RouterProvider router={router} />
      </ReduxProvider>,
    );
    await screen.findByRole('heading', { name: 'Svatba v Brně' }, { timeout: 10_000 });
    const shownCards = Array.from(app.container.querySelectorAll('main#main .request-card'));
    const renderedCards = Array.from(served.querySelectorAll(`.${SERVER_PAGE_CLASS} .request-card`));
    expect(renderedCards).toHaveLength(2);
    await waitFor(() => expect(shownCards.map(look)).toEqual(renderedCards.map(look)));
    expect(calls(appFetch).map((call) => call.pathname)).not.toContain('/api/service-requests');
  });
});

