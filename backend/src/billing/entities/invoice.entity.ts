import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type InvoiceKind = 'invoice' | 'credit_note';
export type VatMode = 'payer' | 'non_payer';

/** The seller or buyer as the invoice states it, frozen at issue. */
export interface InvoiceParty {
  name: string;
  /** One line: street, postal code and city. */
  address: string;
  ico: string | null;
  dic: string | null;
  email?: string | null;
}

/** A tax document ("Faktura – daňový doklad") or its credit note ("Opravný daňový doklad"); immutable once issued. */
@Entity('invoices')
export class Invoice {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  /** YYYY + 6 digits of the yearly series, e.g. 2026000001. */
  @Column({ type: 'varchar', length: 10, unique: true })
  number: string;

  @Column({ type: 'varchar', length: 16 })
  kind: InvoiceKind;

  @Column({ type: 'integer', nullable: true })
  correctedInvoiceId: number | null;

  @Column({ type: 'integer' })
  paymentId: number;

  /** Null once the provider is deleted: the invoice stays (the buyer snapshot is what it must hold). */
  @Column({ type: 'integer', nullable: true })
  providerId: number | null;

  @Column({ type: 'timestamptz' })
  issuedAt: Date;

  /** 'YYYY-MM-DD' (Europe/Prague). */
  @Column({ type: 'date' })
  taxableSupplyDate: string;

  @Column({ type: 'jsonb' })
  seller: InvoiceParty;

  @Column({ type: 'jsonb' })
  buyer: InvoiceParty;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** Haléře incl. VAT; negative on a credit note. */
  @Column({ type: 'bigint' })
  totalHalere: string;

  @Column({ type: 'bigint' })
  baseHalere: string;

  @Column({ type: 'bigint' })
  vatHalere: string;

  /** Percent (0 for a non-payer). */
  @Column({ type: 'integer' })
  vatRate: number;

  @Column({ type: 'varchar', length: 10 })
  vatMode: VatMode;

  @Column({ type: 'varchar', length: 32, nullable: true })
  paymentMethod: string | null;

  @Column({ type: 'char', length: 3, default: 'CZK' })
  currency: string;
}
