import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/pagesTestKit';
import { MessagingSettingsCard } from './MessagingSettingsCard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MessagingSettingsCard', () => {
  it('shows the setting and turns the message e-mails off', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let current = { messageEmails: true };
    renderPage(<MessagingSettingsCard />, '/dashboard', {
      'GET /api/conversations/settings': () => ({ status: 200, body: current }),
      'PUT /api/conversations/settings': (body) => {
        sent.push(body);
        current = body as typeof current;
        return { status: 200, body };
      },
    });
    const card = await screen.findByRole('region', { name: 'Upozornění na zprávy' });
    const toggle = await within(card).findByRole('switch', { name: 'Posílat mi e-mail o nových zprávách' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('E-maily o nových zprávách vypnuty')).toBeInTheDocument();
    expect(sent).toEqual([{ messageEmails: false }]);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it("says when saving fails and keeps the saved value", async () => {
    const user = userEvent.setup();
    renderPage(<MessagingSettingsCard />, '/dashboard', {
      'GET /api/conversations/settings': { status: 200, body: { messageEmails: false } },
      'PUT /api/conversations/settings': { status: 500, body: { statusCode: 500, message: 'Interní chyba' } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Posílat mi e-mail o nových zprávách' });
    await user.click(toggle);
    expect(await screen.findByText('Nastavení se nepodařilo uložit')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
