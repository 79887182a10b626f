import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDto } from '../../api';
import { mockRecordingApi } from '../../test/recordingApi';
import type { RecordingApi } from '../../test/recordingApi';
import { renderRoutes } from '../../test/renderRoutes';
import { activeInfo, testPlans } from '../../test/subscriptionTestKit';
import { providerApi, renderWorkspace } from '../../test/workspaceTestKit';
import { InvoicesCard } from './InvoicesCard';

/** The whole page's first load compiles its lazy chunks (with every card of the page) on a machine shared with other runs. */
const PAGE_WAIT = { timeout: 30_000 };

/** 'Faktury' (issue 47): the provider's invoices with their PDFs, the empty state, pages, and the mount on /subscription-management. */

afterEach(() => {
  vi.unstubAllGlobals();
});

function invoice(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: 3,
    number: '2026000003',
    kind: 'invoice',
    issuedAt: '2026-03-01T10:15:00.000Z',
    taxableSupplyDate: '2026-03-01',
    totalHalere: 49000,
    formattedTotal: '490 Kč',
    description: 'Předplatné Premium (měsíční)',
    correctedNumber: null,
    ...overrides,
  };
}

const invoices = [
  invoice({
    id: 4,
    number: '2026000004',
    kind: 'credit_note',
    issuedAt: '2026-03-05T09:00:00.000Z',
    totalHalere: -49000,
    formattedTotal: '−490 Kč',
    correctedNumber: '2026000003',
  }),
  invoice(),
];

function renderCard(api: RecordingApi) {
  const mock = mockRecordingApi(api);
  return { ...renderRoutes([{ path: '*', element: <InvoicesCard id="faktury" /> }], '/'), ...mock };
}

const rowOf = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr') as HTMLTableRowElement;

describe('InvoicesCard', { timeout: 60_000 }, () => {
  it('lists number, date, kind and amount with a PDF link per invoice; a credit note names the invoice it corrects', async () => {
    const { callsTo } = renderCard({ 'GET /api/invoices': { status: 200, body: { items: invoices, total: 2 } } });
    const region = await screen.findByRole('region', { name: 'Faktury' });
    expect(region).toHaveAttribute('id', 'faktury');
    await within(region).findByRole('rowheader', { name: '2026000003' });
    expect(Object.fromEntries(callsTo('GET', '/api/invoices')[0].query)).toEqual({ page: '1', pageSize: '10' });

    const first = within(rowOf('2026000003'));
    expect(first.getByText('1. 3. 2026')).toBeInTheDocument();
    expect(first.getByText('Faktura')).toBeInTheDocument();
    expect(first.getByText('490 Kč')).toBeInTheDocument();
    const pdf = first.getByRole('link', { name: /Stáhnout PDF/ });
    expect(pdf).toHaveAttribute('href', '/api/invoices/3/pdf');
    expect(pdf).toHaveAttribute('download', 'faktura-2026000003.pdf');
    expect(pdf).toHaveAccessibleDescription('2026000003');

    const credit = within(rowOf('2026000004'));
    expect(credit.getByText('Opravný doklad')).toBeInTheDocument();
    expect(credit.getByText('k faktuře 2026000003')).toBeInTheDocument();
    expect(credit.getByText('−490 Kč')).toBeInTheDocument();
    expect(credit.getByRole('link', { name: /Stáhnout PDF/ })).toHaveAttribute('href', '/api/invoices/4/pdf');

    expect(within(region).getByRole('link', { name: 'nastavení profilu' })).toHaveAttribute('href', '/profile-settings#fakturacni-udaje');
    expect(within(region).queryByRole('navigation', { name: 'Stránky faktur' })).not.toBeInTheDocument();
  });

  it('says so when there is no invoice yet', async () => {
    renderCard({ 'GET /api/invoices': { status: 200, body: { items: [], total: 0 } } });
    expect(await screen.findByRole('heading', { name: 'Zatím žádné faktury' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderCard({
      'GET /api/invoices': (_body, call) => {
        const page = Number(call.query.get('page'));
        const items = page === 1 ? [invoice({ id: 30, number: '2026000030' })] : [invoice({ id: 20, number: '2026000020' })];
        return { status: 200, body: { items, total: 25 } };
      },
    });
    await screen.findByRole('rowheader', { name: '2026000030' });
    const pages = screen.getByRole('navigation', { name: 'Stránky faktur' });
    await user.click(within(pages).getByRole('button', { name: 'Strana 2' }));
    expect(await screen.findByRole('rowheader', { name: '2026000020' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/invoices').map((call) => call.query.get('page'))).toEqual(['1', '2']));
  });

  it('offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCard({
      'GET /api/invoices': () =>
        fail ? { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } } : { status: 200, body: { items: invoices, total: 2 } },
    });
    expect(await screen.findByText('Faktury se nepodařilo načíst')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Zkusit znovu/ }));
    expect(await screen.findByRole('rowheader', { name: '2026000003' })).toBeInTheDocument();
  });

  it('is on /subscription-management at #faktury', async () => {
    renderWorkspace(
      '/subscription-management#faktury',
      providerApi({
        'GET /api/subscription/info': { status: 200, body: activeInfo() },
        'GET /api/subscription/plans': { status: 200, body: testPlans },
        'GET /api/subscription/payments': { status: 200, body: [] },
        'GET /api/invoices': { status: 200, body: { items: invoices, total: 2 } },
      }),
    );
    const region = await screen.findByRole('region', { name: 'Faktury' }, PAGE_WAIT);
    expect(region).toHaveAttribute('id', 'faktury');
    expect(await within(region).findByRole('link', { name: /Stáhnout PDF/, description: '2026000003' })).toHaveAttribute(
      'href',
      '/api/invoices/3/pdf',
    );
  });
});
