import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferDto, ServiceRequestDto } from '../../api';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { AUTO_DECLINE, coupleApi, findDialog, makeOffer, makeRequest, plain, renderPage } from '../../test/offersTestKit';
import type { OffersApi } from '../../test/offersTestKit';
import { COMPARE_AS_CARDS } from './CompareOffersDialog';

/**
 * Issue 51, items 7 and 8: comparing offers on a phone (cards, each with its 'Přijmout'), and after
 * 'Přijmout' the 'Co dál' panel (contacts, agreed price, next step, review) without 'Uzavřít poptávku'.
 */

const MANAGE = 'm9Zx8Yw7Vv6Uu5Tt4Ss3Rr2Qq1Pp0Oo9Nn8Mm7Ll6Kk';

const studio = makeOffer({ requestId: 41 });
const jarmila = makeOffer({
  id: 10,
  requestId: 41,
  conversationId: 6,
  priceKind: 'range',
  priceMin: 30_000,
  priceMax: 40_000,
  availableOnDate: 'busy',
  includedItems: ['Fotokniha'],
  provider: { id: 14, companyName: 'Foto Jarmila', profileImageUrl: null, averageRating: null, reviewCount: 0, responseMinutesMedian: null, responseShare: null },
});

/** The public profile of Studio Světlo (GET /api/providers/12): providers' contacts are public. */
const studioProfile = {
  id: 12,
  businessName: 'Studio Světlo',
  description: 'Svatební fotografie s citem.',
  services: ['photography'],
  location: 'Praha',
  serviceAreas: ['praha'],
  contact: { name: 'Studio Světlo', phone: '+420 777 123 456', email: 'info@studio.cz' },
  website: 'https://studio-svetlo.cz/',
  instagramUrl: null,
  facebookUrl: null,
  tiktokUrl: null,
  linkedinUrl: null,
  yearsExperience: 8,
  priceFrom: null,
  priceTo: null,
};

function server(initial: Partial<ServiceRequestDto> = {}, initialOffers: OfferDto[] = [studio, jarmila]) {
  let request = makeRequest({ id: 41, title: 'Hledáme fotografa', offerCount: initialOffers.length, canSeeContact: true, ...initial });
  let offers = initialOffers;
  const accept = (id: number) => () => {
    request = { ...request, status: 'booked' };
    offers = offers.map((offer) =>
      offer.id === id
        ? { ...offer, status: 'accepted', answeredAt: '2026-09-20T10:00:00.000Z' }
        : { ...offer, status: 'declined', declinedAutomatically: true, declineReason: AUTO_DECLINE },
    );
    return { status: 200, body: offers.find((offer) => offer.id === id) };
  };
  const api: OffersApi = {
    'GET /api/service-requests/mine': () => ({ status: 200, body: [request] }),
    'GET /api/service-requests/41/offers': () => ({ status: 200, body: offers }),
    'GET /api/service-requests/manage': () => ({ status: 200, body: request }),
    'GET /api/service-requests/manage/offers': () => ({ status: 200, body: offers }),
    'GET /api/providers/12': { status: 200, body: studioProfile },
    'POST /api/offers/9/accept': accept(9),
    'POST /api/offers/10/accept': accept(10),
  };
  return api;
}

const booked = () =>
  server({ status: 'booked' }, [
    { ...studio, status: 'accepted', answeredAt: '2026-09-20T10:00:00.000Z' },
    { ...jarmila, status: 'declined', declinedAutomatically: true, declineReason: AUTO_DECLINE },
  ]);

/** A phone: the compare dialog's media query matches (jsdom has no layout). */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === COMPARE_AS_CARDS,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The first page of the file waits for its lazy chunks' transform, longer on a busy machine. */
const FIRST_LOAD = { timeout: 60_000 };

