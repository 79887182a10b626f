import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferDto, ServiceRequestDto } from '../../api';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { NO_OFFERS_TEXT } from './OffersPanel';
import { AUTO_DECLINE, coupleApi, findDialog, makeOffer, makeRequest, plain, renderPage } from '../../test/offersTestKit';
import type { OffersApi } from '../../test/offersTestKit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MANAGE = 'm9Zx8Yw7Vv6Uu5Tt4Ss3Rr2Qq1Pp0Oo9Nn8Mm7Ll6Kk';
const SENTENCE = 'Focení od příprav až po první tanec, s důrazem na přirozené momenty. ';
const LONG = `Dobrý den, posíláme nabídku. ${SENTENCE.repeat(6)}Konec zprávy.`;

const studio = makeOffer({ unreadMessages: 2 });
const jarmila = makeOffer({
  id: 10,
  conversationId: 6,
  priceKind: 'range',
  priceMin: 30_000,
  priceMax: 40_000,
  availableOnDate: 'busy',
  includedItems: ['Fotokniha'],
  message: LONG,
  validUntil: '2099-01-31',
  responseMinutes: 30 * 60,
  provider: {
    id: 14,
    companyName: 'Foto Jarmila',
    profileImageUrl: null,
    averageRating: null,
    reviewCount: 0,
    responseMinutesMedian: null,
    responseShare: null,
  },
});

/**
 * The couple's request 41 with the two offers, on the server: accepting one books the request and
 * declines the other automatically; declining stores the reason.
 */
function server(initial: Partial<ServiceRequestDto> = {}) {
  let request = makeRequest({ id: 41, title: 'Hledáme fotografa', offerCount: 2, canSeeContact: true, ...initial });
  let offers: OfferDto[] = [{ ...studio, requestId: 41 }, { ...jarmila, requestId: 41 }];
  const answer = (id: number, change: (offer: OfferDto) => OfferDto) => {
    offers = offers.map((offer) => (offer.id === id ? change(offer) : offer));
    return { status: 200, body: offers.find((offer) => offer.id === id) };
  };
  const accept = (id: number) => () => {
    request = { ...request, status: 'booked' };
    offers = offers.map((offer) =>
      offer.id === id
        ? { ...offer, status: 'accepted', answeredAt: '2026-09-20T10:00:00.000Z' }
        : { ...offer, status: 'declined', declinedAutomatically: true, declineReason: AUTO_DECLINE },
    );
    return { status: 200, body: offers.find((offer) => offer.id === id) };
  };
  const decline = (id: number) => (body: unknown) =>
    answer(id, (offer) => ({ ...offer, status: 'declined', declineReason: (body as { reason?: string }).reason ?? null }));
  const api: OffersApi = {
    'GET /api/service-requests/mine': () => ({ status: 200, body: [request] }),
    'GET /api/service-requests/41/offers': () => ({ status: 200, body: offers }),
    'GET /api/service-requests/manage': () => ({ status: 200, body: request }),
    'GET /api/service-requests/manage/offers': () => ({ status: 200, body: offers }),
    'POST /api/offers/9/accept': accept(9),
    'POST /api/offers/10/accept': accept(10),
    'POST /api/offers/9/decline': decline(9),
    'POST /api/offers/10/decline': decline(10),
  };
  return { api, offers: () => offers };
}

const offerCard = async (name: string) =>
  (await screen.findByRole('link', { name }, NAVIGATION_WAIT)).closest('article') as HTMLElement;

