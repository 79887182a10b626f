import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AresCompanyDto, BillingDetailsDto } from '../../api';
import { mockRecordingApi } from '../../test/recordingApi';
import type { RecordingApi } from '../../test/recordingApi';
import { renderRoutes } from '../../test/renderRoutes';
import { providerApi, renderWorkspace } from '../../test/workspaceTestKit';
import { BillingDetailsCard } from './BillingDetailsCard';

/** The whole page's first load compiles its lazy chunks (with every card of the page) on a machine shared with other runs. */
const PAGE_WAIT = { timeout: 30_000 };

/** 'Fakturační údaje' (issue 47): ARES fill, the IČO checksum before any call, the saved body, the server's errors. */

afterEach(() => {
  vi.unstubAllGlobals();
});

function details(overrides: Partial<BillingDetailsDto> = {}): BillingDetailsDto {
  return {
    companyName: 'Studio Bílý závoj',
    street: '',
    city: '',
    postalCode: '',
    ico: null,
    dic: null,
    vatPayer: false,
    aresAvailable: true,
    complete: false,
    ...overrides,
  };
}

const alza: AresCompanyDto = {
  ico: '27082440',
  companyName: 'Alza.cz a.s.',
  street: 'Jankovcova 1522/53',
  city: 'Praha',
  postalCode: '170 00',
  dic: 'CZ27082440',
};

function renderCard(api: RecordingApi) {
  const mock = mockRecordingApi(api);
  return { ...renderRoutes([{ path: '*', element: <BillingDetailsCard /> }], '/'), ...mock };
}

const card = () => screen.findByRole('region', { name: 'Fakturační údaje' });

