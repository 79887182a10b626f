import { ConflictException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit.api';
import type { User } from '../auth/auth.api';
import { InvoicesService } from '../billing/billing.api';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway';
import { type RefundablePayment, SubscriptionsRepository } from './subscriptions.repository';

export const REFUND_MESSAGES = {
  notFound: 'Platba nenalezena',
  notRefundable: 'Vrátit lze jen uhrazenou platbu, která ještě vrácená nebyla',
  gatewayMissing: 'Platbu kartou lze vrátit jen s nastavenou platební bránou Stripe',
} as const;

/** What a Stripe charge.refunded says (the parts read). */
export interface GatewayRefund {
  paymentIntentId: string;
  /** Whole Kč refunded in total. */
  amount: number;
  at: Date;
}

/**
 * Refunds of subscription payments: the admin's (the gateway gives the money back, the payment is
 * marked refunded, a credit note is issued and the decision audited, all in one transaction) and
 * Stripe's charge.refunded (a refund made in Stripe's dashboard, or the echo of the admin's: once).
 * Access is left as it is: ending the subscription is a separate admin decision.
 */
@Injectable()
export class PaymentRefunds {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly repository: SubscriptionsRepository,
    private readonly invoices: InvoicesService,
    private readonly audit: AuditLog,
  ) {}

  async adminRefund(admin: Pick<User, 'id' | 'email'>, paymentId: number, reason: string | undefined): Promise<{ creditNoteNumber: string | null }> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await this.repository.lockPayment(manager, { id: paymentId });
      if (!payment) throw new NotFoundException(REFUND_MESSAGES.notFound);
      if (payment.status !== 'succeeded' || payment.refundedAt) throw new ConflictException(REFUND_MESSAGES.notRefundable);
      if (payment.gatewayPaymentIntentId) {
        if (this.gateway.mode !== 'stripe') throw new ServiceUnavailableException(REFUND_MESSAGES.gatewayMissing);
        // Inside the transaction: if Stripe refuses, nothing is recorded; if the commit fails after
        // Stripe refunded, its charge.refunded event records the refund.
        await this.gateway.refund({ paymentId: payment.id, paymentIntentId: payment.gatewayPaymentIntentId });
      }
      const creditNote = await this.refunded(manager, payment, payment.amount, new Date());
      await this.audit.record(manager, admin, {
        action: 'payment.refund',
        targetType: 'payment',
        targetId: payment.id,
        details: { amount: payment.amount, providerId: payment.providerId, creditNoteNumber: creditNote?.number ?? null, reason: reason || null },
      });
      return { creditNoteNumber: creditNote?.number ?? null };
    });
  }

  /** Stripe's charge.refunded, in the event's transaction; a payment refunded already (or unknown) is left alone. */
  async fromGateway(manager: EntityManager, refund: GatewayRefund): Promise<boolean> {
    const payment = await this.repository.lockPayment(manager, { paymentIntentId: refund.paymentIntentId });
    if (!payment || payment.status !== 'succeeded' || payment.refundedAt || refund.amount <= 0) return false;
    await this.refunded(manager, payment, Math.min(refund.amount, payment.amount), refund.at);
    return true;
  }

  private async refunded(manager: EntityManager, payment: RefundablePayment, amount: number, at: Date) {
    await this.repository.markRefunded(manager, payment.id, amount, at);
    return this.invoices.issueCreditNote(manager, { paymentId: payment.id, amount, refundedAt: at });
  }
}
