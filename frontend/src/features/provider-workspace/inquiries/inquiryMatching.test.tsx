import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestReplyDto, ServiceRequestDto } from '../../../api';
import { NAVIGATION_WAIT } from '../../../test/renderApp';
import { findDialog, makeRequest, pageOf, providerApi, renderPage } from '../../../test/offersTestKit';
import type { OffersApi, RecordedCall } from '../../../test/offersTestKit';
import { NO_SUBSCRIPTION } from '../../../shared/subscriptionDisplay';

/**
 * /inquiries and the provider's dashboard with issue 45's matching: the couple's invitation flagged at the
 * top, the cap on offers ('3 z 8 nabídek'), the way to subscribe for an invited provider without a plan, and
 * the one-tap answers with their 10-second undo.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function request(overrides: Partial<ServiceRequestDto> = {}): ServiceRequestDto {
  return { ...makeRequest(), invited: false, cappedOfferCount: 3, offerCap: 8, ...overrides } as ServiceRequestDto;
}

const plainRequest = request({ id: 41, title: 'Fotograf do Brna', location: 'Brno' });
const invitedRequest = request({ id: 42, title: 'Pozvali nás na zámek', invited: true, cappedOfferCount: 1 });

function reply(overrides: Partial<RequestReplyDto> = {}): RequestReplyDto {
  const now = Date.now();
  return {
    id: 5,
    requestId: 41,
    kind: 'unavailable',
    reason: null,
    question: null,
    createdAt: new Date(now).toISOString(),
    undoUntil: new Date(now + 10_000).toISOString(),
    ...overrides,
  } as RequestReplyDto;
}

/**
 * The server's side of the one-tap answers: the provider's list leaves out requests answered 'unavailable' /
 * 'not_fit' (until undone), invited first, as the API does.
 */
function matchingServer(requests: ServiceRequestDto[], extra: OffersApi = {}) {
  const answered = new Map<number, string>();
  const list = () => {
    const shown = requests.filter((item) => !['unavailable', 'not_fit'].includes(answered.get(item.id) ?? ''));
    return { status: 200, body: pageOf([...shown.filter((item) => item.invited), ...shown.filter((item) => !item.invited)], shown.length, 12) };
  };
  const api: OffersApi = {
    'GET /api/service-requests': list,
    ...Object.fromEntries(
      requests.flatMap((item) => [
        [
          `POST /api/service-requests/${item.id}/replies`,
          (body: unknown) => {
            const { kind, reason, question } = body as { kind: string; reason?: string; question?: string };
            answered.set(item.id, kind);
            return { status: 201, body: reply({ requestId: item.id, kind, reason: reason ?? null, question: question ?? null } as Partial<RequestReplyDto>) };
          },
        ],
        [
          `DELETE /api/service-requests/${item.id}/replies/mine`,
          () => {
            answered.delete(item.id);
            return { status: 204 };
          },
        ],
      ]),
    ),
    ...extra,
  };
  return { api, answered };
}

const cards = () => screen.getAllByRole('article');
const cardOf = (title: string) => screen.getByText(title).closest('article') as HTMLElement;
const bodiesOf = (calls: RecordedCall[]) => calls.map((call) => call.body);

