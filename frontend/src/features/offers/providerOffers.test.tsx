import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferStatus, ProviderOfferDto } from '../../api';
import { RequestCard, RequestDetailDialog } from '../requests';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { NO_SUBSCRIPTION } from '../../shared/subscriptionDisplay';
import { NOT_SUBSCRIBED_TEXT } from './ProviderOfferActions';
import {
  AUTO_DECLINE,
  findDialog,
  makeProviderOffer,
  makeRequest,
  pageOf,
  plain,
  providerApi,
  renderPage,
  renderWithApi,
} from '../../test/offersTestKit';
import type { OffersApi, RecordedCall } from '../../test/offersTestKit';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** GET /api/provider/offers answering from `offers` by the call's requestId and status. */
const ownOffers = (offers: () => ProviderOfferDto[]) => (_body: unknown, call: RecordedCall) => {
  const requestId = call.query.get('requestId');
  const status = call.query.get('status');
  const items = offers().filter(
    (offer) => (!requestId || offer.requestId === Number(requestId)) && (!status || offer.status === status),
  );
  return { status: 200, body: pageOf(items) };
};

function renderDetail(api: OffersApi, request = makeRequest({ offerCount: 3 })) {
  return renderWithApi(<RequestDetailDialog open onClose={() => undefined} request={request} />, providerApi(api));
}

describe("the provider's offer in the request detail", () => {
  it("offers 'Poslat nabídku' to a subscribed provider, with the request's offer count", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderDetail({});
    const section = (await screen.findByRole('heading', { name: 'Vaše nabídka' })).closest('section') as HTMLElement;
    expect(within(section).getByText('3 nabídky')).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: /Poslat nabídku/ }));
    expect(await findDialog('Poslat nabídku')).toBeInTheDocument();
    expect(callsTo('GET', '/api/provider/offers')[0].query.get('requestId')).toBe('40');
  });

  it('tells an unsubscribed provider why not, with the way to the plans', async () => {
    renderDetail({ 'GET /api/subscription/info': { status: 200, body: NO_SUBSCRIPTION } }, makeRequest({ offerCount: 0 }));
    const section = (await screen.findByRole('heading', { name: 'Vaše nabídka' })).closest('section') as HTMLElement;
    expect(await within(section).findByText(new RegExp(NOT_SUBSCRIBED_TEXT))).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Vybrat předplatné' })).toHaveAttribute('href', '/subscription-management');
    expect(within(section).queryByRole('button', { name: /Poslat nabídku/ })).not.toBeInTheDocument();
    expect(within(section).getByText('Zatím žádná nabídka')).toBeInTheDocument();
  });

  it('shows the own offer while the couple has not answered: edit, and withdraw after a confirmation, then send again', async () => {
    const user = userEvent.setup();
    let offer = makeProviderOffer({ unreadMessages: 2 });
    const { callsTo } = renderDetail({
      'GET /api/provider/offers': ownOffers(() => [offer]),
      'POST /api/offers/9/withdraw': () => {
        offer = { ...offer, status: 'withdrawn' };
        return { status: 200, body: offer };
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Vaše nabídka' })).closest('section') as HTMLElement;
    expect(await within(section).findByText('Čeká na odpověď')).toBeInTheDocument();
    expect(plain(within(section).getByText(/Kč$/).textContent)).toBe('25 000 Kč');
    expect(within(section).getByRole('link', { name: /2 nepřečtené zprávy/ })).toHaveAttribute('href', '/zpravy?c=5');

    await user.click(within(section).getByRole('button', { name: /Upravit nabídku/ }));
    const form = await findDialog('Upravit nabídku');
    expect(within(form).getByLabelText(/Zpráva pro pár/)).toHaveValue(offer.message);
    await user.click(within(form).getByRole('button', { name: 'Zrušit' }));

    await user.click(within(section).getByRole('button', { name: /Stáhnout nabídku/ }));
    const confirm = await findDialog('Stáhnout nabídku?');
    expect(callsTo('POST', '/api/offers/9/withdraw')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Stáhnout nabídku' }));
    await waitFor(() => expect(callsTo('POST', '/api/offers/9/withdraw')).toHaveLength(1));
    expect(await within(section).findByText('Stažena')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: /Poslat znovu/ }));
    const again = await findDialog('Poslat nabídku znovu');
    expect(within(again).getByLabelText(/Zpráva pro pár/)).toHaveValue(offer.message);
  });
});