describe("the couple's offers on the dashboard", () => {
  it('lists each offer with the provider, price, availability, message and the way to write', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard', coupleApi(server().api));
    const panel = (await screen.findByRole('heading', { name: 'Nabídky (2)' }, NAVIGATION_WAIT)).closest('section') as HTMLElement;
    expect(within(panel).getByRole('button', { name: /Porovnat nabídky/ })).toBeInTheDocument();

    const first = await offerCard('Studio Světlo');
    expect(within(first).getByRole('link', { name: 'Studio Světlo' })).toHaveAttribute('href', '/portfolio?provider=12');
    expect(plain(within(first).getByText(/25.000 Kč/).textContent)).toContain('25 000 Kč');
    expect(within(first).getByText('Termín volný')).toBeInTheDocument();
    expect(within(first).getByText('Obvykle odpovídá do 3 hodin')).toBeInTheDocument();
    expect(within(first).getByText('2 nepřečtené zprávy')).toBeInTheDocument();
    expect(within(first).getByText('400 upravených fotografií')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Napsat zprávu/ })).toHaveAttribute('href', '/zpravy?c=5');

    const second = await offerCard('Foto Jarmila');
    expect(within(second).getByText('Termín obsazený')).toBeInTheDocument();
    expect(within(second).getByText('Bez hodnocení')).toBeInTheDocument();
    expect(within(second).getByText('do 31. 1. 2099')).toBeInTheDocument();
    expect(within(second).queryByText(/Konec zprávy\.$/)).not.toBeInTheDocument();
    const more = within(second).getByRole('button', { name: 'Zobrazit celou zprávu' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(second).getByText(/Konec zprávy\.$/)).toBeInTheDocument();
  });

  it('accepts an offer after the confirmation; the request is then Vybráno and the other one declined politely', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage('/dashboard', coupleApi(server().api));
    await user.click(within(await offerCard('Studio Světlo')).getByRole('button', { name: /Přijmout/ }));
    const confirm = await findDialog('Přijmout nabídku dodavatele Studio Světlo?');
    expect(within(confirm).getByText(/Druhou nabídku automaticky odmítneme/)).toBeInTheDocument();
    expect(callsTo('POST', '/api/offers/9/accept')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Přijmout nabídku' }));

    await waitFor(() => expect(callsTo('POST', '/api/offers/9/accept')).toHaveLength(1));
    expect(callsTo('POST', '/api/offers/9/accept')[0].body).toEqual({});
    const card = screen.getByText('Hledáme fotografa').closest('li') as HTMLElement;
    expect(await within(card).findByText('Vybráno')).toBeInTheDocument();
    const chosen = await offerCard('Studio Světlo');
    expect(within(chosen).getByText('Vybraná nabídka')).toBeInTheDocument();
    expect(chosen).toHaveClass('offer-card--chosen');
    const other = await offerCard('Foto Jarmila');
    expect(await within(other).findByText(`Odmítnuta automaticky: ${AUTO_DECLINE}`)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Přijmout|Odmítnout/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Vybrali jste nabídku dodavatele Studio Světlo. Ostatním dodavatelům jsme poděkovali.')).toBeInTheDocument();
  });

  it('declines an offer with an optional reason', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage('/dashboard', coupleApi(server().api));
    await user.click(within(await offerCard('Foto Jarmila')).getByRole('button', { name: /Odmítnout/ }));
    const dialog = await findDialog('Odmítnout nabídku');
    await user.type(within(dialog).getByLabelText('Důvod (nepovinné)'), '  Vybrali jsme jiný styl.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Odmítnout nabídku' }));
    await waitFor(() => expect(callsTo('POST', '/api/offers/10/decline')).toHaveLength(1));
    expect(callsTo('POST', '/api/offers/10/decline')[0].body).toEqual({ reason: 'Vybrali jsme jiný styl.' });
    expect(await within(await offerCard('Foto Jarmila')).findByText('Odmítli jste: Vybrali jsme jiný styl.')).toBeInTheDocument();
    // The other offer can still be accepted.
    expect(within(await offerCard('Studio Světlo')).getByRole('button', { name: /Přijmout/ })).toBeInTheDocument();
  });

  it('compares the offers side by side', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard', coupleApi(server().api));
    await user.click(await screen.findByRole('button', { name: /Porovnat nabídky/ }, NAVIGATION_WAIT));
    const dialog = await findDialog('Porovnání nabídek');
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Studio Světlo' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Foto Jarmila' })).toBeInTheDocument();
    const priceRow = within(table).getByRole('rowheader', { name: 'Cena' }).closest('tr') as HTMLElement;
    expect(plain(priceRow.textContent)).toContain('25 000 Kč');
    expect(plain(priceRow.textContent)).toContain('30 000 – 40 000 Kč');
    const dateRow = within(table).getByRole('rowheader', { name: 'Termín svatby' }).closest('tr') as HTMLElement;
    expect(within(dateRow).getByText('Termín volný')).toBeInTheDocument();
    expect(within(dateRow).getByText('Termín obsazený')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Počet hodnocení' }).closest('tr')).toHaveTextContent('8');
    expect(within(dialog).getByRole('region', { name: 'Tabulka nabídek' })).toHaveAttribute('tabindex', '0');
  });

  it('says that no offers came yet, without asking for them', async () => {
    const { callsTo } = renderPage('/dashboard', coupleApi(server({ offerCount: 0 }).api));
    expect(await screen.findByText(NO_OFFERS_TEXT, {}, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(callsTo('GET', '/api/service-requests/41/offers')).toHaveLength(0);
  });

  it("shows a booked request as 'Vybráno', neither closable nor reopenable, with the chosen offer first", async () => {
    const state = server({ status: 'booked' });
    const { api } = state;
    api['GET /api/service-requests/41/offers'] = {
      status: 200,
      body: [
        { ...jarmila, requestId: 41, status: 'declined', declinedAutomatically: true, declineReason: AUTO_DECLINE },
        { ...studio, requestId: 41, status: 'accepted' },
      ],
    };
    renderPage('/dashboard', coupleApi(api));
    const card = (await screen.findByText('Hledáme fotografa', {}, NAVIGATION_WAIT)).closest('li') as HTMLElement;
    expect(within(card).getByText('Vybráno')).toBeInTheDocument();
    // Settled: 'Co dál' says what comes next (bookedAndPhone.test.tsx), nothing to close.
    expect(within(card).queryByRole('button', { name: /Uzavřít poptávku/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Znovu otevřít/ })).not.toBeInTheDocument();
    await offerCard('Studio Světlo');
    // 'Co dál' first, then the offers, the chosen one first.
    const names = within(card)
      .getAllByRole('heading', { level: 5 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Co dál', 'Studio Světlo', 'Foto Jarmila']);
    expect(await offerCard('Studio Světlo')).toHaveClass('offer-card--chosen');
  });
});

describe('the offers on the manage-link page', () => {
  it('asks by the token, and accepts, declines and opens the conversation with it', async () => {
    const user = userEvent.setup();
    const { callsTo, calls } = renderPage(`/poptavka/sprava?token=${MANAGE}`, {
      ...server().api,
      'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
      'GET /api/dashboard-counts': { status: 200, body: { requests: 1, providers: 1 } },
    });
    expect(await screen.findByRole('heading', { name: 'Nabídky (2)', level: 2 }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(callsTo('GET', '/api/service-requests/manage/offers')[0].query.get('token')).toBe(MANAGE);

    await user.click(within(await offerCard('Foto Jarmila')).getByRole('button', { name: /Odmítnout/ }));
    const decline = await findDialog('Odmítnout nabídku');
    await user.type(within(decline).getByLabelText('Důvod (nepovinné)'), 'Termín nám nevyhovuje.');
    await user.click(within(decline).getByRole('button', { name: 'Odmítnout nabídku' }));
    await waitFor(() => expect(callsTo('POST', '/api/offers/10/decline')).toHaveLength(1));
    expect(callsTo('POST', '/api/offers/10/decline')[0].body).toEqual({ token: MANAGE, reason: 'Termín nám nevyhovuje.' });

    await user.click(within(await offerCard('Studio Světlo')).getByRole('button', { name: /Přijmout/ }));
    const confirm = await findDialog('Přijmout nabídku dodavatele Studio Světlo?');
    await user.click(within(confirm).getByRole('button', { name: 'Přijmout nabídku' }));
    await waitFor(() => expect(callsTo('POST', '/api/offers/9/accept')).toHaveLength(1));
    expect(callsTo('POST', '/api/offers/9/accept')[0].body).toEqual({ token: MANAGE });
    expect(await screen.findByText('Vybráno')).toBeInTheDocument();

    const write = within(await offerCard('Studio Světlo')).getByRole('button', { name: /Napsat zprávu/ });
    expect(write).toHaveAttribute('aria-expanded', 'false');
    await user.click(write);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/conversations/5/messages')).toBe(true));
    const thread = calls.find((call) => call.path === '/api/conversations/5/messages');
    expect(thread?.query.get('token')).toBe(MANAGE);
  });
});
