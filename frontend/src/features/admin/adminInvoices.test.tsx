import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminInvoiceDto } from '../../api';
import { adminApi, pageOf, renderAdmin, setUpAdminTests, setupUser, urlsOf } from '../../test/adminTestKit';
import { AUDIT_ACTION_LABELS } from './adminParams';

setUpAdminTests();

/** The admin's 'Faktury' tab (issue 47): every invoice with its PDF, searched on the server; 'Vrátit platbu' after asking. */

function makeInvoice(overrides: Partial<AdminInvoiceDto> = {}): AdminInvoiceDto {
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
    providerId: 12,
    buyerName: 'Studio Světlo s.r.o.',
    paymentId: 41,
    refundable: true,
    ...overrides,
  };
}

const invoices = [
  makeInvoice(),
  makeInvoice({
    id: 2,
    number: '2026000002',
    kind: 'credit_note',
    formattedTotal: '−290 Kč',
    totalHalere: -29000,
    correctedNumber: '2026000001',
    providerId: null,
    buyerName: 'Hudba Praha',
    paymentId: 40,
    refundable: false,
  }),
  makeInvoice({ id: 1, number: '2026000001', formattedTotal: '290 Kč', buyerName: 'Hudba Praha', providerId: null, paymentId: 40, refundable: false }),
];

const rowOf = (number: string) => screen.getByText(number, { selector: 'strong' }).closest('tr') as HTMLTableRowElement;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ').trim());

describe('/admin invoices tab', () => {
  it('loads when opened; shows number, kind, buyer, date and amount with the PDF; only a refundable invoice offers the refund', async () => {
    const user = setupUser();
    const { fetchMock } = renderAdmin('/admin', adminApi({ 'GET /api/admin/invoices': { status: 200, body: pageOf(invoices, 31) } }));
    await screen.findByText('Tereza a Jakub', { selector: 'strong' });
    expect(urlsOf(fetchMock).some((url) => url.pathname === '/api/admin/invoices')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Faktury' }));
    expect(await screen.findByRole('tab', { name: 'Faktury (31)' })).toBeInTheDocument();
    await screen.findByText('2026000003', { selector: 'strong' });

    const results = screen.getByRole('region', { name: 'Seznam faktur' });
    expect(within(results).getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual(
      expect.arrayContaining(['Číslo', 'Doklad', 'Odběratel', 'Vystaveno', 'Částka', 'Akce']),
    );
    expect(cells(rowOf('2026000003'))).toEqual(
      expect.arrayContaining(['2026000003', 'Faktura', 'Studio Světlo s.r.o.Dodavatel #12', '1. 3. 2026', '490 Kč']),
    );
    expect(cells(rowOf('2026000002'))).toEqual(
      expect.arrayContaining(['Opravný dokladk faktuře 2026000001', 'Hudba PrahaSmazaný účet', '−290 Kč']),
    );

    const pdf = within(rowOf('2026000003')).getByRole('link', { name: 'Stáhnout PDF' });
    expect(pdf).toHaveAttribute('href', '/api/admin/invoices/3/pdf');
    expect(pdf).toHaveAttribute('download', 'faktura-2026000003.pdf');
    expect(within(rowOf('2026000003')).getByRole('button', { name: 'Vrátit platbu' })).toBeInTheDocument();
    expect(within(rowOf('2026000002')).queryByRole('button', { name: 'Vrátit platbu' })).not.toBeInTheDocument();
    expect(within(rowOf('2026000001')).queryByRole('button', { name: 'Vrátit platbu' })).not.toBeInTheDocument();
  });

  it('refunds a payment after asking, with the reason, and names the credit note', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=faktury',
      adminApi({
        'GET /api/admin/invoices': { status: 200, body: pageOf(invoices) },
        'POST /api/admin/payments/41/refund': (body) => {
          sent.push(body);
          return { status: 200, body: { creditNoteNumber: '2026000004' } };
        },
      }),
    );
    await screen.findByText('2026000003', { selector: 'strong' });
    await user.click(within(rowOf('2026000003')).getByRole('button', { name: 'Vrátit platbu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vrátit platbu' });
    expect(dialog).toHaveTextContent('2026000003 – Studio Světlo s.r.o. – 490 Kč');
    expect(dialog).toHaveTextContent('vystavíme opravný daňový doklad k faktuře 2026000003');
    expect(dialog).toHaveTextContent('Vrácení nelze vzít zpět.');
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Důvod/), ' Dvojí platba ');
    await user.click(within(dialog).getByRole('button', { name: 'Vrátit platbu' }));
    expect(await screen.findByText('Platba vrácena, opravný doklad 2026000004')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Dvojí platba' }]);
  });

  it("refunds without a reason, and shows the server's refusal", async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=faktury',
      adminApi({
        'GET /api/admin/invoices': { status: 200, body: pageOf(invoices) },
        'POST /api/admin/payments/41/refund': (body) => {
          sent.push(body);
          return { status: 409, body: { statusCode: 409, message: 'Vrátit lze jen uhrazenou platbu, která ještě vrácená nebyla' } };
        },
      }),
    );
    await screen.findByText('2026000003', { selector: 'strong' });
    await user.click(within(rowOf('2026000003')).getByRole('button', { name: 'Vrátit platbu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vrátit platbu' });
    await user.click(within(dialog).getByRole('button', { name: 'Vrátit platbu' }));
    expect(await screen.findByText('Platbu se nepodařilo vrátit')).toBeInTheDocument();
    expect(screen.getByText('Vrátit lze jen uhrazenou platbu, která ještě vrácená nebyla')).toBeInTheDocument();
    expect(sent).toEqual([{}]);
  });

  it('keeps the search and the page in the URL and sends them to the server', async () => {
    const { fetchMock } = renderAdmin(
      '/admin?zalozka=faktury&hledat-faktury=Světlo&strana-faktur=2',
      adminApi({ 'GET /api/admin/invoices': { status: 200, body: { ...pageOf(invoices, 45), page: 2 } } }),
    );
    await screen.findByText('2026000003', { selector: 'strong' });
    await waitFor(() => {
      const last = urlsOf(fetchMock)
        .filter((url) => url.pathname === '/api/admin/invoices')
        .at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({ page: '2', pageSize: '20', q: 'Světlo' });
    });
  });

  it('names the refund in the audit filter', () => {
    expect(AUDIT_ACTION_LABELS['payment.refund']).toBe('Vrácení platby');
  });
});