describe('/inquiries: invitations and the cap on offers', () => {
  it("flags the couple's invitation and puts it first, with 'n z 8 nabídek' on every card", async () => {
    const { api } = matchingServer([plainRequest, invitedRequest]);
    // The server answers in its own order; the invited request leads the page either way.
    api['GET /api/service-requests'] = { status: 200, body: pageOf([plainRequest, invitedRequest], 2, 12) };
    renderPage('/inquiries', providerApi(api));
    await screen.findByText('Pozvali nás na zámek', {}, NAVIGATION_WAIT);

    const [first, second] = cards();
    expect(within(first).getByRole('heading', { name: 'Pozvali nás na zámek' })).toBeInTheDocument();
    expect(within(first).getByText('Pozvánka od páru')).toBeInTheDocument();
    expect(first).toHaveClass('inquiry-card--invited');
    expect(within(first).getByText('1 z 8 nabídek')).toBeInTheDocument();
    expect(within(second).queryByText('Pozvánka od páru')).not.toBeInTheDocument();
    expect(within(second).getByText('3 z 8 nabídek')).toBeInTheDocument();
    // The cap's count replaces the plain offer count on these cards.
    expect(within(second).queryByText(/^\d+ nabídky$/)).not.toBeInTheDocument();
  });

  it("says a full request takes no more offers and hides 'Poslat nabídku', unless the provider is invited", async () => {
    const full = request({ id: 43, title: 'Plná poptávka', cappedOfferCount: 8 });
    const fullInvited = request({ id: 44, title: 'Plná, ale pozvaní', cappedOfferCount: 8, invited: true });
    renderPage('/inquiries', providerApi({ 'GET /api/service-requests': { status: 200, body: pageOf([full, fullInvited], 2, 12) } }));
    await screen.findByText('Plná poptávka', {}, NAVIGATION_WAIT);

    const fullCard = cardOf('Plná poptávka');
    expect(within(fullCard).getByText('Poptávka má plný počet nabídek')).toBeInTheDocument();
    expect(within(fullCard).getByText('8 z 8 nabídek')).toBeInTheDocument();
    // The one-tap answers stay; the offer does not.
    expect(await within(fullCard).findByRole('button', { name: 'Nemám volný termín' })).toBeInTheDocument();
    expect(within(fullCard).queryByRole('button', { name: /Poslat nabídku/ })).not.toBeInTheDocument();

    const invitedCard = cardOf('Plná, ale pozvaní');
    expect(within(invitedCard).queryByText('Poptávka má plný počet nabídek')).not.toBeInTheDocument();
    expect(within(invitedCard).getByText('Jako pozvaný dodavatel máte místo pro nabídku vždy.')).toBeInTheDocument();
    expect(within(invitedCard).getByRole('button', { name: 'Poslat nabídku: Plná, ale pozvaní' })).toBeInTheDocument();
  });

  it('shows an unsubscribed provider the invitation and the way to subscribe to answer it', async () => {
    renderPage(
      '/inquiries',
      providerApi({
        'GET /api/subscription/info': { status: 200, body: NO_SUBSCRIPTION },
        'GET /api/service-requests': { status: 200, body: pageOf([invitedRequest, plainRequest], 2, 12) },
      }),
    );
    await screen.findByText('Pozvali nás na zámek', {}, NAVIGATION_WAIT);
    const invited = cardOf('Pozvali nás na zámek');
    expect(within(invited).getByText('Pozvánka od páru')).toBeInTheDocument();
    const subscribe = await within(invited).findByRole('link', { name: 'Předplaťte si Svatby a odpovězte na pozvánku' });
    expect(subscribe).toHaveAttribute('href', '/subscription-management');
    expect(within(invited).queryByRole('button', { name: /Poslat nabídku/ })).not.toBeInTheDocument();
    // Without a plan: no question (it opens a conversation), but the two answers that need none.
    expect(within(invited).getByRole('button', { name: 'Nemám volný termín' })).toBeInTheDocument();
    expect(within(invited).getByRole('button', { name: /Nehodí se mi/ })).toBeInTheDocument();
    expect(within(invited).queryByRole('button', { name: 'Potřebuji upřesnit' })).not.toBeInTheDocument();

    // An uninvited request has no such prompt (the card's contact link stays).
    const other = cardOf('Fotograf do Brna');
    expect(within(other).queryByRole('link', { name: /odpovězte na pozvánku/ })).not.toBeInTheDocument();
  });
});

