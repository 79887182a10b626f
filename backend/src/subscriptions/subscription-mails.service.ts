import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { paymentReceiptMail } from '../mail/templates/payment-receipt.template';
import { subscriptionActivatedMail } from '../mail/templates/subscription-activated.template';
import { subscriptionCancelledMail } from '../mail/templates/subscription-cancelled.template';
import { findPaidPlan, formatCzk } from './plans';
import type { RecordedPayment } from './subscription-records';
import { formatCzechDate } from './subscription-rules';

const MANAGEMENT_PATH = '/subscription-management';

interface SubscriptionMailRow {
  planId: string;
  source: string;
  periodEnd: Date | null;
  companyName: string;
  email: string;
}

interface PaymentMailRow {
  amount: number;
  status: string;
  description: string;
  brand: string | null;
  last4: string | null;
  createdAt: Date;
  companyName: string;
  email: string;
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
  ) {}

  private get manageUrl(): string {
    return `${this.config.appUrl}${MANAGEMENT_PATH}`;
  }

  /** The subscription became active (checkout, Stripe's activation, an admin's free year). */
  async activated(manager: EntityManager, subscriptionId: number): Promise<void> {
    const row = await this.subscription(manager, subscriptionId);
    const plan = row && findPaidPlan(row.planId);
    if (!row || !plan || !row.periodEnd) return;
    await this.mail.enqueue(
      { email: row.email, name: row.companyName },
      subscriptionActivatedMail({
        companyName: row.companyName,
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
    if (!row || !plan || !row.periodEnd) return;
    await this.mail.enqueue(
      { email: row.email, name: row.companyName },
      subscriptionCancelledMail({
        companyName: row.companyName,
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
      `SELECT pay.amount, pay.status, pay.description, pay.brand, pay.last4, pay.created_at AS "createdAt",
              p.company_name AS "companyName", p.email
         FROM subscription_payments pay JOIN provider_profiles p ON p.id = pay.provider_id
        WHERE pay.id = $1`,
      [payment.id],
    )) as PaymentMailRow[];
    if (!row || row.status !== 'succeeded') return;
    await this.mail.enqueue(
      { email: row.email, name: row.companyName },
      paymentReceiptMail({
        companyName: row.companyName,
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
      `SELECT s.plan_id AS "planId", s.source, s.current_period_end AS "periodEnd", p.company_name AS "companyName", p.email
         FROM provider_subscriptions s JOIN provider_profiles p ON p.id = s.provider_id
        WHERE s.id = $1`,
      [subscriptionId],
    )) as SubscriptionMailRow[];
    return row;
  }
}