describe('comparing offers on a phone', { timeout: 120_000 }, () => {
  it('stacks the offers as cards, every value under its label, each with its own Přijmout that asks first', async () => {
    phoneWidth();
    const user = userEvent.setup();
    const { callsTo } = renderPage('/dashboard', coupleApi(server()));
    await user.click(await screen.findByRole('button', { name: /Porovnat nabídky/ }, FIRST_LOAD));
    const dialog = await findDialog('Porovnání nabídek');

    // No table that shows one column and loses its row labels when swiped.
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(dialog).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Studio Světlo', 'Foto Jarmila']);
    for (const card of cards) {
      // Each card carries every label next to its value, and its action.
      for (const label of ['Cena', 'Hodnocení', 'Termín svatby', 'Platnost nabídky', 'Cena zahrnuje']) {
        expect(within(card).getByText(label, { selector: 'dt' })).toBeInTheDocument();
      }
      expect(within(card).getByRole('button', { name: /Přijmout/ })).toBeInTheDocument();
    }
    expect(plain(cards[1].textContent)).toContain('30 000 – 40 000 Kč');
    expect(within(cards[1]).getByText('Termín obsazený')).toBeInTheDocument();

    await user.click(within(cards[1]).getByRole('button', { name: /Přijmout/ }));
    const confirm = await findDialog(/Přijmout nabídku (od|dodavatele) Foto Jarmila\?/);
    expect(callsTo('POST', '/api/offers/10/accept')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Přijmout nabídku' }));
    await waitFor(() => expect(callsTo('POST', '/api/offers/10/accept')).toHaveLength(1));
  });

  it('keeps the table on a wide screen, with a Přijmout per open offer', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard', coupleApi(server()));
    await user.click(await screen.findByRole('button', { name: /Porovnat nabídky/ }, FIRST_LOAD));
    const dialog = await findDialog('Porovnání nabídek');
    const table = within(dialog).getByRole('table');
    const actions = within(table).getByRole('rowheader', { name: 'Výběr' }).closest('tr') as HTMLElement;
    expect(within(actions).getAllByRole('button', { name: /Přijmout/ })).toHaveLength(2);
  });

  it('offers no Přijmout in the comparison of a booked request', async () => {
    phoneWidth();
    const user = userEvent.setup();
    renderPage('/dashboard', coupleApi(booked()));
    await user.click(await screen.findByRole('button', { name: /Porovnat nabídky/ }, NAVIGATION_WAIT));
    const dialog = await findDialog('Porovnání nabídek');
    expect(within(dialog).getAllByRole('article')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /Přijmout/ })).not.toBeInTheDocument();
  });
});

describe("after 'Přijmout': Co dál", () => {
  it("shows the provider's contacts, the agreed price, the next step and the review, and no 'Uzavřít poptávku' on the dashboard", async () => {
    const user = userEvent.setup();
    renderPage('/dashboard', coupleApi(server()));
    const card = (await screen.findByText('Hledáme fotografa', {}, NAVIGATION_WAIT)).closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: /Uzavřít poptávku/ })).toBeInTheDocument();
    await user.click((await within(card).findAllByRole('button', { name: /^Přijmout/ }, NAVIGATION_WAIT))[0]);
    await user.click(within(await findDialog(/Přijmout nabídku (od|dodavatele) Studio Světlo\?/)).getByRole('button', { name: 'Přijmout nabídku' }));

    const next = (await within(card).findByRole('heading', { name: 'Co dál' })).closest('section') as HTMLElement;
    expect(next).toHaveTextContent(/Vybrali jste nabídku (od|dodavatele) Studio Světlo\.? Ostatním dodavatelům jsme poděkovali\./);
    const price = within(next).getByText('Dohodnutá cena').closest('div') as HTMLElement;
    expect(plain(price.textContent)).toContain('25 000 Kč');
    expect(await within(next).findByRole('link', { name: '+420 777 123 456' })).toHaveAttribute('href', 'tel:+420777123456');
    expect(within(next).getByRole('link', { name: 'info@studio.cz' })).toHaveAttribute('href', 'mailto:info@studio.cz');
    expect(within(next).getByRole('link', { name: 'studio-svetlo.cz' })).toHaveAttribute('href', 'https://studio-svetlo.cz/');
    expect(next).toHaveTextContent('Studio Světlo se vám ozve');
    expect(next).toHaveTextContent(/Po svatbě můžete dodavatele ohodnotit/);
    expect(within(next).getByRole('link', { name: /Napsat dodavateli/ })).toHaveAttribute('href', '/zpravy?c=5');
    expect(within(next).getByRole('link', { name: /Profil a hodnocení/ })).toHaveAttribute('href', '/portfolio?provider=12');

    // Booked: nothing to close or reopen.
    await waitFor(() => expect(within(card).queryByRole('button', { name: /Uzavřít poptávku/ })).not.toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: /Znovu otevřít/ })).not.toBeInTheDocument();
  });

  it("shows Co dál on the manage-link page and hides its 'Uzavřít poptávku'", async () => {
    renderPage(`/poptavka/sprava?token=${MANAGE}`, {
      ...booked(),
      'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
      'GET /api/dashboard-counts': { status: 200, body: { requests: 1, providers: 1 } },
    });
    const next = (await screen.findByRole('heading', { name: 'Co dál', level: 3 }, NAVIGATION_WAIT)).closest('section') as HTMLElement;
    expect(await within(next).findByRole('link', { name: 'info@studio.cz' })).toBeInTheDocument();
    expect(next).toHaveTextContent('Napsat zprávu u nabídky');
    // The conversation opens inline here: no link away to /zpravy.
    expect(within(next).queryByRole('link', { name: /Napsat dodavateli/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upravit poptávku' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Uzavřít poptávku' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Uzavřít poptávku/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Znovu otevřít/ })).not.toBeInTheDocument();
  });

  it("still offers 'Uzavřít poptávku' on the manage page of an open request", async () => {
    renderPage(`/poptavka/sprava?token=${MANAGE}`, {
      ...server(),
      'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
      'GET /api/dashboard-counts': { status: 200, body: { requests: 1, providers: 1 } },
    });
    expect(await screen.findByRole('button', { name: /Uzavřít poptávku/ }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Co dál' })).not.toBeInTheDocument();
  });
});
