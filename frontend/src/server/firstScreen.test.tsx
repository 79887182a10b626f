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
