import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDto, LocationDto, UserDto } from '../../../api';
import { renderApp, visitorApi } from '../../../test/renderApp';
import type { MockApi } from '../../../test/renderApp';
import { sentRequestsTo } from './sentRequests';
import { chooseOption } from '../../../test/selectOption';

/**
 * Issue 51, items 5 and 6: the AI helper after the fields it uses and never replacing typed text
 * unasked; the result screen after sending; the pending request on an unverified account's dashboard.
 */

type User = ReturnType<typeof userEvent.setup>;
const SLOW = { timeout: 60_000 };

const category = (id: string, name: string): CategoryDto => ({
  id,
  name,
  description: `Popis služby ${name}.`,
  group: 'Ostatní',
  icon: 'sparkles',
  priceRange: '1 000 – 2 000 Kč',
  providerCount: 1,
});
const categories = [category('photography', 'Fotografie'), category('flowers', 'Květiny')];
const locations: LocationDto[] = [
  { id: 'praha', name: 'Praha', type: 'city' },
  { id: 'brno', name: 'Brno', type: 'city' },
];
const DRAFT = 'Svatbu plánujeme na jaře. Svatba se uskuteční v Brně. Hledáme fotografa.';

const formApi = (extra: MockApi = {}): MockApi => ({
  ...visitorApi,
  'GET /api/service-categories': { status: 200, body: categories },
  'GET /api/locations': { status: 200, body: locations },
  'GET /api/subscription/plans': { status: 200, body: [] },
  'POST /api/ai/generate-description': { status: 200, body: { generatedText: DRAFT, source: 'offline' } },
  ...extra,
});