describe('/inquiries: one-tap answers', () => {
  it("'Nemám volný termín' takes the card away with 'Vrátit zpět', which brings it back", async () => {
    const user = userEvent.setup();
    const { api } = matchingServer([plainRequest, invitedRequest]);
    const { callsTo } = renderPage('/inquiries', providerApi(api));
    await screen.findByText('Fotograf do Brna', {}, NAVIGATION_WAIT);

    await user.click(await within(cardOf('Fotograf do Brna')).findByRole('button', { name: 'Nemám volný termín' }));
    await waitFor(() => expect(screen.queryByText('Fotograf do Brna')).not.toBeInTheDocument());
    expect(bodiesOf(callsTo('POST', '/api/service-requests/41/replies'))).toEqual([{ kind: 'unavailable' }]);
    const notice = screen.getByText('Odpověděli jste „Nemám volný termín“. Poptávka „Fotograf do Brna“ zmizela z vašeho seznamu.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // The server's list leaves it out too (the list was asked again).
    await waitFor(() => expect(callsTo('GET', '/api/service-requests').length).toBeGreaterThan(1));
    expect(screen.queryByText('Fotograf do Brna')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Vrátit zpět' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/service-requests/41/replies/mine')).toHaveLength(1));
    expect(await screen.findByText('Fotograf do Brna')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vrátit zpět' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(2);
  });

  it("'Nehodí se mi' sends the reason picked, and 'Vrátit zpět' is gone after 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = matchingServer([plainRequest, invitedRequest]);
    const { callsTo } = renderPage('/inquiries', providerApi(api));
    await screen.findByText('Fotograf do Brna', {}, NAVIGATION_WAIT);
    const card = cardOf('Fotograf do Brna');

    const notFit = await within(card).findByRole('button', { name: /Nehodí se mi/ });
    expect(notFit).toHaveAttribute('aria-expanded', 'false');
    await user.click(notFit);
    expect(notFit).toHaveAttribute('aria-expanded', 'true');
    const reasons = within(card).getByRole('group', { name: 'Důvod (nepovinný)' });
    expect(within(reasons).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Rozpočet',
      'Styl',
      'Vzdálenost',
      'Kapacita',
      'Jiné',
      'Bez udání důvodu',
    ]);
    await user.click(within(reasons).getByRole('button', { name: 'Rozpočet' }));

    await waitFor(() => expect(screen.queryByText('Fotograf do Brna')).not.toBeInTheDocument());
    expect(bodiesOf(callsTo('POST', '/api/service-requests/41/replies'))).toEqual([{ kind: 'not_fit', reason: 'budget' }]);
    expect(screen.getByText(/Odpověděli jste „Nehodí se mi“/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vrátit zpět' })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(9_000);
    });
    expect(screen.getByRole('button', { name: 'Vrátit zpět' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_100);
    });
    expect(screen.queryByRole('button', { name: 'Vrátit zpět' })).not.toBeInTheDocument();
    expect(screen.queryByText('Fotograf do Brna')).not.toBeInTheDocument();
    expect(callsTo('DELETE', '/api/service-requests/41/replies/mine')).toHaveLength(0);
  });

  it("'Nehodí se mi' without a reason sends none; the menu closes on Escape", async () => {
    const user = userEvent.setup();
    const { api } = matchingServer([plainRequest]);
    const { callsTo } = renderPage('/inquiries', providerApi(api));
    await screen.findByText('Fotograf do Brna', {}, NAVIGATION_WAIT);
    const card = cardOf('Fotograf do Brna');
    await user.click(await within(card).findByRole('button', { name: /Nehodí se mi/ }));
    await user.keyboard('{Escape}');
    expect(within(card).queryByRole('group', { name: 'Důvod (nepovinný)' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Nehodí se mi/ }));
    await user.click(within(card).getByRole('button', { name: 'Bez udání důvodu' }));
    await waitFor(() => expect(bodiesOf(callsTo('POST', '/api/service-requests/41/replies'))).toEqual([{ kind: 'not_fit' }]));
  });

  it("a refused undo says why in Czech; a refused answer keeps the card", async () => {
    const user = userEvent.setup();
    const { api } = matchingServer([plainRequest, invitedRequest], {
      'DELETE /api/service-requests/41/replies/mine': { status: 409, body: { statusCode: 409, message: 'Odpověď už nelze vrátit.' } },
      'POST /api/service-requests/42/replies': {
        status: 409,
        body: { statusCode: 409, message: 'Na tuto poptávku jste už odpověděli.' },
      },
    });
    renderPage('/inquiries', providerApi(api));
    await screen.findByText('Fotograf do Brna', {}, NAVIGATION_WAIT);

    const invited = cardOf('Pozvali nás na zámek');
    await user.click(await within(invited).findByRole('button', { name: 'Nemám volný termín' }));
    expect(await within(invited).findByRole('alert')).toHaveTextContent('Na tuto poptávku jste už odpověděli.');
    expect(screen.getByText('Pozvali nás na zámek')).toBeInTheDocument();

    await user.click(within(cardOf('Fotograf do Brna')).getByRole('button', { name: 'Nemám volný termín' }));
    await user.click(await screen.findByRole('button', { name: 'Vrátit zpět' }));
    expect(await screen.findByText('Odpověď už nelze vrátit.')).toBeInTheDocument();
    expect(screen.queryByText('Fotograf do Brna')).not.toBeInTheDocument();
  });

  it("'Potřebuji upřesnit' asks for the question (required, up to 1000 characters) and keeps the card", async () => {
    const user = userEvent.setup();
    const { api } = matchingServer([plainRequest]);
    const { callsTo } = renderPage('/inquiries', providerApi(api));
    await screen.findByText('Fotograf do Brna', {}, NAVIGATION_WAIT);

    await user.click(await within(cardOf('Fotograf do Brna')).findByRole('button', { name: 'Potřebuji upřesnit' }));
    const dialog = await findDialog('Potřebuji upřesnit');
    expect(within(dialog).getByText('Poptávka „Fotograf do Brna“')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Odeslat dotaz/ }));
    expect(await within(dialog).findByText('Napište, co potřebujete upřesnit')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Co potřebujete od páru upřesnit/)).toHaveAttribute('maxlength', '1000');

    await user.type(within(dialog).getByLabelText(/Co potřebujete od páru upřesnit/), '  Kolik hodin focení chcete?  ');
    await user.click(within(dialog).getByRole('button', { name: /Odeslat dotaz/ }));
    await waitFor(() =>
      expect(bodiesOf(callsTo('POST', '/api/service-requests/41/replies'))).toEqual([
        { kind: 'question', question: 'Kolik hodin focení chcete?' },
      ]),
    );
    expect(await screen.findByText('Dotaz jsme poslali páru')).toBeInTheDocument();
    expect(screen.getByText('Fotograf do Brna')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vrátit zpět' })).not.toBeInTheDocument();
  });
});

