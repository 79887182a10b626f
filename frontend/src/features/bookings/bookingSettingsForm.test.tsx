import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingSettingsViewDto } from '../../api';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { providerApi, renderWorkspace } from '../../test/workspaceTestKit';
import type { RecordedCall, WorkspaceApi } from '../../test/workspaceTestKit';
import { toBookingSettingsDto } from './BookingSettingsForm';

const DEFAULT_TERMS = 'Zrušení rezervace do 90 dnů před svatbou je bez poplatku. Záloha se při pozdějším zrušení nevrací.';
const WRONG_ACCOUNT = 'Číslo účtu není platné. Zadejte IBAN nebo číslo účtu ve tvaru 123456789/0800.';

const defaults: BookingSettingsViewDto = {
  cancellationTerms: DEFAULT_TERMS,
  depositPercent: null,
  bankAccount: null,
  bankAccountIban: null,
  bankAccountDisplay: null,
  eventsPerDay: 1,
  saved: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSettings(api: WorkspaceApi) {
  return renderWorkspace('/profile-settings', providerApi(api));
}

async function findSettings(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Rezervace a zálohy' }, NAVIGATION_WAIT);
}

describe("'Rezervace a zálohy' in the profile settings", { timeout: 60_000 }, () => {
  it('starts from the default terms, counts the characters, and saves exactly what the provider set', async () => {
    const user = userEvent.setup();
    let saved = defaults;
    const { callsTo } = renderSettings({
      'GET /api/provider/booking-settings': () => ({ status: 200, body: saved }),
      'PUT /api/provider/booking-settings': (body) => {
        const dto = body as { cancellationTerms: string; depositPercent: number | null; bankAccount: string | null; eventsPerDay: number };
        saved = {
          ...dto,
          bankAccount: '19-2000145399/0800',
          bankAccountIban: 'CZ6508000000192000145399',
          bankAccountDisplay: '19-2000145399/0800',
          saved: true,
        } as BookingSettingsViewDto;
        return { status: 200, body: saved };
      },
    });
    const region = await findSettings();
    const terms = await within(region).findByLabelText(/Storno podmínky/);
    expect(terms).toHaveValue(DEFAULT_TERMS);
    expect(within(region).getByText(`${DEFAULT_TERMS.length} / 2000`)).toBeInTheDocument();
    expect(terms).toHaveAttribute('maxlength', '2000');
    expect(within(region).getByText('Kolik akcí zvládnete v jeden den')).toBeInTheDocument();
    expect(within(region).getByText(/Zatím platí výchozí nastavení/)).toBeInTheDocument();
    expect(within(region).getByLabelText(/Akcí za den/)).toHaveValue('1');

    await user.clear(terms);
    await user.paste('Storno do 60 dnů zdarma.');
    expect(within(region).getByText('24 / 2000')).toBeInTheDocument();
    await user.type(within(region).getByLabelText(/Záloha \(% z ceny\)/), '20');
    await user.click(within(region).getByLabelText(/Číslo účtu pro zálohy/));
    await user.paste(' 19-2000145399/0800 ');
    const perDay = within(region).getByLabelText(/Akcí za den/);
    await user.clear(perDay);
    await user.type(perDay, '3');
    await user.click(within(region).getByRole('button', { name: /Uložit nastavení rezervací/ }));

    await waitFor(() => expect(callsTo('PUT', '/api/provider/booking-settings')).toHaveLength(1));
    expect(callsTo('PUT', '/api/provider/booking-settings')[0].body).toEqual({
      cancellationTerms: 'Storno do 60 dnů zdarma.',
      depositPercent: 20,
      bankAccount: '19-2000145399/0800',
      eventsPerDay: 3,
    });
    expect(await screen.findByText('Nastavení rezervací bylo uloženo')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText(/Zatím platí výchozí nastavení/)).not.toBeInTheDocument());
  });

  it("shows the server's message about a wrong account under the field", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderSettings({
      'GET /api/provider/booking-settings': { status: 200, body: defaults },
      'PUT /api/provider/booking-settings': { status: 400, body: { statusCode: 400, message: WRONG_ACCOUNT } },
    });
    const region = await findSettings();
    const account = await within(region).findByLabelText(/Číslo účtu pro zálohy/);
    await user.type(account, '123/0000');
    await user.click(within(region).getByRole('button', { name: /Uložit nastavení rezervací/ }));
    await waitFor(() => expect(callsTo('PUT', '/api/provider/booking-settings')).toHaveLength(1));
    const field = account.closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText(WRONG_ACCOUNT)).toBeInTheDocument();
    expect(within(region).queryByRole('alert', { name: /Nastavení se nepodařilo uložit/ })).not.toBeInTheDocument();
  });

  it('checks the terms and the events per day before sending', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderSettings({ 'GET /api/provider/booking-settings': { status: 200, body: defaults } });
    const region = await findSettings();
    const terms = await within(region).findByLabelText(/Storno podmínky/);
    await user.clear(terms);
    const perDay = within(region).getByLabelText(/Akcí za den/);
    await user.clear(perDay);
    await user.click(within(region).getByRole('button', { name: /Uložit nastavení rezervací/ }));
    expect(await within(region).findByText('Napište storno podmínky')).toBeInTheDocument();
    expect(within(region).getByText('Zadejte počet akcí za den')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/provider/booking-settings')).toHaveLength(0);
    expect(perDay).toHaveAttribute('aria-valuemin', '1');
    expect(perDay).toHaveAttribute('aria-valuemax', '20');
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSettings({
      'GET /api/provider/booking-settings': (_body: unknown, _call: RecordedCall) =>
        fail ? { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } } : { status: 200, body: defaults },
    });
    const region = await findSettings();
    const alert = await within(region).findByRole('alert');
    expect(within(alert).getByText('Nastavení rezervací se nepodařilo načíst')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /Zkusit znovu/ }));
    expect(await within(region).findByLabelText(/Storno podmínky/)).toHaveValue(DEFAULT_TERMS);
  });

  it('sends empty optional fields as null', () => {
    expect(
      toBookingSettingsDto({ cancellationTerms: ' Podmínky ', depositPercent: null, bankAccount: '  ', eventsPerDay: 2 }),
    ).toEqual({ cancellationTerms: 'Podmínky', depositPercent: null, bankAccount: null, eventsPerDay: 2 });
  });
});