const unverified: UserDto = {
  id: 7,
  email: 'eliska@example.cz',
  firstName: 'Eliška',
  lastName: 'Nováková',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: false,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const choose = chooseOption;

async function openForm(api: MockApi = formApi()) {
  const view = renderApp('/', api);
  const submit = await screen.findByRole('button', { name: 'Odeslat poptávku ZDARMA' }, { timeout: 40_000 });
  await within(await screen.findByRole('group', { name: 'Služby' })).findByRole('checkbox', { name: 'Květiny' });
  return { ...view, submit };
}

/** Names, no date, a service: what the AI helper needs before it drafts. */
async function fillBasics(user: User) {
  await user.type(screen.getByLabelText('Jména páru'), 'Eliška a Tomáš');
  await user.click(screen.getByRole('checkbox', { name: 'Ještě nemám vybráno datum' }));
  await user.click(within(screen.getByRole('group', { name: 'Služby' })).getByRole('checkbox', { name: 'Fotografie' }));
}

const aiButton = () => screen.getByRole('button', { name: 'Vygenerovat popis pomocí AI' });
const aiCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/ai/'));

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the AI helper of the request form', SLOW, () => {
  it('sits after the budget and the place it uses, right above the description it fills', async () => {
    await openForm();
    const order = [screen.getByLabelText('Rozpočet'), screen.getByLabelText('Lokalita'), aiButton(), screen.getByLabelText('Popis')];
    for (let index = 1; index < order.length; index += 1) {
      // DOCUMENT_POSITION_FOLLOWING: each comes after the one before it.
      expect(order[index - 1].compareDocumentPosition(order[index]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('asks before replacing typed text: adds the draft below it, replaces it, or leaves it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openForm();
    await fillBasics(user);
    await choose(user, 'Lokalita', 'Brno');
    const description = screen.getByLabelText('Popis');
    await user.type(description, 'Chceme hlavně přirozené fotky.');

    // Typed text: a question first, no request yet.
    await user.click(aiButton());
    let dialog = (await screen.findByText('Popis už obsahuje váš text')).closest('[role="dialog"]') as HTMLElement;
    expect(aiCalls(fetchMock)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(description).toHaveValue('Chceme hlavně přirozené fotky.');
    expect(aiCalls(fetchMock)).toHaveLength(0);

    // Below the couple's text.
    await user.click(aiButton());
    dialog = (await screen.findByText('Popis už obsahuje váš text')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Přidat pod můj text' }));
    await waitFor(() => expect(description).toHaveValue(`Chceme hlavně přirozené fotky.\n\n${DRAFT}`));
    expect(await screen.findByText('AI návrh jsme přidali pod váš text.')).toBeInTheDocument();
    expect(aiCalls(fetchMock)).toHaveLength(1);

    // The field now holds only what the helper put there: a second draft replaces it without asking.
    await user.click(aiButton());
    await waitFor(() => expect(aiCalls(fetchMock)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Edited again by the couple: asked again, and 'Nahradit návrhem' replaces.
    await user.type(description, ' Máme rádi zlatou hodinku.');
    await user.click(aiButton());
    dialog = (await screen.findByText('Popis už obsahuje váš text')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Nahradit návrhem' }));
    await waitFor(() => expect(description).toHaveValue(DRAFT));
    expect(await screen.findByText('AI návrh nahradil původní text popisu.')).toBeInTheDocument();
  });
});

describe('after sending the request', SLOW, () => {
  it('shows what happens next in place of the form, says "poptávka", and starts over on request', async () => {
    const user = userEvent.setup();
    const { submit } = await openForm(
      formApi({
        'POST /api/service-requests': {
          status: 201,
          body: {
            id: 41,
            status: 'unconfirmed',
            message: 'Poptávku jsme přijali. Zkontrolujte prosím svou e-mailovou schránku a poptávku potvrďte.',
            emailInfo: 'Na eliska@example.cz jsme poslali odkaz k potvrzení. Poptávku zveřejníme, až ji potvrdíte (odkaz platí 48 hodin).',
            devConfirmLink: 'http://localhost/poptavka/potvrdit?token=abc',
          },
        },
      }),
    );
    await fillBasics(user);
    await user.click(within(screen.getByRole('group', { name: 'Služby' })).getByRole('checkbox', { name: 'Květiny' }));
    await choose(user, 'Rozpočet', 'Ještě nevím');
    await choose(user, 'Lokalita', 'Brno');
    await user.type(screen.getByLabelText(/Kontaktní e-?mail/i), 'Eliska@example.cz');
    await user.click(submit);

    const heading = await screen.findByRole('heading', { name: 'Poptávka je odeslaná. Teď ji potvrďte v e-mailu' });
    expect(heading).toHaveFocus();
    const result = heading.closest('.request-sent') as HTMLElement;
    expect(within(result).getByRole('heading', { name: 'Co bude dál' })).toBeInTheDocument();
    expect(result).toHaveTextContent('Zkontrolujte e-mail Eliska@example.cz.');
    expect(result).toHaveTextContent('Poptávku zveřejníme, až ji potvrdíte');
    expect(within(result).getByRole('link', { name: 'Potvrdit poptávku (vývojový režim)' })).toHaveAttribute(
      'href',
      'http://localhost/poptavka/potvrdit?token=abc',
    );
    // One word for it, everywhere.
    expect(screen.queryByText(/Požadavek/)).not.toBeInTheDocument();
    // Not the form under a toast.
    expect(screen.queryByRole('button', { name: 'Odeslat poptávku ZDARMA' })).not.toBeInTheDocument();
    // A visitor has no dashboard to go to.
    expect(within(result).queryByRole('link', { name: /Přejít na přehled/ })).not.toBeInTheDocument();

    // Remembered for this address: the dashboard of an unverified account shows it as pending.
    expect(sentRequestsTo('eliska@example.cz')).toMatchObject([{ id: 41, title: 'Fotografie, Květiny – Brno', status: 'unconfirmed' }]);

    await user.click(within(result).getByRole('button', { name: /Zadat další poptávku/ }));
    expect(await screen.findByRole('button', { name: 'Odeslat poptávku ZDARMA' })).toBeInTheDocument();
    expect(screen.getByLabelText('Jména páru')).toHaveValue('');
    expect(screen.getByText('Vybráno: 0 služeb')).toBeInTheDocument();
  });
});

describe('the dashboard before the e-mail is verified', SLOW, () => {
  it('shows the request sent from this browser as pending, not "no request"', async () => {
    const user = userEvent.setup();
    const api = formApi({
      'GET /api/auth/user': { status: 200, body: unverified },
      'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
      'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } },
      'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 0, conversations: 0 } },
      'GET /api/service-requests/mine': { status: 200, body: [] },
      'POST /api/service-requests': {
        status: 201,
        body: { id: 52, status: 'unconfirmed', message: 'Poptávku jsme přijali.', emailInfo: 'Na eliska@example.cz jsme poslali odkaz k potvrzení.' },
      },
    });
    const { submit } = await openForm(api);
    await fillBasics(user);
    await choose(user, 'Rozpočet', 'Ještě nevím');
    await choose(user, 'Lokalita', 'Praha');
    await user.type(screen.getByLabelText(/Kontaktní e-?mail/i), 'eliska@example.cz');
    await user.click(submit);
    const result = (await screen.findByRole('heading', { name: /Poptávka je odeslaná/ })).closest('.request-sent') as HTMLElement;
    expect(within(result).getByRole('link', { name: /Přejít na přehled/ })).toHaveAttribute('href', '/dashboard');

    // The account's e-mail is not verified: the server holds no request of this account yet.
    renderApp('/dashboard', api);
    const section = await screen.findByRole('region', { name: 'Moje poptávky' }, { timeout: 20_000 });
    const pending = await within(section).findByRole('article', { name: 'Fotografie – Praha' });
    expect(pending).toHaveTextContent('čeká na ověření');
    expect(pending).toHaveTextContent('Potvrďte ji odkazem z e-mailu, který jsme poslali na eliska@example.cz.');
    expect(pending).toHaveTextContent('Až ověříte i e-mail účtu');
    expect(within(section).queryByText('Zatím jste nezadali žádnou poptávku.')).not.toBeInTheDocument();
  });

  it('shows nothing pending for requests sent to another address', async () => {
    window.localStorage.setItem(
      'svatby.sentRequests',
      JSON.stringify([{ id: 60, email: 'jina@example.cz', title: 'Catering – Brno', sentAt: new Date().toISOString(), status: 'unconfirmed' }]),
    );
    renderApp(
      '/dashboard',
      formApi({
        'GET /api/auth/user': { status: 200, body: unverified },
        'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 0, conversations: 0 } },
        'GET /api/service-requests/mine': { status: 200, body: [] },
      }),
    );
    expect(await screen.findByText('Zatím jste nezadali žádnou poptávku.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Catering – Brno')).not.toBeInTheDocument();
  });
});
