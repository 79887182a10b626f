import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { InvoiceKind, InvoiceParty, VatMode } from './entities/invoice.entity';

/** The stored billing details of a provider. */
export interface BillingDetailsRow {
  companyName: string;
  street: string;
  city: string;
  postalCode: string;
  ico: string | null;
  dic: string | null;
  vatPayer: boolean;
}

export interface NewInvoice {
  number: string;
  kind: InvoiceKind;
  correctedInvoiceId: number | null;
  paymentId: number;
  providerId: number | null;
  issuedAt: Date;
  taxableSupplyDate: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  description: string;
  totalHalere: number;
  baseHalere: number;
  vatHalere: number;
  vatRate: number;
  vatMode: VatMode;
  paymentMethod: string | null;
}

/** An invoice row as read back (amounts as numbers: haléře fit a double exactly). */
export interface InvoiceRow extends NewInvoice {
  id: number;
  currency: string;
  correctedNumber: string | null;
  /** Whether the invoice's payment has a credit note (only meaningful on kind 'invoice'). */
  credited: boolean;
}

const INVOICE_COLUMNS = `i.id, i.number, i.kind, i.corrected_invoice_id AS "correctedInvoiceId", i.payment_id AS "paymentId",
  i.provider_id AS "providerId", i.issued_at AS "issuedAt", to_char(i.taxable_supply_date, 'YYYY-MM-DD') AS "taxableSupplyDate",
  i.seller, i.buyer, i.description, i.total_halere::float8 AS "totalHalere", i.base_halere::float8 AS "baseHalere",
  i.vat_halere::float8 AS "vatHalere", i.vat_rate AS "vatRate", i.vat_mode AS "vatMode", i.payment_method AS "paymentMethod",
  i.currency, c.number AS "correctedNumber",
  EXISTS (SELECT 1 FROM invoices cn WHERE cn.payment_id = i.payment_id AND cn.kind = 'credit_note') AS credited`;
const FROM_INVOICES = `FROM invoices i LEFT JOIN invoices c ON c.id = i.corrected_invoice_id`;
const NEWEST_FIRST = `ORDER BY i.issued_at DESC, i.id DESC`;

/** Billing's tables (billing_details, invoice_series, invoices): the only place that reads or writes them. */
@Injectable()
export class BillingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---- billing details ----

  async details(providerId: number, manager: EntityManager = this.dataSource.manager): Promise<BillingDetailsRow | null> {
    const [row] = (await manager.query(
      `SELECT company_name AS "companyName", street, city, postal_code AS "postalCode", ico, dic, vat_payer AS "vatPayer"
         FROM billing_details WHERE provider_id = $1`,
      [providerId],
    )) as BillingDetailsRow[];
    return row ?? null;
  }

  async saveDetails(providerId: number, details: BillingDetailsRow): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO billing_details (provider_id, company_name, street, city, postal_code, ico, dic, vat_payer, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
       ON CONFLICT (provider_id) DO UPDATE SET
         company_name = EXCLUDED.company_name, street = EXCLUDED.street, city = EXCLUDED.city, postal_code = EXCLUDED.postal_code,
         ico = EXCLUDED.ico, dic = EXCLUDED.dic, vat_payer = EXCLUDED.vat_payer, updated_at = now()`,
      [providerId, details.companyName, details.street, details.city, details.postalCode, details.ico, details.dic, details.vatPayer],
    );
  }

  // ---- the series and the invoices, in the caller's transaction ----

  /**
   * The next number of `year`'s series. The row stays locked until the caller's transaction ends,
   * so concurrent payments take numbers one after another, and a rollback gives the number back.
   */
  async nextInSeries(manager: EntityManager, year: number): Promise<number> {
    const [{ lastNumber }] = (await manager.query(
      `INSERT INTO invoice_series (year, last_number) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = invoice_series.last_number + 1
       RETURNING last_number AS "lastNumber"`,
      [year],
    )) as Array<{ lastNumber: number }>;
    return lastNumber;
  }

  async insertInvoice(manager: EntityManager, invoice: NewInvoice): Promise<number> {
    const [{ id }] = (await manager.query(
      `INSERT INTO invoices (number, kind, corrected_invoice_id, payment_id, provider_id, issued_at, taxable_supply_date, seller, buyer,
                             description, total_halere, base_halere, vat_halere, vat_rate, vat_mode, payment_method)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $14, $15, $16)
       RETURNING id`,
      [
        invoice.number,
        invoice.kind,
        invoice.correctedInvoiceId,
        invoice.paymentId,
        invoice.providerId,
        invoice.issuedAt,
        invoice.taxableSupplyDate,
        JSON.stringify(invoice.seller),
        JSON.stringify(invoice.buyer),
        invoice.description.slice(0, 200),
        invoice.totalHalere,
        invoice.baseHalere,
        invoice.vatHalere,
        invoice.vatRate,
        invoice.vatMode,
        invoice.paymentMethod,
      ],
    )) as Array<{ id: number }>;
    return id;
  }

  async invoiceOfPayment(manager: EntityManager, paymentId: number, kind: InvoiceKind): Promise<InvoiceRow | null> {
    const [row] = (await manager.query(`SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} WHERE i.payment_id = $1 AND i.kind = $2`, [
      paymentId,
      kind,
    ])) as InvoiceRow[];
    return row ?? null;
  }

  // ---- reads ----

  async invoice(id: number): Promise<InvoiceRow | null> {
    const [row] = (await this.dataSource.query(`SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} WHERE i.id = $1`, [id])) as InvoiceRow[];
    return row ?? null;
  }

  async providerPage(providerId: number, page: number, pageSize: number): Promise<{ rows: InvoiceRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} WHERE i.provider_id = $1 ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [
        providerId,
        pageSize,
        (page - 1) * pageSize,
      ]) as Promise<InvoiceRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM invoices WHERE provider_id = $1`, [providerId]) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total };
  }

  /** Every invoice, newest first; `q` matches the number's start or the buyer's name (diacritics-insensitive). */
  async adminPage(q: string | undefined, page: number, pageSize: number): Promise<{ rows: InvoiceRow[]; total: number }> {
    // The search text taken literally (its own % and _ escaped).
    const search = q?.trim() ? q.trim().replace(/[\\%_]/g, (character) => `\\${character}`) : null;
    const where = `($1::text IS NULL OR i.number LIKE $1 || '%'
                    OR fold_text(i.buyer->>'name') LIKE '%' || fold_text($1) || '%')`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} WHERE ${where} ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [
        search,
        pageSize,
        (page - 1) * pageSize,
      ]) as Promise<InvoiceRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM invoices i WHERE ${where}`, [search]) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total };
  }

  // ---- the account's data ----

  async exportInvoices(providerId: number): Promise<InvoiceRow[]> {
    return (await this.dataSource.query(`SELECT ${INVOICE_COLUMNS} ${FROM_INVOICES} WHERE i.provider_id = $1 ORDER BY i.issued_at, i.id`, [
      providerId,
    ])) as InvoiceRow[];
  }

  /** The account's deletion: its billing details go; its invoices stay with their buyer snapshot, unlinked from the profile. */
  async eraseProvider(manager: EntityManager, providerId: number): Promise<void> {
    await manager.query(`DELETE FROM billing_details WHERE provider_id = $1`, [providerId]);
    await manager.query(`UPDATE invoices SET provider_id = NULL WHERE provider_id = $1`, [providerId]);
  }
}
