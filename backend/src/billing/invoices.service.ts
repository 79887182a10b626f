import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ViewerProvider } from '../auth/auth.api';
import { AppConfig } from '../config/app-config';
import { ProviderRecords } from '../providers/providers.api';
import { addressLine, BILLING_MESSAGES, formatHalere, invoiceNumber, pragueDate, pragueYear, splitVat } from './billing-rules';
import { BillingRepository, type InvoiceRow } from './billing.repository';
import type { AdminInvoiceDto, AdminInvoicePageDto, AdminInvoicesQueryDto, InvoiceDto, InvoicePageDto } from './dto/invoice.dto';
import type { InvoiceParty } from './entities/invoice.entity';
import { renderInvoicePdf } from './invoice-pdf';

/** What a paid subscription payment gives its invoice. */
export interface PaymentToInvoice {
  paymentId: number;
  providerId: number;
  /** Whole Kč incl. VAT. */
  amount: number;
  paidAt: Date;
  description: string;
  /** 'card', 'test' (the offline gateway), or null. */
  paymentMethod: string | null;
}

export interface RefundToCredit {
  paymentId: number;
  /** Whole Kč given back. */
  amount: number;
  refundedAt: Date;
}

export interface IssuedInvoice {
  invoiceId: number;
  number: string;
}

export interface InvoicePdf {
  number: string;
  filename: string;
  pdf: Buffer;
}

const PAGE_SIZE_DEFAULT = 20;

/**
 * Tax invoices for paid subscription payments and credit notes for refunds, numbered in one
 * gap-free yearly series: the number is taken in the payment's own transaction, so it exists
 * exactly when the payment does. Each is frozen at issue (seller and buyer snapshots).
 */
@Injectable()
export class InvoicesService {
  private readonly logger = new Logger(InvoicesService.name);

  constructor(
    private readonly repository: BillingRepository,
    private readonly providers: ProviderRecords,
    private readonly config: AppConfig,
  ) {}

  /** The invoice of a newly succeeded payment, in its transaction; the existing one when issued already. */
  async issueForPayment(manager: EntityManager, payment: PaymentToInvoice): Promise<IssuedInvoice> {
    const existing = await this.repository.invoiceOfPayment(manager, payment.paymentId, 'invoice');
    if (existing) return { invoiceId: existing.id, number: existing.number };
    const issuedAt = new Date();
    const number = invoiceNumber(pragueYear(issuedAt), await this.repository.nextInSeries(manager, pragueYear(issuedAt)));
    const { invoicing } = this.config;
    const split = splitVat(payment.amount * 100, { payer: invoicing.vatPayer, rate: invoicing.vatRate });
    const invoiceId = await this.repository.insertInvoice(manager, {
      number,
      kind: 'invoice',
      correctedInvoiceId: null,
      paymentId: payment.paymentId,
      providerId: payment.providerId,
      issuedAt,
      taxableSupplyDate: pragueDate(payment.paidAt),
      seller: this.sellerParty(),
      buyer: await this.buyerParty(manager, payment.providerId),
      description: payment.description,
      ...split,
      paymentMethod: payment.paymentMethod,
    });
    return { invoiceId, number };
  }

