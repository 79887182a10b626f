import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { nonProviderApi, providerApi, providerUser, renderWorkspace } from '../../test/workspaceTestKit';

const unverified = { status: 200, body: { ...providerUser, emailVerified: false } };

/** The shell of a signed-in provider and of a couple (issue 51, items 11 and 12). */
describe('the shell for a provider', { timeout: 20_000 }, () => {
  it("links the client section from the top bar, for a provider only", async () => {
    renderWorkspace('/neexistuje', providerApi());
    const link = await screen.findByRole('link', { name: 'Klientská sekce' }, NAVIGATION_WAIT);
    expect(link).toHaveAttribute('href', '/inquiries');
  });

  it('leaves the client section out for an account without a provider profile', async () => {
    renderWorkspace('/neexistuje', nonProviderApi());
    await screen.findAllByRole('link', { name: 'Zprávy' }, NAVIGATION_WAIT);
    // The session has answered (no provider): the bar is complete.
    await screen.findByRole('button', { name: /Jana Nováková/ }, NAVIGATION_WAIT);
    expect(screen.queryByRole('link', { name: 'Klientská sekce' })).not.toBeInTheDocument();
  });

  it("tells a new provider why to verify the e-mail, without the couple's requests text", async () => {
    renderWorkspace('/neexistuje', providerApi({ 'GET /api/auth/user': unverified }));
    const banner = await screen.findByRole('complementary', { name: 'Ověření e-mailu' }, NAVIGATION_WAIT);
    expect(banner).toHaveTextContent('Ověřte prosím svůj e-mail.');
    expect(banner).toHaveTextContent('potvrďte, že adresa patří vám');
    expect(banner).not.toHaveTextContent('nepřipojíme k účtu poptávky');
    expect(within(banner).getByRole('button', { name: 'Poslat odkaz znovu' })).toBeInTheDocument();
  });

  it("keeps the couple's text for an account without a provider profile", async () => {
    renderWorkspace('/neexistuje', nonProviderApi({ 'GET /api/auth/user': unverified }));
    const banner = await screen.findByRole('complementary', { name: 'Ověření e-mailu' }, NAVIGATION_WAIT);
    expect(banner).toHaveTextContent('nepřipojíme k účtu poptávky zadané na tento e-mail');
  });
});