describe('BillingDetailsCard', { timeout: 60_000 }, () => {
  it('refuses a bad IČO without asking ARES, fills the form from ARES by a valid one and saves exactly what is shown', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const { callsTo } = renderCard({
      'GET /api/billing/details': { status: 200, body: details() },
      'GET /api/billing/ares/27082440': { status: 200, body: alza },
      'PUT /api/billing/details': (body) => {
        saved.push(body);
        return { status: 200, body: { ...details(), ...(body as object), complete: true } };
      },
    });
    const region = await card();
    const name = await within(region).findByLabelText(/Obchodní firma nebo jméno/);
    expect(name).toHaveValue('Studio Bílý závoj');
    expect(within(region).getByText(/Změna se projeví až na další faktuře\./)).toBeInTheDocument();
    expect(within(region).getByText('Doplňte název firmy a adresu, ať je na fakturách uvedeme správně.')).toBeInTheDocument();

    const ico = within(region).getByLabelText('IČO');
    await user.type(ico, '27082441');
    await user.click(within(region).getByRole('button', { name: /Načíst z ARES/ }));
    expect(await within(region).findByText('IČO musí mít 8 číslic a platný kontrolní součet')).toBeInTheDocument();
    expect(callsTo('GET', '/api/billing/ares/27082441')).toHaveLength(0);

    await user.clear(ico);
    await user.type(ico, '2708 2440');
    await user.click(within(region).getByRole('button', { name: /Načíst z ARES/ }));
    expect(await within(region).findByText('Údaje jsme načetli z ARES. Zkontrolujte je a uložte.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/billing/ares/27082440')).toHaveLength(1);
    expect(name).toHaveValue('Alza.cz a.s.');
    expect(within(region).getByLabelText(/Ulice a číslo/)).toHaveValue('Jankovcova 1522/53');
    expect(within(region).getByLabelText(/Obec/)).toHaveValue('Praha');
    expect(within(region).getByLabelText(/PSČ/)).toHaveValue('170 00');
    expect(within(region).getByLabelText(/DIČ/)).toHaveValue('CZ27082440');
    expect(ico).toHaveValue('27082440');
    await waitFor(() => expect(within(region).queryByText('IČO musí mít 8 číslic a platný kontrolní součet')).not.toBeInTheDocument());

    await user.click(within(region).getByRole('switch', { name: 'Jsem plátce DPH' }));
    await user.click(within(region).getByRole('button', { name: /Uložit fakturační údaje/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      companyName: 'Alza.cz a.s.',
      street: 'Jankovcova 1522/53',
      city: 'Praha',
      postalCode: '170 00',
      ico: '27082440',
      dic: 'CZ27082440',
      vatPayer: true,
    });
    expect(await screen.findByText('Fakturační údaje byly uloženy')).toBeInTheDocument();
  });

  it("shows ARES's Czech error and keeps the form for manual entry", async () => {
    const user = userEvent.setup();
    renderCard({
      'GET /api/billing/details': { status: 200, body: details() },
      'GET /api/billing/ares/27082440': { status: 404, body: { statusCode: 404, message: 'Subjekt s tímto IČO v ARES není' } },
      'GET /api/billing/ares/26168685': { status: 503, body: { statusCode: 503, message: 'ARES je teď nedostupný, vyplňte údaje ručně' } },
    });
    const region = await card();
    const ico = await within(region).findByLabelText('IČO');
    await user.type(ico, '27082440');
    await user.click(within(region).getByRole('button', { name: /Načíst z ARES/ }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Subjekt s tímto IČO v ARES není');
    expect(within(region).getByLabelText(/Obchodní firma nebo jméno/)).toHaveValue('Studio Bílý závoj');

    await user.clear(ico);
    await user.type(ico, '26168685');
    await user.click(within(region).getByRole('button', { name: /Načíst z ARES/ }));
    expect(await within(region).findByText('ARES je teď nedostupný, vyplňte údaje ručně')).toBeInTheDocument();
    expect(within(region).getByLabelText(/Obchodní firma nebo jméno/)).not.toBeDisabled();
  });

  it('asks for an IČO before looking it up', async () => {
    const user = userEvent.setup();
    const { calls } = renderCard({ 'GET /api/billing/details': { status: 200, body: details() } });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: /Načíst z ARES/ }));
    expect(await within(region).findByText('Zadejte IČO, podle kterého údaje v ARES vyhledáme')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/billing/ares'))).toEqual([]);
  });

  it('without ARES offers manual entry only, and checks PSČ, IČO and DIČ before saving', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderCard({
      'GET /api/billing/details': {
        status: 200,
        body: details({ street: 'Dlouhá 12', city: 'Praha 1', postalCode: '110 00', aresAvailable: false, complete: true }),
      },
      'PUT /api/billing/details': (body) => ({ status: 200, body: { ...details(), ...(body as object), aresAvailable: false, complete: true } }),
    });
    const region = await card();
    await within(region).findByLabelText('IČO');
    expect(within(region).queryByRole('button', { name: /Načíst z ARES/ })).not.toBeInTheDocument();
    expect(within(region).queryByText(/Doplňte název firmy a adresu/)).not.toBeInTheDocument();

    const postalCode = within(region).getByLabelText(/PSČ/);
    await user.clear(postalCode);
    await user.type(postalCode, '1100');
    await user.type(within(region).getByLabelText('IČO'), '12345678');
    await user.click(within(region).getByRole('switch', { name: 'Jsem plátce DPH' }));
    await user.click(within(region).getByRole('button', { name: /Uložit fakturační údaje/ }));
    // Each field's check settles on its own, and its message comes in a render of its own.
    expect(await within(region).findByText('PSČ musí mít 5 číslic (např. 110 00)')).toBeInTheDocument();
    expect(await within(region).findByText('IČO musí mít 8 číslic a platný kontrolní součet')).toBeInTheDocument();
    expect(await within(region).findByText('Plátce DPH musí uvést DIČ')).toBeInTheDocument();

    await user.type(within(region).getByLabelText(/DIČ/), 'CZ123');
    await user.click(within(region).getByRole('button', { name: /Uložit fakturační údaje/ }));
    expect(await within(region).findByText('DIČ musí mít tvar CZ a 8–10 číslic')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/billing/details')).toHaveLength(0);

    await user.clear(postalCode);
    await user.type(postalCode, '11000');
    await user.clear(within(region).getByLabelText('IČO'));
    await user.clear(within(region).getByLabelText(/DIČ/));
    await user.type(within(region).getByLabelText(/DIČ/), 'cz 1234567890');
    await user.click(within(region).getByRole('button', { name: /Uložit fakturační údaje/ }));
    await waitFor(() => expect(callsTo('PUT', '/api/billing/details')).toHaveLength(1));
    expect(callsTo('PUT', '/api/billing/details')[0].body).toEqual({
      companyName: 'Studio Bílý závoj',
      street: 'Dlouhá 12',
      city: 'Praha 1',
      postalCode: '11000',
      ico: null,
      dic: 'CZ1234567890',
      vatPayer: true,
    });
  });

  it("shows the server's message when saving fails", async () => {
    const user = userEvent.setup();
    renderCard({
      'GET /api/billing/details': { status: 200, body: details({ street: 'Dlouhá 12', city: 'Praha 1', postalCode: '110 00' }) },
      'PUT /api/billing/details': { status: 400, body: { statusCode: 400, message: 'IČO musí mít 8 číslic a platný kontrolní součet' } },
    });
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: /Uložit fakturační údaje/ }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Fakturační údaje se nepodařilo uložit');
    expect(alert).toHaveTextContent('IČO musí mít 8 číslic a platný kontrolní součet');
  });

  it('is part of the profile settings, at #fakturacni-udaje', async () => {
    renderWorkspace('/profile-settings', providerApi({ 'GET /api/billing/details': { status: 200, body: details() } }));
    const region = await screen.findByRole('region', { name: 'Fakturační údaje' }, PAGE_WAIT);
    expect(region).toHaveAttribute('id', 'fakturacni-udaje');
    expect(await within(region).findByLabelText(/Obchodní firma nebo jméno/)).toHaveValue('Studio Bílý závoj');
  });
});
