import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { ProvidersRepository } from '../providers/providers.repository';
import { paymentReceiptMail } from '../mail/templates/payment-receipt.template';
import { subscriptionActivatedMail } from '../mail/templates/subscription-activated.template';
import { subscriptionCancelledMail } from '../mail/templates/subscription-cancelled.template';
import { findPaidPlan, formatCzk } from './plans';
import type { RecordedPayment } from './subscription-records';
import { formatCzechDate } from './subscription-rules';

const MANAGEMENT_PATH = '/subscription-management';

interface SubscriptionMailRow {
  providerId: number;
  planId: string;
  source: string;
  periodEnd: Date | null;
}

interface PaymentMailRow {
  providerId: number;
  amount: number;
  status: string;
  description: string;
  brand: string | null;
  last4: string | null;
  createdAt: Date;
}

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
    private readonly providers: ProvidersRepository,
  ) {}

  private get manageUrl(): string {
    return `${this.config.appUrl}${MANAGEMENT_PATH}`;
  }

  /** The subscription became active (checkout, Stripe's activation, an admin's free year). */
  async activated(manager: EntityManager, subscriptionId: number): Promise<void> {
    const row = await this.subscription(manager, subscriptionId);
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
    const row = await this.subscription(manager, subscriptionId);
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
  async receipt(manager: EntityManager, payment: RecordedPayment): Promise<void> {
    if (!payment.newlySucceeded) return;
    const [row] = (await manager.query(
      `SELECT pay.provider_id AS "providerId", pay.amount, pay.status, pay.description, pay.brand, pay.last4, pay.created_at AS "createdAt"
         FROM subscription_payments pay
        WHERE pay.id = $1`,
      [payment.id],
    )) as PaymentMailRow[];
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
      }),
      manager,
    );
  }

  private async subscription(manager: EntityManager, subscriptionId: number): Promise<SubscriptionMailRow | undefined> {
    const [row] = (await manager.query(
      `SELECT s.provider_id AS "providerId", s.plan_id AS "planId", s.source, s.current_period_end AS "periodEnd"
         FROM provider_subscriptions s
        WHERE s.id = $1`,
      [subscriptionId],
    )) as SubscriptionMailRow[];
    return row;
  }
}
