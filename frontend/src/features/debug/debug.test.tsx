import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SendgridDiagnosticsDto } from '../../api';
import { forbidden, renderAdmin } from '../../test/adminTestKit';
import { isTestEmailValid } from './SendgridDebugPage';

// See admin.test.tsx: jsdom's computed styles of antd are slow; nothing looked for is hidden by CSS.
configure({ defaultHidden: true });
vi.setConfig({ testTimeout: 20_000 });

const diagnostics = (overrides: Partial<SendgridDiagnosticsDto> = {}): SendgridDiagnosticsDto => ({
  hasApiKey: true,
  apiKeyLength: 69,
  startsWithSG: true,
  apiKeyPreview: 'SG.abc...xyz',
  expectedFormat: 'SG.xxxxxxxx.yyyyyyyy',
  connectionTest: 'Kľúč má správny formát',
  transport: 'sendgrid',
  fromEmail: 'noreply@svatby.cz',
  ...overrides,
});

describe('/debug/sendgrid', () => {
  it('shows the key state and disables the send button without the SG. prefix', async () => {
    renderAdmin('/debug/sendgrid', {
      'GET /api/debug/sendgrid': {
        status: 200,
        body: diagnostics({ startsWithSG: false, apiKeyPreview: 'abc...xyz', connectionTest: 'Nesprávny formát kľúča' }),
      },
    });
    expect(await screen.findByText('Nesprávny formát kľúča')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnostika emailov (SendGrid)' })).toBeInTheDocument();
    expect(screen.getByText('Nastavený')).toBeInTheDocument();
    expect(screen.getByText('69 znakov')).toBeInTheDocument();
    expect(screen.getByText('Nie')).toBeInTheDocument();
    expect(screen.getByText('abc...xyz')).toBeInTheDocument();
    expect(screen.getByText('SG.xxxxxxxx.yyyyyyyy')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Odoslať test email' });
    expect(send).toBeDisabled();
    expect(screen.getByLabelText('Email adresa príjemcu')).toHaveAccessibleDescription(/Najprv opravte formát API kľúča/);
    // 'loading Obnoviť' while a fetch is still running (seen on a busy machine): wait for it to end.
    expect(await screen.findByRole('button', { name: 'Obnoviť' })).toBeInTheDocument();
    expect(screen.getByText('SENDGRID_API_KEY')).toBeInTheDocument();
  });

  it('checks the address and sends a test e-mail', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAdmin('/debug/sendgrid', {
      'GET /api/debug/sendgrid': { status: 200, body: diagnostics() },
      'POST /api/debug/sendgrid/test': (body) => {
        sent.push(body);
        return { status: 200, body: { success: true, message: 'Email odoslaný na test@svatby.cz' } };
      },
    });
    const send = await screen.findByRole('button', { name: 'Odoslať test email' });
    await screen.findByText('Áno');
    expect(send).toBeEnabled();

    await user.type(screen.getByLabelText('Email adresa príjemcu'), 'bez-zavinace');
    await user.click(send);
    expect(await screen.findByText('Neplatná email adresa')).toBeInTheDocument();
    expect(screen.getByText('Zadajte platnú email adresu')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Email adresa príjemcu'));
    await user.type(screen.getByLabelText('Email adresa príjemcu'), ' test@svatby.cz ');
    await user.click(send);
    expect(await screen.findByText('Test email odoslaný!')).toBeInTheDocument();
    expect(screen.getByText('Email odoslaný na test@svatby.cz')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'test@svatby.cz' }]);
  });

  it('reports a refused send with the server message or "Neznáma chyba"', async () => {
    const user = userEvent.setup();
    renderAdmin('/debug/sendgrid', {
      'GET /api/debug/sendgrid': { status: 200, body: diagnostics() },
      'POST /api/debug/sendgrid/test': { status: 200, body: { success: false, message: '' } },
    });
    await screen.findByText('Áno');
    await user.type(screen.getByLabelText('Email adresa príjemcu'), 'test@svatby.cz');
    await user.click(screen.getByRole('button', { name: 'Odoslať test email' }));
    expect(await screen.findByText('Chyba pri odosielaní test emailu')).toBeInTheDocument();
    expect(screen.getByText('Neznáma chyba')).toBeInTheDocument();
  });

  it('falls back to "Nepodarilo sa odoslať test email" when the call fails', async () => {
    const user = userEvent.setup();
    renderAdmin('/debug/sendgrid', {
      'GET /api/debug/sendgrid': { status: 200, body: diagnostics() },
      'POST /api/debug/sendgrid/test': { status: 502, body: null },
    });
    await screen.findByText('Áno');
    await user.type(screen.getByLabelText('Email adresa príjemcu'), 'test@svatby.cz');
    await user.click(screen.getByRole('button', { name: 'Odoslať test email' }));
    expect(await screen.findByText('Chyba pri odosielaní test emailu')).toBeInTheDocument();
    expect(screen.getByText('Nepodarilo sa odoslať test email')).toBeInTheDocument();
  });

  it('tells a non-admin that the page is for admins, with a sign-in link', async () => {
    renderAdmin('/debug/sendgrid', { 'GET /api/debug/sendgrid': forbidden });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Prístup len pre administrátorov' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('403 – Admin access required');
    expect(within(alert).getByRole('link', { name: 'Prihlásiť sa' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fdebug%2Fsendgrid',
    );
    expect(screen.queryByRole('button', { name: 'Odoslať test email' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in (401)', async () => {
    renderAdmin('/debug/sendgrid', {
      'GET /api/debug/sendgrid': { status: 401, body: { statusCode: 401, message: 'Authentication required' } },
    });
    expect(await screen.findByRole('heading', { name: 'Vyžaduje sa prihlásenie' })).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    renderAdmin('/debug/sendgrid', { 'GET /api/debug/sendgrid': { status: 500, body: { message: 'Interná chyba' } } });
    expect(await screen.findByText('Chyba pri získavaní diagnostiky')).toBeInTheDocument();
    expect(screen.getByText('Interná chyba')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odoslať test email' })).toBeDisabled();
  });

  it('validates the test address like the spec', () => {
    expect(isTestEmailValid('')).toBe(false);
    expect(isTestEmailValid('   ')).toBe(false);
    expect(isTestEmailValid('abc')).toBe(false);
    expect(isTestEmailValid('a@b')).toBe(true);
  });
});
