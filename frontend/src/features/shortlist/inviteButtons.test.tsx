import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent, signedInApi } from '../../test/conversationsTestKit';
import { makeRequest } from '../../test/offersTestKit';
import { visitorApi } from '../../test/renderApp';
import { InviteProviderButton } from './InviteButtons';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Pozvat k nabídce' on a portfolio", () => {
  it('is offered to a signed-in couple and opens the dialog with this provider ticked', async () => {
    const user = userEvent.setup();
    renderComponent(
      <InviteProviderButton providerId={12} providerName="Studio Bílý závoj" />,
      signedInApi({
        'GET /api/service-requests/mine': { status: 200, body: [makeRequest({ id: 41 })] },
        'GET /api/service-requests/41/invitations': { status: 200, body: { items: [] } },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Pozvat k nabídce' }));
    expect(await screen.findByRole('checkbox', { name: 'Studio Bílý závoj' }, { timeout: 10_000 })).toBeChecked();
  });

  it('is not shown to a visitor or a provider', async () => {
    const visitor = renderComponent(<InviteProviderButton providerId={12} providerName="Studio Bílý závoj" />, visitorApi);
    await waitFor(() => expect(visitor.callsTo('GET', '/api/session')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Pozvat k nabídce' })).not.toBeInTheDocument();
    visitor.unmount();
    const provider = renderComponent(
      <InviteProviderButton providerId={12} providerName="Studio Bílý závoj" />,
      signedInApi({ 'GET /api/provider/profile': { status: 200, body: { id: 40, companyName: 'Kapela Swing', profileImageUrl: null } } }),
    );
    await waitFor(() => expect(provider.callsTo('GET', '/api/session')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Pozvat k nabídce' })).not.toBeInTheDocument();
  });
});
