import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AskProviderButton } from './AskProviderButton';
import { coupleUser, makeSummary, renderComponent, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';

/** The dialog loads with antd on the first click: slow on a busy machine. */
const DIALOG_WAIT = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The button once the session is known (a tap before is the test's below): a signed-in user's opens a dialog. */
async function signedInAskButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Zeptat se' });
  await waitFor(() => expect(button).toHaveAttribute('aria-haspopup', 'dialog'));
  return button;
}

const visitor: ConversationsApi = { 'GET /api/auth/user': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } } };

describe("'Zeptat se' on a portfolio", () => {
  it('sends a visitor to sign in and back', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderComponent(<AskProviderButton providerId={12} providerName="Studio Bílý závoj" />, visitor, '/portfolio?provider=12');
    await user.click(await screen.findByRole('button', { name: 'Zeptat se' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/portfolio?provider=12');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('starts the question thread for a signed-in user and opens it in /zpravy', async () => {
    const user = userEvent.setup();
    const { router, callsTo } = renderComponent(
      <AskProviderButton providerId={12} providerName="Studio Bílý závoj" />,
      signedInApi({ 'POST /api/conversations': { status: 201, body: makeSummary({ id: 33, request: null, offerId: null, offerStatus: null }) } }),
      '/portfolio?provider=12',
    );
    await waitFor(() => expect(callsTo('GET', '/api/provider/profile')).toHaveLength(1));
    await user.click(await signedInAskButton());
    const dialog = await screen.findByRole('dialog', { name: 'Zeptat se: Studio Bílý závoj' }, DIALOG_WAIT);
    const send = within(dialog).getByRole('button', { name: 'Odeslat' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Vaše zpráva'), ' Máte volno 14. 6. 2026? ');
    await user.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/zpravy'));
    expect(router.state.location.search).toBe('?c=33');
    expect(callsTo('POST', '/api/conversations')[0].body).toEqual({ providerId: 12, message: 'Máte volno 14. 6. 2026?' });
  });

  it('opens the dialog for a signed-in user who tapped before the session was known, not the login', async () => {
    const user = userEvent.setup();
    let answerSession: () => void = () => undefined;
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const { router } = renderComponent(
      <AskProviderButton providerId={12} providerName="Studio Bílý závoj" />,
      signedInApi({ 'GET /api/auth/user': () => sessionAnswered.then(() => ({ status: 200, body: coupleUser })) }),
      '/portfolio?provider=12',
    );
    await user.click(screen.getByRole('button', { name: 'Zeptat se' }));
    expect(router.state.location.pathname).toBe('/portfolio');
    answerSession();
    expect(await screen.findByRole('dialog', { name: 'Zeptat se: Studio Bílý závoj' }, DIALOG_WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portfolio');
  });

  it("keeps the dialog open with the server's reason", async () => {
    const user = userEvent.setup();
    renderComponent(
      <AskProviderButton providerId={12} providerName="Studio Bílý závoj" />,
      signedInApi({ 'POST /api/conversations': { status: 429, body: { statusCode: 429, message: 'Příliš mnoho dotazů, zkuste to později' } } }),
    );
    await user.click(await signedInAskButton());
    const dialog = await screen.findByRole('dialog', { name: 'Zeptat se: Studio Bílý závoj' }, DIALOG_WAIT);
    await user.type(within(dialog).getByLabelText('Vaše zpráva'), 'Dobrý den');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Příliš mnoho dotazů, zkuste to později');
    expect(within(dialog).getByLabelText('Vaše zpráva')).toHaveValue('Dobrý den');
  });

  it("is not offered on the provider's own profile", async () => {
    const { callsTo } = renderComponent(
      <AskProviderButton providerId={12} providerName="Studio Bílý závoj" />,
      signedInApi({ 'GET /api/provider/profile': { status: 200, body: { id: 12, companyName: 'Studio Bílý závoj', profileImageUrl: null } } }),
    );
    await waitFor(() => expect(callsTo('GET', '/api/provider/profile')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zeptat se' })).not.toBeInTheDocument());
  });
});
