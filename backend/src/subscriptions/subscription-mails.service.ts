import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService, paymentReceiptMail, subscriptionActivatedMail, subscriptionCancelledMail } from '../mail/mail.api';
import { ProviderRecords } from '../providers/providers.api';
import { findPaidPlan, formatCzk } from './plans';
import { formatCzechDate } from './subscription-rules';
import { type RecordedPayment, SubscriptionsRepository } from './subscriptions.repository';

const MANAGEMENT_PATH = '/subscription-management';

/**
 * The provider's e-mails about the subscription (to the provider profile's e-mail), queued in the
 * outbox on the caller's transaction manager: they exist exactly when the change was committed.
 * Each reads the rows as the caller's transaction now sees them.
 */
@Injectable()
export class SubscriptionMailsService {
  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly providers: ProviderRecords,
    private readonly repository: SubscriptionsRepository,
  ) {}

  private get manageUrl(): string {
    return `${this.config.appUrl}${MANAGEMENT_PATH}`;
  }

  /** The subscription became active (checkout, Stripe's activation, an admin's free year). */
  async activated(manager: EntityManager, subscriptionId: number): Promise<void> {
    const row = await this.repository.subscriptionForMail(manager, subscriptionId);
    const plan = row && findPaidPlan(row.planId);
    const to = row && (await this.providers.mailRecipient(manager, row.providerId));
    if (!row || !plan || !row.periodEnd || !to) return;
    await this.mail.enqueue(
      to,
      subscriptionActivatedMail({
        companyName: to.name,
        planName: plan.name,
        billingPeriod: plan.billingPeriod,
        priceText: row.source === 'admin' ? 'zdarma' : formatCzk(plan.price),
        validUntilText: formatCzechDate(row.periodEnd),
        manageUrl: this.manageUrl,
      }),
      manager,
    );
  }

  /** Cancelled at the end of the period: active until then. */
  async cancelled(manager: EntityManager, subscriptionId: number): Promise<void> {
    const row = await this.repository.subscriptionForMail(manager, subscriptionId);
    const plan = row && findPaidPlan(row.planId);
    const to = row && (await this.providers.mailRecipient(manager, row.providerId));
    if (!row || !plan || !row.periodEnd || !to) return;
    await this.mail.enqueue(
      to,
      subscriptionCancelledMail({
        companyName: to.name,
        planName: plan.name,
        activeUntilText: formatCzechDate(row.periodEnd),
        manageUrl: this.manageUrl,
      }),
      manager,
    );
  }

  /** A receipt for a payment row that has just become 'succeeded' (recordPayment says so); nothing otherwise. */
  async receipt(manager: EntityManager, payment: RecordedPayment, invoiceNumber: string | null = null): Promise<void> {
    if (!payment.newlySucceeded) return;
    const row = await this.repository.paymentForMail(manager, payment.id);
    const to = row && (await this.providers.mailRecipient(manager, row.providerId));
    if (!row || row.status !== 'succeeded' || !to) return;
    await this.mail.enqueue(
      to,
      paymentReceiptMail({
        companyName: to.name,
        amountText: formatCzk(row.amount),
        dateText: formatCzechDate(row.createdAt),
        description: row.description,
        brand: row.brand,
        last4: row.last4,
        historyUrl: this.manageUrl,
        invoiceNumber,
        invoiceUrl: `${this.manageUrl}#faktury`,
      }),
      manager,
    );
  }
}