describe("'Moje nabídky' on the provider's dashboard", () => {
  const offers: ProviderOfferDto[] = [
    makeProviderOffer({
      id: 1,
      requestId: 51,
      request: { id: 51, title: 'Svatba v Brně', weddingDate: '2027-05-01', location: 'Brno', status: 'booked' },
      status: 'accepted',
    }),
    makeProviderOffer({
      id: 2,
      requestId: 52,
      request: { id: 52, title: 'Svatba na statku', weddingDate: null, location: 'Olomouc', status: 'booked' },
      status: 'declined',
      declinedAutomatically: true,
      declineReason: AUTO_DECLINE,
    }),
    makeProviderOffer({
      id: 3,
      requestId: 53,
      request: { id: 53, title: 'Focení v Táboře', weddingDate: '2027-08-14', location: 'Tábor', status: 'active' },
      status: 'declined',
      declineReason: 'Vybrali jsme jiný styl.',
    }),
    makeProviderOffer({
      id: 4,
      requestId: 54,
      request: { id: 54, title: 'Svatba v zahradě', weddingDate: null, location: 'Praha', status: 'active' },
    }),
  ];

  it('lists the own offers with their states and filters them by state', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPage(
      '/dashboard',
      providerApi({
        'GET /api/provider/offers': ownOffers(() => offers),
        'GET /api/service-requests': { status: 200, body: pageOf([], 0, 50) },
      }),
    );
    const section = (await screen.findByRole('heading', { name: 'Moje nabídky' }, NAVIGATION_WAIT)).closest('section') as HTMLElement;
    const item = async (title: string) => (await within(section).findByRole('heading', { name: title })).closest('article') as HTMLElement;

    const accepted = await item('Svatba v Brně');
    expect(within(accepted).getByText('Přijata')).toBeInTheDocument();
    expect(within(accepted).getByText(/Pár vaši nabídku přijal/)).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /Stáhnout nabídku/ })).not.toBeInTheDocument();

    const auto = await item('Svatba na statku');
    expect(within(auto).getByText('Odmítnuta')).toBeInTheDocument();
    expect(within(auto).getByText(AUTO_DECLINE)).toBeInTheDocument();

    const declined = await item('Focení v Táboře');
    expect(within(declined).getByText('Důvod: Vybrali jsme jiný styl.')).toBeInTheDocument();

    const sent = await item('Svatba v zahradě');
    expect(within(sent).getByText('Čeká na odpověď')).toBeInTheDocument();
    expect(within(sent).getByRole('button', { name: /Upravit nabídku/ })).toBeInTheDocument();
    expect(within(sent).getByRole('button', { name: /Stáhnout nabídku/ })).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: /Zprávy s párem/ })).toHaveAttribute('href', '/zpravy?c=5');

    await user.selectOptions(within(section).getByLabelText('Stav nabídky'), 'Odmítnuté');
    await waitFor(() => expect(within(section).queryByRole('heading', { name: 'Svatba v Brně' })).not.toBeInTheDocument());
    const statuses = callsTo('GET', '/api/provider/offers').map((call) => call.query.get('status'));
    expect(statuses).toContain('declined' satisfies OfferStatus);
    expect(within(section).getByRole('heading', { name: 'Focení v Táboře' })).toBeInTheDocument();
  });
});

describe('request cards for providers', () => {
  it('show the offer count with Czech plural forms', async () => {
    renderWithApi(
      <ul>
        {[0, 1, 3, 5].map((count) => (
          <li key={count}>
            <RequestCard request={makeRequest({ id: 60 + count, title: `Poptávka ${count}`, offerCount: count })} />
          </li>
        ))}
      </ul>,
      providerApi(),
    );
    const card = async (count: number) =>
      (await screen.findByRole('heading', { name: `Poptávka ${count}` })).closest('article') as HTMLElement;
    expect(await within(await card(0)).findByText('Zatím žádná nabídka')).toBeInTheDocument();
    expect(within(await card(1)).getByText('1 nabídka')).toBeInTheDocument();
    expect(within(await card(3)).getByText('3 nabídky')).toBeInTheDocument();
    expect(within(await card(5)).getByText('5 nabídek')).toBeInTheDocument();
  });

  it("offer 'Poslat nabídku' on /inquiries, and the own offer's state where one was sent", async () => {
    const user = userEvent.setup();
    const requests = [
      makeRequest({ id: 40, title: 'Bez nabídky', offerCount: 2, cappedOfferCount: 2 }),
      makeRequest({ id: 41, title: 'S mou nabídkou', offerCount: 1 }),
      makeRequest({ id: 42, title: 'Ukázka', isDemo: true }),
    ];
    const { callsTo } = renderPage(
      '/inquiries',
      providerApi({
        'GET /api/service-requests': { status: 200, body: pageOf(requests, 3, 12) },
        'GET /api/provider/offers': ownOffers(() => [makeProviderOffer({ id: 7, requestId: 41 })]),
      }),
    );
    const card = async (title: string) =>
      (await screen.findByRole('heading', { name: title }, NAVIGATION_WAIT)).closest('article') as HTMLElement;
    const fresh = await card('Bez nabídky');
    // The cap's count (issue 45) in place of the plain one on the provider's cards.
    expect(within(fresh).getByText('2 z 8 nabídek')).toBeInTheDocument();
    const mine = await card('S mou nabídkou');
    expect(await within(mine).findByText('Čeká na odpověď')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Upravit nabídku: S mou nabídkou' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Poslat nabídku/ })).not.toBeInTheDocument();
    // With an offer sent, no one-tap answers.
    expect(within(mine).queryByRole('button', { name: 'Nemám volný termín' })).not.toBeInTheDocument();
    const demo = await card('Ukázka');
    expect(within(demo).queryByRole('button', { name: /nabídk/ })).not.toBeInTheDocument();

    await user.click(await within(fresh).findByRole('button', { name: 'Poslat nabídku: Bez nabídky' }));
    expect(await findDialog('Poslat nabídku')).toBeInTheDocument();
    // One call for the whole list: every own offer fits on its first page.
    expect(callsTo('GET', '/api/provider/offers').every((call) => !call.query.get('requestId'))).toBe(true);
  });
});
