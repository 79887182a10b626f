import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { type User, UsersService, type ViewerProvider } from '../auth/auth.api';
import { DomainEvents, type RecordEvent } from '../common/domain-events/domain-events';
import { ProviderRecords } from '../providers/providers.api';
import {
  type CheckoutConfigDto,
  type CheckoutRequestDto,
  type CheckoutResponseDto,
  PLAN_NOT_FOUND,
  type SubscriptionChangeDto,
} from './dto/checkout.dto';
import type { PaymentDto } from './dto/payment.dto';
import type { SubscriptionInfoDto } from './dto/subscription-info.dto';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway';
import { findPaidPlan, formatCzk, type PaidPlanType, type Plan } from './plans';
import { PaymentSettlement } from './payment-settlement.service';
import type { SubscriptionChange, SubscriptionChanged } from './subscription-events';
import { SubscriptionMailsService } from './subscription-mails.service';
import { type PaymentExportRecord, type SubscriptionExportRecord, type SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository';
import {
  daysRemaining,
  displayStatus,
  formatCzechDate,
  paymentDescription,
  periodEndAfter,
  periodEndAfterUpgrade,
  upgradeCharge,
} from './subscription-rules';

export const MESSAGES = {
  alreadyActive: 'Toto předplatné už máte aktivní',
  cheaperPlan: 'Na levnější plán nelze přejít doplatkem. Vyberte ho ve správě předplatného – začne platit od dalšího období.',
  cancelledUseSchedule: 'Vaše předplatné je zrušené a platí do konce období. Nový plán vyberte ve správě předplatného.',
  paymentPending: 'Platba předplatného zatím nebyla uhrazena. Zkuste to prosím později.',
  noActive: 'Nemáte aktivní předplatné',
  alreadyCancelled: 'Předplatné už je zrušené',
  dearerPlanNow: 'Na dražší plán přejdete hned, doplatkem rozdílu',
  cancelled: 'Předplatné zrušeno',
  planActivated: 'Plán aktivován',
  planChangeScheduled: 'Změna plánu naplánována',
  planChangeUndone: 'Naplánovaná změna plánu zrušena',
  gatewayMissing: 'Platební brána Stripe není na serveru nastavená',
  providerNotFound: 'Dodavatel nenalezen',
  completePayment: 'Dokončete platbu kartou.',
  paymentProcessing: 'Platba byla přijata, předplatné se právě aktivuje.',
} as const;

export const amountMismatch = (amount: number): string => `Částka neodpovídá ceně plánu (${formatCzk(amount)})`;

const NO_SUBSCRIPTION: SubscriptionInfoDto = {
  hasSubscription: false,
  isActive: false,
  status: 'none',
  cancelled: false,
  cancelledAt: null,
  activeUntil: null,
  endDate: null,
  planType: null,
  planId: null,
  planName: null,
  billingPeriod: null,
  price: null,
  daysRemaining: 0,
  scheduledPlanId: null,
  scheduledPlanName: null,
  source: null,
};

/** A caller's transaction (the admin panel writes its audit row in it) and how it records events for after its commit. */
export interface CallerTransaction {
  manager: EntityManager;
  record: RecordEvent;
}

/** Payment history rows shown (about eight years of monthly payments). */
const PAYMENT_HISTORY_LIMIT = 100;

/**
 * Providers' subscriptions: checkout through the payment gateway (get-or-create), upgrades for the
 * difference, cancel at period end, keeping a cancelled subscription with a new plan, the info and
 * payment history, and the admin's free grant and revoke. Changes of one provider are serialised by
 * an advisory lock; the gateway's outcome (Stripe) arrives through StripeWebhookService.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly providerRecords: ProviderRecords,
    private readonly users: UsersService,
    private readonly mails: SubscriptionMailsService,
    private readonly settlement: PaymentSettlement,
    private readonly repository: SubscriptionsRepository,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Records, for after the commit, how `change` left the provider's subscription (read in the change's
   * transaction): the one way every path that changes a subscription (the provider, the admin, Stripe's
   * webhook, the expiry job) tells the other modules. Returns that state.
   */
  async recordChange(manager: EntityManager, record: RecordEvent, providerId: number, change: SubscriptionChange): Promise<SubscriptionInfoDto> {
    const state = await this.infoForProvider(providerId, manager);
    record<SubscriptionChanged>({
      type: 'subscription.changed',
      providerId,
      change,
      status: state.status,
      planId: state.planId,
      activeUntil: state.activeUntil,
    });
    return state;
  }

  checkoutConfig(): CheckoutConfigDto {
    return { mode: this.gateway.mode, publishableKey: this.gateway.publishableKey };
  }

  /** The signed-in user's subscription; `provider` is the request's viewer's profile (none without one). */
  async info(provider: ViewerProvider | null): Promise<SubscriptionInfoDto> {
    return provider ? this.infoForProvider(provider.id) : { ...NO_SUBSCRIPTION };
  }

  async infoForProvider(providerId: number, manager: EntityManager = this.dataSource.manager): Promise<SubscriptionInfoDto> {
    return toInfo(await this.repository.latestSubscription(manager, providerId));
  }

  /** The signed-in user's payments, newest first; `provider` is the request's viewer's profile (none without one). */
  async payments(provider: ViewerProvider | null): Promise<PaymentDto[]> {
    if (!provider) return [];
    const rows = await this.repository.paymentHistory(provider.id, PAYMENT_HISTORY_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      formattedAmount: formatCzk(row.amount),
      created: Math.floor(row.createdAt.getTime() / 1000),
      formattedDate: formatCzechDate(row.createdAt),
      description: row.description,
      status: row.status,
      paymentMethod: row.paymentMethod,
      brand: row.brand,
      last4: row.last4,
    }));
  }

  /** POST /api/get-or-create-subscription. */
  async checkout(user: User, provider: ViewerProvider, dto: CheckoutRequestDto): Promise<CheckoutResponseDto> {
    const plan = findPaidPlan(dto.planType);
    if (!plan) throw new BadRequestException(PLAN_NOT_FOUND);
    // Outside the transaction: the customer created at Stripe stays saved whatever happens next.
    const customerId = await this.customerOf(user, provider);
    return this.events.transaction(async (manager, record) => {
      await this.repository.lockProvider(manager, provider.id);
      let live = await this.repository.liveSubscription(manager, provider.id);
      if (live && live.status === 'active' && !live.isActive && live.source !== 'stripe') {
        // A local subscription whose period ended before the daily job saw it.
        await this.repository.updateSubscription(manager, live.id, { status: 'expired', endedAt: live.currentPeriodEnd ?? new Date() });
        live = null;
      }
      // Paid at once (the offline gateway, an upgrade settled from the saved card) is reported here; a
      // payment still to make (or a resumed checkout Stripe has just been paid for) by Stripe's invoice.paid.
      if (live?.isActive) {
        const upgraded = await this.changeActive(manager, customerId, provider, live, plan, dto.amount);
        if (upgraded.status === 'active') await this.recordChange(manager, record, provider.id, 'plan_changed');
        return upgraded;
      }
      if (live && live.status !== 'incomplete') throw new ConflictException(MESSAGES.paymentPending);

      checkAmount(dto.amount, plan.price);
      if (live) {
        const resumed = await this.resumeOrDrop(manager, live, plan);
        if (resumed) return resumed;
      }
      const started = await this.startNew(manager, customerId, provider, plan);
      if (started.status === 'active') await this.recordChange(manager, record, provider.id, 'activated');
      return started;
    });
  }

  async cancel(provider: ViewerProvider): Promise<SubscriptionChangeDto> {
    return this.events.transaction(async (manager, record) => {
      await this.repository.lockProvider(manager, provider.id);
      const live = await this.repository.liveSubscription(manager, provider.id);
      if (!live?.isActive) throw new ConflictException(MESSAGES.noActive);
      if (live.cancelAtPeriodEnd) throw new ConflictException(MESSAGES.alreadyCancelled);
      if (live.gatewaySubscriptionId) await this.gatewayOf(live).setCancelAtPeriodEnd(live.gatewaySubscriptionId, true);
      await this.repository.updateSubscription(manager, live.id, { cancelAtPeriodEnd: true, cancelledAt: new Date(), scheduledPlanId: null });
      await this.mails.cancelled(manager, live.id);
      return { message: MESSAGES.cancelled, subscription: await this.recordChange(manager, record, provider.id, 'cancelled') };
    });
  }

  /**
   * The plan of the next period, paid at renewal: keeps a cancelled, still active subscription on
   * `planId`; moves a running one to a plan that is not dearer; its own plan undoes a scheduled change.
   */
  async schedulePlan(provider: ViewerProvider, planId: string): Promise<SubscriptionChangeDto> {
    const plan = findPaidPlan(planId);
    if (!plan) throw new BadRequestException(PLAN_NOT_FOUND);
    return this.events.transaction(async (manager, record) => {
      await this.repository.lockProvider(manager, provider.id);
      const live = await this.repository.liveSubscription(manager, provider.id);
      if (!live?.isActive) throw new ConflictException(MESSAGES.noActive);
      const keepsOwnPlan = plan.id === live.planId;
      if (!live.cancelAtPeriodEnd) {
        // A running subscription: a plan that is not dearer starts with the next period (a dearer
        // one is an upgrade, paid now at checkout); its own plan takes a scheduled change back.
        const current = findPaidPlan(live.planId);
        if (!keepsOwnPlan && current && upgradeCharge(current, plan) !== null) throw new ConflictException(MESSAGES.dearerPlanNow);
        if (keepsOwnPlan && !live.scheduledPlanId) throw new ConflictException(MESSAGES.alreadyActive);
      }
      if (live.gatewaySubscriptionId) {
        // Stripe bills the new price from the renewal on; nothing is charged now.
        await this.gatewayOf(live).changePlan(live.gatewaySubscriptionId, plan, live.currentPeriodEnd!, { uncancel: live.cancelAtPeriodEnd });
      }
      await this.repository.updateSubscription(manager, live.id, {
        cancelAtPeriodEnd: false,
        cancelledAt: null,
        scheduledPlanId: keepsOwnPlan ? null : plan.id,
      });
      const message = live.cancelAtPeriodEnd
        ? MESSAGES.planActivated
        : keepsOwnPlan
          ? MESSAGES.planChangeUndone
          : MESSAGES.planChangeScheduled;
      return { message, subscription: await this.recordChange(manager, record, provider.id, 'plan_scheduled') };
    });
  }

  /** Runs `work` in the caller's transaction (its events go out after the caller's commit), else in a new one. */
  private inTransaction<T>(
    transaction: CallerTransaction | undefined,
    work: (manager: EntityManager, record: RecordEvent) => Promise<T>,
  ): Promise<T> {
    return transaction ? work(transaction.manager, transaction.record) : this.events.transaction(work);
  }

  /** Admin: a free year of `planType`, replacing any live subscription (a Stripe one is ended there too). */
  async grantFree(providerId: number, planType: PaidPlanType, transaction?: CallerTransaction): Promise<SubscriptionInfoDto> {
    const plan = findPaidPlan(`${planType}_yearly`);
    if (!plan) throw new BadRequestException(PLAN_NOT_FOUND);
    return this.inTransaction(transaction, async (manager, record) => {
      await this.assertProviderExists(manager, providerId);
      await this.repository.lockProvider(manager, providerId);
      await this.endLive(manager, providerId);
      const now = new Date();
      const subscriptionId = await this.repository.insertSubscription(manager, {
        providerId,
        plan,
        status: 'active',
        source: 'admin',
        currentPeriodStart: now,
        currentPeriodEnd: periodEndAfter(plan, now),
      });
      await this.mails.activated(manager, subscriptionId);
      return this.recordChange(manager, record, providerId, 'activated');
    });
  }

  /** Whether a payment gateway (Stripe) bills the provider's live subscription: deleting the provider must end it there. */
  async isBilledByGateway(providerId: number): Promise<boolean> {
    const live = await this.repository.liveSubscription(this.dataSource.manager, providerId);
    return Boolean(live?.gatewaySubscriptionId);
  }

  /** Every subscription and payment of the provider: the account's data export. */
  exportOf(providerId: number): Promise<{ subscriptions: SubscriptionExportRecord[]; payments: PaymentExportRecord[] }> {
    return this.repository.exportOf(providerId);
  }

  /** Admin: ends the provider's live subscription now; false when there was none. */
  async revoke(providerId: number, transaction?: CallerTransaction): Promise<boolean> {
    return this.inTransaction(transaction, async (manager, record) => {
      await this.assertProviderExists(manager, providerId);
      await this.repository.lockProvider(manager, providerId);
      if (!(await this.endLive(manager, providerId))) return false;
      await this.recordChange(manager, record, providerId, 'ended');
      return true;
    });
  }

  // ---- checkout steps ----

  private async startNew(
    manager: EntityManager,
    customerId: string | null,
    provider: ViewerProvider,
    plan: Plan,
  ): Promise<CheckoutResponseDto> {
    const started = await this.gateway.startSubscription({ customerId, plan, providerId: provider.id });
    if (started.kind === 'requires_payment') {
      await this.repository.insertSubscription(manager, {
        providerId: provider.id,
        plan,
        status: 'incomplete',
        source: 'stripe',
        currentPeriodStart: null,
        currentPeriodEnd: null,
        gatewayCustomerId: customerId,
        gatewaySubscriptionId: started.gatewaySubscriptionId,
      });
      return this.response(plan, plan.price, 'requires_payment', started.clientSecret, MESSAGES.completePayment);
    }
    const now = new Date();
    const subscriptionId = await this.repository.insertSubscription(manager, {
      providerId: provider.id,
      plan,
      status: 'active',
      source: 'offline',
      currentPeriodStart: now,
      currentPeriodEnd: periodEndAfter(plan, now),
    });
    const payment = await this.repository.recordPayment(manager, {
      providerId: provider.id,
      subscriptionId,
      amount: plan.price,
      status: 'succeeded',
      description: paymentDescription(plan, { offline: true }),
      ...started.card,
    });
    await this.mails.activated(manager, subscriptionId);
    await this.settlement.succeeded(manager, payment);
    return this.response(plan, plan.price, 'active', null, this.activeMessage(plan));
  }

  /** An unpaid checkout: the same plan resumes it (null = it is gone, start anew); another plan replaces it. */
  private async resumeOrDrop(manager: EntityManager, live: SubscriptionRow, plan: Plan): Promise<CheckoutResponseDto | null> {
    if (live.gatewaySubscriptionId && live.planId === plan.id) {
      const resumed = await this.gatewayOf(live).resumeSubscription(live.gatewaySubscriptionId);
      if (resumed.kind === 'requires_payment') {
        return this.response(plan, plan.price, 'requires_payment', resumed.clientSecret, MESSAGES.completePayment);
      }
      if (resumed.kind === 'paid') return this.response(plan, plan.price, 'active', null, MESSAGES.paymentProcessing);
    } else if (live.gatewaySubscriptionId) {
      await this.gatewayOf(live).cancelNow(live.gatewaySubscriptionId);
    }
    await this.repository.updateSubscription(manager, live.id, { status: 'canceled', endedAt: new Date() });
    return null;
  }

  /** Checkout while a subscription is active: only an upgrade to a dearer plan, for the difference. */
  private async changeActive(
    manager: EntityManager,
    customerId: string | null,
    provider: ViewerProvider,
    live: SubscriptionRow,
    plan: Plan,
    amount: number | undefined,
  ): Promise<CheckoutResponseDto> {
    if (live.cancelAtPeriodEnd) throw new ConflictException(MESSAGES.cancelledUseSchedule);
    if (live.planId === plan.id) throw new ConflictException(MESSAGES.alreadyActive);
    const current = findPaidPlan(live.planId);
    const charge = current ? upgradeCharge(current, plan) : null;
    if (!current || charge === null) throw new ConflictException(MESSAGES.cheaperPlan);
    checkAmount(amount, charge);

    const gateway = this.gatewayOf(live);
    const payment = await gateway.chargeUpgrade({
      customerId,
      amount: charge,
      description: paymentDescription(plan, { upgrade: true }),
      providerId: provider.id,
      subscriptionId: live.id,
      targetPlan: plan,
    });
    if (payment.kind === 'requires_payment') {
      // The webhook's invoice.paid switches the plan.
      return this.response(plan, charge, 'requires_payment', payment.clientSecret, `Doplaťte ${formatCzk(charge)} za přechod na plán ${plan.name}.`);
    }
    await this.repository.updateSubscription(manager, live.id, {
      plan,
      scheduledPlanId: null,
      currentPeriodEnd: periodEndAfterUpgrade(current, plan, live.currentPeriodStart ?? new Date(), live.currentPeriodEnd!),
    });
    const recorded = await this.repository.recordPayment(manager, {
      providerId: provider.id,
      subscriptionId: live.id,
      amount: charge,
      status: 'succeeded',
      description: paymentDescription(plan, { upgrade: true, offline: true }),
      ...payment.card,
    });
    await this.settlement.succeeded(manager, recorded);
    return this.response(plan, charge, 'active', null, this.activeMessage(plan));
  }

  // ---- helpers ----

  /** The gateway's customer of the user (Stripe), created on the first checkout and saved on the user. */
  private async customerOf(user: User, provider: ViewerProvider): Promise<string | null> {
    if (this.gateway.mode === 'offline') return null;
    const [account, recipient] = await Promise.all([
      this.users.findById(user.id),
      this.providerRecords.mailRecipient(this.dataSource.manager, provider.id),
    ]);
    const existingCustomerId = account?.stripeCustomerId ?? null;
    const customerId = await this.gateway.ensureCustomer({
      userId: user.id,
      providerId: provider.id,
      email: account?.email ?? user.email,
      name: recipient?.name ?? null,
      existingCustomerId,
    });
    if (customerId && !existingCustomerId) await this.users.rememberStripeCustomer(user.id, customerId);
    return customerId;
  }

  /** The gateway a subscription lives at; a Stripe subscription cannot be managed without Stripe's keys. */
  private gatewayOf(subscription: SubscriptionRow): PaymentGateway {
    if (subscription.source === 'stripe' && this.gateway.mode !== 'stripe') {
      throw new ServiceUnavailableException(MESSAGES.gatewayMissing);
    }
    return this.gateway;
  }

  /** Ends the live subscription now (admin actions); returns whether there was one. */
  private async endLive(manager: EntityManager, providerId: number): Promise<boolean> {
    const live = await this.repository.liveSubscription(manager, providerId);
    if (!live) return false;
    if (live.gatewaySubscriptionId) {
      if (this.gateway.mode === 'stripe') await this.gateway.cancelNow(live.gatewaySubscriptionId);
      else this.logger.warn(`Subscription ${live.id} ends here only: Stripe is not configured to cancel ${live.gatewaySubscriptionId}`);
    }
    await this.repository.updateSubscription(manager, live.id, { status: 'canceled', endedAt: new Date(), scheduledPlanId: null });
    return true;
  }

  private async assertProviderExists(manager: EntityManager, providerId: number): Promise<void> {
    if (!(await this.providerRecords.exists(manager, providerId))) throw new NotFoundException(MESSAGES.providerNotFound);
  }

  private activeMessage(plan: Plan): string {
    return `Předplatné ${plan.name} je aktivní${this.gateway.mode === 'offline' ? ' (testovací režim)' : ''}.`;
  }

  private response(
    plan: Plan,
    amount: number,
    status: CheckoutResponseDto['status'],
    clientSecret: string | null,
    message: string,
  ): CheckoutResponseDto {
    return { mode: this.gateway.mode, clientSecret, status, amount, planId: plan.id, message };
  }
}

