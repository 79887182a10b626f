import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiTokenDto } from '../../api';
import { renderPage } from '../../test/pagesTestKit';
import { ApiTokensCard } from './ApiTokensCard';

const crm: ApiTokenDto = {
  id: 7,
  name: 'Rezervační systém',
  prefix: 'svt_AbC123xy',
  scopes: ['requests:read', 'offers:write'],
  state: 'active',
  createdAt: '2026-11-02T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-20T17:30:00.000Z',
  lastUsedIp: '203.0.113.24',
  revokedAt: null,
};
const old: ApiTokenDto = {
  ...crm,
  id: 5,
  name: 'Starý web',
  prefix: 'svt_ZzYy9876',
  state: 'revoked',
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: '2026-11-10T08:00:00.000Z',
};
const SECRET = 'svt_AbC123xyQ2lW8tRm0vN4pK7sZ1uE5oJ9gH3fD6cB0aY';

describe('ApiTokensCard', { timeout: 30_000 }, () => {
  it('lists the tokens with prefix, scopes, last use with its address and state; says when there are none or the list failed', async () => {
    renderPage(<ApiTokensCard isAdmin={false} />, '/profile-settings', { 'GET /api/api-tokens': { status: 200, body: [crm, old] } });
    const card = await screen.findByRole('region', { name: 'Přístup přes API' });
    const list = await within(card).findByRole('list', { name: 'API tokeny' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Rezervační systém')).toBeInTheDocument();
    expect(within(first).getByText('svt_AbC123xy…')).toBeInTheDocument();
    expect(within(first).getByText('requests:read')).toBeInTheDocument();
    expect(within(first).getByText('offers:write')).toBeInTheDocument();
    expect(within(first).getByText('Aktivní')).toBeInTheDocument();
    expect(within(first).getByText(/naposledy použit .* z adresy 203\.0\.113\.24/)).toBeInTheDocument();
    expect(within(first).getByText(/bez omezení platnosti/)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Zneplatnit token Rezervační systém' })).toBeInTheDocument();
    expect(within(second).getByText('Zneplatněn')).toBeInTheDocument();
    expect(within(second).getByText(/zatím nepoužit/)).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Zneplatnit/ })).not.toBeInTheDocument();
  });

  it('shows the empty and the error state', async () => {
    const empty = renderPage(<ApiTokensCard isAdmin={false} />, '/profile-settings', { 'GET /api/api-tokens': { status: 200, body: [] } });
    expect(await screen.findByText('Zatím nemáte žádný API token.')).toBeInTheDocument();
    empty.unmount();
    renderPage(<ApiTokensCard isAdmin={false} />, '/profile-settings', {
      'GET /api/api-tokens': { status: 500, body: { statusCode: 500, message: 'Databáze je nedostupná' } },
    });
    expect(await screen.findByText('Tokeny se nepodařilo načíst')).toBeInTheDocument();
  });

  it('creates a token with the chosen scopes and expiry, and shows its secret once with a warning', async () => {
    const user = userEvent.setup();
    const created: Array<{ name: string; scopes: string[]; expiresAt: string | null }> = [];
    let tokens: ApiTokenDto[] = [];
    renderPage(<ApiTokensCard isAdmin={false} />, '/profile-settings', {
      'GET /api/api-tokens': () => ({ status: 200, body: tokens }),
      'POST /api/api-tokens': (body) => {
        created.push(body as (typeof created)[number]);
        tokens = [crm];
        return { status: 201, body: { ...crm, secret: SECRET } };
      },
    });
    await screen.findByText('Zatím nemáte žádný API token.');
    await user.click(screen.getByRole('button', { name: 'Vytvořit token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vytvořit API token' });
    // Only an admin's token may read the administration.
    expect(within(dialog).queryByRole('checkbox', { name: /Číst administraci/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Vytvořit token/ }));
    expect(await within(dialog).findByText('Zadejte název tokenu')).toBeInTheDocument();
    expect(within(dialog).getByText('Vyberte alespoň jedno oprávnění')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Název'), 'Rezervační systém');
    await user.click(within(dialog).getByRole('checkbox', { name: /Číst poptávky/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Posílat a upravovat nabídky/ }));
    await user.click(within(dialog).getByText('30 dní'));
    expect(within(dialog).getByRole('radio', { name: '30 dní' })).toBeChecked();
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: /Vytvořit token/ }));

    expect(await screen.findByText('Token si zkopírujte hned: znovu ho už neuvidíte.')).toBeInTheDocument();
    expect(screen.getByLabelText('Váš nový token')).toHaveValue(SECRET);
    expect(screen.getByRole('button', { name: /Zkopírovat token/ })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'Rezervační systém', scopes: ['requests:read', 'offers:write'] });
    const expires = Date.parse(created[0].expiresAt!);
    expect(expires - before).toBeGreaterThan(29.9 * 86_400_000);
    expect(expires - before).toBeLessThan(30.1 * 86_400_000);

    await user.click(screen.getByRole('button', { name: 'Hotovo' }));
    await waitFor(() => expect(screen.queryByLabelText('Váš nový token')).not.toBeInTheDocument());
    expect(await screen.findByText('svt_AbC123xy…')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it("offers admin:read to an admin's token", async () => {
    const user = userEvent.setup();
    renderPage(<ApiTokensCard isAdmin />, '/dashboard', { 'GET /api/api-tokens': { status: 200, body: [] } });
    await screen.findByText('Zatím nemáte žádný API token.');
    await user.click(screen.getByRole('button', { name: 'Vytvořit token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vytvořit API token' });
    expect(within(dialog).getByRole('checkbox', { name: /Číst administraci/ })).toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    const user = userEvent.setup();
    const revoked: string[] = [];
    let tokens = [crm];
    renderPage(<ApiTokensCard isAdmin={false} />, '/profile-settings', {
      'GET /api/api-tokens': () => ({ status: 200, body: tokens }),
      'DELETE /api/api-tokens/7': () => {
        revoked.push('7');
        tokens = [{ ...crm, state: 'revoked', revokedAt: '2026-11-29T10:00:00.000Z' }];
        return { status: 200, body: tokens[0] };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Zneplatnit token Rezervační systém' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Zneplatnit token Rezervační systém?').length).toBeGreaterThan(0);
    expect(revoked).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Zneplatnit' }));
    expect(await screen.findByText('Token byl zneplatněn')).toBeInTheDocument();
    expect(revoked).toEqual(['7']);
    expect(await screen.findByText('Zneplatněn')).toBeInTheDocument();
  });
});
