import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeedDto } from '../../api';
import { findDialog, providerApi, renderWithApi } from '../../test/offersTestKit';
import type { OffersApi } from '../../test/offersTestKit';
import { CalendarFeedPanel } from './CalendarFeedPanel';

const FIRST = 'https://svatby.cz/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg.ics';
const SECOND = 'https://svatby.cz/api/calendar/ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210zyxwvut.ics';

const none: CalendarFeedDto = { url: null, active: false, createdAt: null, lastUsedAt: null };
const working: CalendarFeedDto = { url: null, active: true, createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(api: OffersApi, provider = true) {
  return renderWithApi(<CalendarFeedPanel provider={provider} />, providerApi(api));
}

async function findPanel(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Kalendář v telefonu' });
}

describe("'Kalendář v telefonu'", () => {
  it('makes the private address, shows it once with a copy button, and explains Google and Apple Calendar', async () => {
    const user = userEvent.setup();
    // After the user-event setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let feed = none;
    const { callsTo } = renderPanel({
      'GET /api/calendar-feed': () => ({ status: 200, body: feed }),
      'POST /api/calendar-feed': () => {
        feed = working;
        return { status: 200, body: { ...working, url: FIRST } };
      },
    });
    const panel = await findPanel();
    expect(await within(panel).findByText('Zatím nemáte odkaz na kalendář.')).toBeInTheDocument();
    expect(within(panel).getByText(/obsazené dny z kalendáře dostupnosti/)).toBeInTheDocument();
    expect(within(panel).getByText('Google Kalendář')).toBeInTheDocument();
    expect(within(panel).getByText(/„Z adresy URL“/)).toBeInTheDocument();
    expect(within(panel).getByText('Apple Kalendář')).toBeInTheDocument();
    expect(within(panel).getByText(/Přidat odebíraný kalendář/)).toBeInTheDocument();

    // The first address needs no confirmation: nothing stops working.
    await user.click(within(panel).getByRole('button', { name: /Vytvořit odkaz/ }));
    await waitFor(() => expect(callsTo('POST', '/api/calendar-feed')).toHaveLength(1));
    const field = await within(panel).findByLabelText('Váš soukromý odkaz');
    expect(field).toHaveValue(FIRST);
    expect(field).toHaveAttribute('readonly');
    // The list's refetch carries no address any more; the one just made stays on the screen.
    await waitFor(() => expect(callsTo('GET', '/api/calendar-feed').length).toBeGreaterThan(1));
    expect(within(panel).getByLabelText('Váš soukromý odkaz')).toHaveValue(FIRST);

    await user.click(within(panel).getByRole('button', { name: `Zkopírovat odkaz ${FIRST}` }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Odkaz byl zkopírován do schránky')).toBeInTheDocument();
  });

  it('makes a new address only after a confirmation that the old one stops working', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderPanel({
      'GET /api/calendar-feed': { status: 200, body: working },
      'POST /api/calendar-feed': { status: 200, body: { ...working, url: SECOND } },
    });
    const panel = await findPanel();
    expect(await within(panel).findByText(/Odkaz na kalendář je aktivní \(vytvořen 20\. 11\. 2026\)/)).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Váš soukromý odkaz')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /Vytvořit nový odkaz/ }));
    const ask = await findDialog('Vytvořit nový odkaz?');
    expect(within(ask).getByText(/Dosavadní odkaz přestane fungovat/)).toBeInTheDocument();
    expect(callsTo('POST', '/api/calendar-feed')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Vytvořit nový odkaz' }));
    await waitFor(() => expect(callsTo('POST', '/api/calendar-feed')).toHaveLength(1));
    expect(await within(panel).findByLabelText('Váš soukromý odkaz')).toHaveValue(SECOND);
  });

  it('revokes the address after a confirmation', async () => {
    const user = userEvent.setup();
    let feed = working;
    const { callsTo } = renderPanel(
      {
        'GET /api/calendar-feed': () => ({ status: 200, body: feed }),
        'DELETE /api/calendar-feed': () => {
          feed = none;
          return { status: 200, body: none };
        },
      },
      false,
    );
    const panel = await findPanel();
    expect(within(panel).queryByText(/kalendáře dostupnosti/)).not.toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: /Zrušit odkaz/ }));
    const ask = await findDialog('Zrušit odkaz na kalendář?');
    await user.click(within(ask).getByRole('button', { name: 'Ponechat odkaz' }));
    expect(callsTo('DELETE', '/api/calendar-feed')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: /Zrušit odkaz/ }));
    const again = await findDialog('Zrušit odkaz na kalendář?');
    await user.click(within(again).getByRole('button', { name: 'Zrušit odkaz' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/calendar-feed')).toHaveLength(1));
    expect(await within(panel).findByText('Zatím nemáte odkaz na kalendář.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPanel({
      'GET /api/calendar-feed': () => (fail ? { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } } : { status: 200, body: none }),
    });
    const panel = await findPanel();
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByText('Odkaz se nepodařilo načíst')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /Zkusit znovu/ }));
    expect(await within(panel).findByText('Zatím nemáte odkaz na kalendář.')).toBeInTheDocument();
  });
});