/** The amount the page showed must be what is charged now. */
function checkAmount(shown: number | undefined, charged: number): void {
  if (shown !== undefined && shown !== charged) throw new BadRequestException(amountMismatch(charged));
}

export function toInfo(row: SubscriptionRow | null): SubscriptionInfoDto {
  if (!row) return { ...NO_SUBSCRIPTION };
  const plan = findPaidPlan(row.planId);
  const scheduled = row.scheduledPlanId ? findPaidPlan(row.scheduledPlanId) : undefined;
  const end = row.currentPeriodEnd?.toISOString() ?? null;
  return {
    // Also an unpaid checkout (status 'incomplete'): the page says the payment was not finished.
    hasSubscription: true,
    isActive: row.isActive,
    status: displayStatus(row, row.isActive),
    cancelled: row.cancelAtPeriodEnd,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    activeUntil: end,
    endDate: end,
    planType: row.planType,
    planId: row.planId,
    planName: plan?.name ?? null,
    billingPeriod: row.billingPeriod,
    price: plan?.price ?? null,
    daysRemaining: daysRemaining(row.currentPeriodEnd, row.isActive),
    scheduledPlanId: scheduled?.id ?? null,
    scheduledPlanName: scheduled?.name ?? null,
    source: row.source,
  };
}