describe('provider dashboard: invitations', () => {
  it('counts the invitations, flags them at the top and lets an answered request go with an undo', async () => {
    const user = userEvent.setup();
    const { api } = matchingServer([plainRequest, invitedRequest]);
    api['GET /api/service-requests'] = { status: 200, body: pageOf([plainRequest, invitedRequest], 2, 50) };
    renderPage('/dashboard', providerApi(api));
    await screen.findByRole('heading', { level: 1, name: 'Vítejte, Studio Světlo' }, NAVIGATION_WAIT);
    await screen.findByText('Pozvali nás na zámek');

    const stat = screen.getByText('Pozvánky od párů', { selector: 'dt' });
    expect(stat.nextElementSibling).toHaveTextContent('1');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Pozvánka od páru: 1 poptávka nahoře v seznamu.');
    expect(within(note).getByRole('link', { name: 'Otevřít v Klientské sekci' })).toHaveAttribute('href', '/inquiries');

    const list = screen.getByRole('region', { name: 'Seznam relevantních poptávek' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByText('Pozvánka od páru')).toBeInTheDocument();
    expect(within(first).getByText('1 z 8 nabídek')).toBeInTheDocument();
    expect(within(second).getByText('3 z 8 nabídek')).toBeInTheDocument();

    await user.click(await within(second).findByRole('button', { name: 'Nemám volný termín' }));
    await waitFor(() => expect(within(list).queryByText('Fotograf do Brna')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Vrátit zpět' })).toBeInTheDocument();
  });
});