  /**
   * The credit note ("Opravný daňový doklad") of a refunded payment, in the refund's transaction:
   * negative amounts, the corrected invoice's buyer and VAT mode. Null when the payment has no
   * invoice (paid before invoicing began); the existing one when issued already.
   */
  async issueCreditNote(manager: EntityManager, refund: RefundToCredit): Promise<IssuedInvoice | null> {
    const invoice = await this.repository.invoiceOfPayment(manager, refund.paymentId, 'invoice');
    if (!invoice) return null;
    const existing = await this.repository.invoiceOfPayment(manager, refund.paymentId, 'credit_note');
    if (existing) return { invoiceId: existing.id, number: existing.number };
    const issuedAt = new Date();
    const number = invoiceNumber(pragueYear(issuedAt), await this.repository.nextInSeries(manager, pragueYear(issuedAt)));
    const amountHalere = Math.min(refund.amount * 100, invoice.totalHalere);
    const split = splitVat(-amountHalere, { payer: invoice.vatMode === 'payer', rate: invoice.vatRate });
    const invoiceId = await this.repository.insertInvoice(manager, {
      number,
      kind: 'credit_note',
      correctedInvoiceId: invoice.id,
      paymentId: refund.paymentId,
      providerId: invoice.providerId,
      issuedAt,
      taxableSupplyDate: pragueDate(refund.refundedAt),
      seller: invoice.seller,
      buyer: invoice.buyer,
      description: invoice.description,
      ...split,
      paymentMethod: invoice.paymentMethod,
    });
    return { invoiceId, number };
  }

  async page(provider: ViewerProvider, page = 1, pageSize = PAGE_SIZE_DEFAULT): Promise<InvoicePageDto> {
    const { rows, total } = await this.repository.providerPage(provider.id, page, pageSize);
    return { items: rows.map(toDto), total };
  }

  /** The provider's own invoice; another provider's is "not found" (404), not forbidden. */
  async pdfOf(provider: ViewerProvider, id: number): Promise<InvoicePdf> {
    const invoice = await this.repository.invoice(id);
    if (!invoice || invoice.providerId !== provider.id) throw new NotFoundException(BILLING_MESSAGES.invoiceNotFound);
    return this.pdf(invoice);
  }

  async adminPage(query: AdminInvoicesQueryDto): Promise<AdminInvoicePageDto> {
    const { rows, total } = await this.repository.adminPage(query.q, query.page ?? 1, query.pageSize ?? PAGE_SIZE_DEFAULT);
    return { items: rows.map(toAdminDto), total };
  }

  async adminPdf(id: number): Promise<InvoicePdf> {
    const invoice = await this.repository.invoice(id);
    if (!invoice) throw new NotFoundException(BILLING_MESSAGES.invoiceNotFound);
    return this.pdf(invoice);
  }

  private async pdf(invoice: InvoiceRow): Promise<InvoicePdf> {
    const prefix = invoice.kind === 'credit_note' ? 'opravny-doklad' : 'faktura';
    return { number: invoice.number, filename: `${prefix}-${invoice.number}.pdf`, pdf: await renderInvoicePdf(invoice) };
  }

  private sellerParty(): InvoiceParty {
    const { seller } = this.config.invoicing;
    return { name: seller.name, address: seller.address, ico: seller.ico, dic: seller.dic, email: seller.email };
  }

  /** The buyer as the billing details say now; the profile's company name when they were never saved. */
  private async buyerParty(manager: EntityManager, providerId: number): Promise<InvoiceParty> {
    const details = await this.repository.details(providerId, manager);
    if (details) {
      return { name: details.companyName, address: addressLine(details), ico: details.ico, dic: details.dic };
    }
    const recipient = await this.providers.mailRecipient(manager, providerId);
    if (!recipient) this.logger.warn(`Invoice for provider ${providerId} without billing details or a profile name`);
    return { name: recipient?.name ?? `Dodavatel ${providerId}`, address: '', ico: null, dic: null };
  }
}

function toDto(row: InvoiceRow): InvoiceDto {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    issuedAt: new Date(row.issuedAt).toISOString(),
    taxableSupplyDate: row.taxableSupplyDate,
    totalHalere: row.totalHalere,
    formattedTotal: formatHalere(row.totalHalere),
    description: row.description,
    correctedNumber: row.correctedNumber,
  };
}

function toAdminDto(row: InvoiceRow): AdminInvoiceDto {
  return {
    ...toDto(row),
    providerId: row.providerId,
    buyerName: row.buyer.name,
    paymentId: row.paymentId,
    refundable: row.kind === 'invoice' && !row.credited,
  };
}
