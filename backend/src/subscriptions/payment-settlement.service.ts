import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvoicesService } from '../billing/billing.api';
import { SubscriptionMailsService } from './subscription-mails.service';
import { type RecordedPayment, SubscriptionsRepository } from './subscriptions.repository';

/**
 * What follows a payment that has just succeeded (recordPayment's `newlySucceeded`), in its
 * transaction: the tax invoice (its number taken from the series right here, so it exists exactly
 * when the payment does) and the receipt mail linking to it. Nothing for a payment seen before.
 */
@Injectable()
export class PaymentSettlement {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly mails: SubscriptionMailsService,
    private readonly repository: SubscriptionsRepository,
  ) {}

  async succeeded(manager: EntityManager, payment: RecordedPayment): Promise<void> {
    if (!payment.newlySucceeded) return;
    const row = await this.repository.paymentForMail(manager, payment.id);
    if (!row || row.status !== 'succeeded' || row.providerId === null) return;
    const invoice = await this.invoices.issueForPayment(manager, {
      paymentId: payment.id,
      providerId: row.providerId,
      amount: row.amount,
      paidAt: row.createdAt,
      description: row.description,
      paymentMethod: row.paymentMethod,
    });
    await this.mails.receipt(manager, payment, invoice.number);
  }
}
