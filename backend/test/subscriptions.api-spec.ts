import request from 'supertest';
import { ProvidersRepository } from '../src/providers/providers.repository';
import { JobQueue } from '../src/queue/job-queue.service';
import { SubscriptionsJobs } from '../src/subscriptions/subscriptions.jobs';
import { SubscriptionsService } from '../src/subscriptions/subscriptions.service';
import { signedInCouple, signedInProvider, SignedInProvider } from './support/accounts';
import { plainSpaces } from './support/provider-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const RUN = `pre${process.pid}x${Date.now().toString(36)}`;
const CHECKOUT = '/api/get-or-create-subscription';
const DAY = 86_400_000;

interface SubscriptionRecord {
  id: number;
  planId: string;
  planType: string;
  billingPeriod: string;
  status: string;
  source: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
  endedAt: Date | null;
  scheduledPlanId: string | null;
}

interface PaymentRecord {
  amount: number;
  status: string;
  description: string;
  paymentMethod: string | null;
  brand: string | null;
  last4: string | null;
  subscriptionId: number | null;
}

/** The offline test gateway (no STRIPE_* keys): payments succeed at once, 'testovací režim'. */
describe('Subscriptions API (offline test gateway)', () => {
  let t: TestApp;
  let sequence = 0;

  const subscriptionsOf = (providerId: number) =>
    t.dataSource.query(
      `SELECT id, plan_id AS "planId", plan_type AS "planType", billing_period AS "billingPeriod", status, source,
              current_period_start AS "currentPeriodStart", current_period_end AS "currentPeriodEnd",
              cancel_at_period_end AS "cancelAtPeriodEnd", cancelled_at AS "cancelledAt", ended_at AS "endedAt",
              scheduled_plan_id AS "scheduledPlanId"
         FROM provider_subscriptions WHERE provider_id = $1 ORDER BY id`,
      [providerId],
    ) as Promise<SubscriptionRecord[]>;
  const paymentsOf = (providerId: number) =>
    t.dataSource.query(
      `SELECT amount, status, description, payment_method AS "paymentMethod", brand, last4, subscription_id AS "subscriptionId"
         FROM subscription_payments WHERE provider_id = $1 ORDER BY id`,
      [providerId],
    ) as Promise<PaymentRecord[]>;
  /** Moves the live subscription's period so that it ended `daysAgo` days ago. */
  const endPeriod = (providerId: number, daysAgo = 1) =>
    t.dataSource.query(
      `UPDATE provider_subscriptions
          SET current_period_start = now() - interval '1 month' - make_interval(days => $2),
              current_period_end = now() - make_interval(days => $2)
        WHERE provider_id = $1 AND status IN ('active', 'past_due')`,
      [providerId, daysAgo],
    );
  const newProvider = () => {
    sequence += 1;
    return signedInProvider(t, { companyName: `Předplatitel ${sequence} ${RUN}` });
  };
  const subscribe = async (provider: SignedInProvider, planType: string) =>
    (await provider.agent.post(CHECKOUT).send({ planType }).expect(200)).body as { status: string; amount: number };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  describe('plans and configuration', () => {
    it("lists the spec's plans in Kč with the yearly savings", async () => {
      const { body } = await request(t.server).get('/api/subscription/plans').expect(200);
      expect(body.map((plan: { id: string }) => plan.id)).toEqual(['free', 'basic_monthly', 'premium_monthly', 'basic_yearly', 'premium_yearly']);
      const premiumYearly = body.find((plan: { id: string }) => plan.id === 'premium_yearly');
      expect(premiumYearly).toMatchObject({ price: 4400, billingPeriod: 'yearly', savings: 1480, originalPrice: 5880, discountPercent: 25 });
      expect(plainSpaces(premiumYearly.priceFormatted)).toBe('4 400 Kč');
      expect(body.find((plan: { id: string }) => plan.id === 'premium_monthly')).toMatchObject({ price: 490, isPopular: true });
    });

    it('tells the checkout page that payments run in the offline test mode', async () => {
      const { body } = await request(t.server).get('/api/subscription/checkout-config').expect(200);
      expect(body).toEqual({ mode: 'offline', publishableKey: null });
    });

    it('answers 404 to Stripe webhooks when Stripe is not configured', async () => {
      const response = await request(t.server)
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', 't=1,v1=abc')
        .send(JSON.stringify({ id: 'evt_offline', object: 'event', type: 'invoice.paid' }))
        .expect(404);
      expect(response.body.message).toBe('Platby přes Stripe nejsou na tomto serveru zapnuté');
      expect(await t.dataSource.query(`SELECT id FROM payment_gateway_events WHERE id = 'evt_offline'`)).toEqual([]);
    });

    it('keeps Stripe out of the content security policy without Stripe keys', async () => {
      const response = await request(t.server).get('/api/subscription/plans').expect(200);
      expect(response.headers['content-security-policy']).not.toContain('stripe.com');
    });
  });

  describe('roles and validation', () => {
    it('answers 401 to a visitor on every subscription endpoint of a user', async () => {
      for (const call of [
        request(t.server).get('/api/subscription/info'),
        request(t.server).get('/api/subscription/payments'),
        request(t.server).post('/api/subscription/cancel'),
        request(t.server).post('/api/subscription/schedule-plan').send({ planType: 'basic' }),
        request(t.server).post(CHECKOUT).send({ planType: 'basic' }),
      ]) {
        const response = await call.expect(401);
        expect(response.body.message).toBe('Pro tuto akci se musíte přihlásit');
      }
    });

    it('gives a couple no subscription and refuses it checkout, cancel and plan changes with 403', async () => {
      const couple = await signedInCouple(t);
      const info = await couple.agent.get('/api/subscription/info').expect(200);
      expect(info.body).toMatchObject({ hasSubscription: false, isActive: false, status: 'none', daysRemaining: 0, planType: null, activeUntil: null });
      await couple.agent.get('/api/subscription/payments').expect(200, []);
      for (const call of [
        couple.agent.post(CHECKOUT).send({ planType: 'premium' }),
        couple.agent.post('/api/subscription/cancel'),
        couple.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic' }),
      ]) {
        const response = await call.expect(403);
        expect(response.body.message).toBe('Tato akce je jen pro dodavatele');
      }
    });

    it("refuses unknown and free plans with 'Plán nenalezen'", async () => {
      const provider = await newProvider();
      for (const planType of ['free', 'gold', '', 42]) {
        const response = await provider.agent.post(CHECKOUT).send({ planType }).expect(400);
        expect(response.body.message).toBe('Plán nenalezen');
      }
      const schedule = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'platinum' }).expect(400);
      expect(schedule.body.message).toBe('Plán nenalezen');
      expect(await subscriptionsOf(provider.providerId)).toEqual([]);
    });

    it('refuses an amount that differs from the price and creates nothing', async () => {
      const provider = await newProvider();
      const response = await provider.agent.post(CHECKOUT).send({ planType: 'basic_yearly', amount: 290 }).expect(400);
      expect(plainSpaces(response.body.message)).toBe('Částka neodpovídá ceně plánu (2 800 Kč)');
      expect(await subscriptionsOf(provider.providerId)).toEqual([]);
      expect(await paymentsOf(provider.providerId)).toEqual([]);
    });
  });

  describe('checkout', () => {
    it('shows a provider without a subscription as a free account', async () => {
      const provider = await newProvider();
      const { body } = await provider.agent.get('/api/subscription/info').expect(200);
      expect(body).toEqual({
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
      });
    });

    it('activates the plan at once with a test payment, and the provider gets contact access', async () => {
      const provider = await newProvider();
      const started = Date.now();
      const response = await provider.agent.post(CHECKOUT).send({ planType: 'premium', amount: 490 }).expect(200);
      expect(response.body).toEqual({
        mode: 'offline',
        clientSecret: null,
        status: 'active',
        amount: 490,
        planId: 'premium_monthly',
        message: 'Předplatné Premium je aktivní (testovací režim).',
      });

      const [subscription] = await subscriptionsOf(provider.providerId);
      expect(subscription).toMatchObject({ planId: 'premium_monthly', planType: 'premium', billingPeriod: 'monthly', status: 'active', source: 'offline' });
      expect(subscription.currentPeriodStart!.getTime()).toBeGreaterThanOrEqual(started - 1000);
      const length = (subscription.currentPeriodEnd!.getTime() - subscription.currentPeriodStart!.getTime()) / DAY;
      expect(length).toBeGreaterThanOrEqual(28);
      expect(length).toBeLessThanOrEqual(31);

      expect(await paymentsOf(provider.providerId)).toEqual([
        {
          amount: 490,
          status: 'succeeded',
          description: 'Premium – měsíční předplatné (testovací režim)',
          paymentMethod: 'test',
          brand: 'test',
          last4: '4242',
          subscriptionId: subscription.id,
        },
      ]);

      const info = (await provider.agent.get('/api/subscription/info').expect(200)).body;
      expect(info).toMatchObject({
        hasSubscription: true,
        isActive: true,
        status: 'active',
        cancelled: false,
        planType: 'premium',
        planId: 'premium_monthly',
        planName: 'Premium',
        billingPeriod: 'monthly',
        price: 490,
        daysRemaining: Math.ceil((subscription.currentPeriodEnd!.getTime() - Date.now()) / DAY),
        source: 'offline',
        activeUntil: subscription.currentPeriodEnd!.toISOString(),
        endDate: subscription.currentPeriodEnd!.toISOString(),
      });

      const payments = (await provider.agent.get('/api/subscription/payments').expect(200)).body;
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ amount: 490, status: 'succeeded', paymentMethod: 'test', brand: 'test', last4: '4242' });
      expect(plainSpaces(payments[0].formattedAmount)).toBe('490 Kč');
      expect(payments[0].formattedDate).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}$/);
      expect(Math.abs(payments[0].created * 1000 - Date.now())).toBeLessThan(60_000);

      expect((await t.app.get(ProvidersRepository).viewerProfile(provider.userId))?.activePlan).toBe('premium');
    });

    it('refuses the same plan again with 409 and charges nothing', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'basic_monthly');
      for (const planType of ['basic', 'basic_monthly']) {
        const response = await provider.agent.post(CHECKOUT).send({ planType }).expect(409);
        expect(response.body.message).toBe('Toto předplatné už máte aktivní');
      }
      expect(await paymentsOf(provider.providerId)).toHaveLength(1);
      expect(await subscriptionsOf(provider.providerId)).toHaveLength(1);
    });

    it('lists payments newest first', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'basic');
      await provider.agent.post(CHECKOUT).send({ planType: 'premium', isUpgrade: true }).expect(200);
      const payments = (await provider.agent.get('/api/subscription/payments').expect(200)).body as Array<{ amount: number; created: number }>;
      expect(payments.map((payment) => payment.amount)).toEqual([200, 290]);
    });

    it('starts a new subscription after the previous one ended, even before the daily job ran', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'basic');
      await endPeriod(provider.providerId);
      await subscribe(provider, 'premium');
      const rows = await subscriptionsOf(provider.providerId);
      expect(rows.map((row) => [row.planId, row.status])).toEqual([
        ['basic_monthly', 'expired'],
        ['premium_monthly', 'active'],
      ]);
    });
  });

  describe('upgrades', () => {
    it('charges the difference (basic → premium: 200 Kč) and switches the plan for the rest of the period', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'basic');
      const [before] = await subscriptionsOf(provider.providerId);

      const wrong = await provider.agent.post(CHECKOUT).send({ planType: 'premium', isUpgrade: true, amount: 490 }).expect(400);
      expect(plainSpaces(wrong.body.message)).toBe('Částka neodpovídá ceně plánu (200 Kč)');

      const response = await provider.agent.post(CHECKOUT).send({ planType: 'premium', isUpgrade: true, amount: 200 }).expect(200);
      expect(response.body).toMatchObject({ status: 'active', amount: 200, planId: 'premium_monthly', clientSecret: null });

      const rows = await subscriptionsOf(provider.providerId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: before.id, planId: 'premium_monthly', planType: 'premium', status: 'active' });
      expect(rows[0].currentPeriodEnd).toEqual(before.currentPeriodEnd);
      expect((await paymentsOf(provider.providerId)).map((payment) => [payment.amount, payment.description])).toEqual([
        [290, 'Basic – měsíční předplatné (testovací režim)'],
        [200, 'Přechod na Premium – měsíční předplatné (doplatek, testovací režim)'],
      ]);
    });

    it('from monthly to yearly charges the difference and extends the period to a year from its start', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'basic_monthly');
      const [before] = await subscriptionsOf(provider.providerId);
      const response = await provider.agent.post(CHECKOUT).send({ planType: 'premium_yearly', isUpgrade: true }).expect(200);
      expect(response.body.amount).toBe(4400 - 290);
      const [after] = await subscriptionsOf(provider.providerId);
      expect(after.planId).toBe('premium_yearly');
      const expectedEnd = new Date(before.currentPeriodStart!);
      expectedEnd.setFullYear(expectedEnd.getFullYear() + 1);
      expect(Math.abs(after.currentPeriodEnd!.getTime() - expectedEnd.getTime())).toBeLessThan(2 * 3_600_000);
    });

    it('refuses a cheaper plan with 409 and changes nothing', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'premium');
      const response = await provider.agent.post(CHECKOUT).send({ planType: 'basic', isUpgrade: true }).expect(409);
      expect(response.body.message).toMatch(/^Na levnější plán nelze přejít doplatkem/);
      expect((await subscriptionsOf(provider.providerId))[0].planId).toBe('premium_monthly');
      expect(await paymentsOf(provider.providerId)).toHaveLength(1);
    });
  });

  describe('cancel and schedule-plan', () => {
    it('cancels at the end of the period: still active, shown as cancelled; a second cancel is refused', async () => {
      const provider = await newProvider();
      const none = await provider.agent.post('/api/subscription/cancel').expect(409);
      expect(none.body.message).toBe('Nemáte aktivní předplatné');

      await subscribe(provider, 'basic');
      const response = await provider.agent.post('/api/subscription/cancel').expect(200);
      expect(response.body.message).toBe('Předplatné zrušeno');
      expect(response.body.subscription).toMatchObject({ status: 'cancelled', isActive: true, cancelled: true, hasSubscription: true });
      expect(response.body.subscription.daysRemaining).toBeGreaterThan(0);
      expect(response.body.subscription.cancelledAt).not.toBeNull();

      const [row] = await subscriptionsOf(provider.providerId);
      expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(row.cancelledAt).toBeInstanceOf(Date);
      expect((await t.app.get(ProvidersRepository).viewerProfile(provider.userId))?.activePlan ?? null).not.toBeNull();

      const again = await provider.agent.post('/api/subscription/cancel').expect(409);
      expect(again.body.message).toBe('Předplatné už je zrušené');

      // Checkout while cancelled points to the plan change instead.
      const checkout = await provider.agent.post(CHECKOUT).send({ planType: 'premium' }).expect(409);
      expect(checkout.body.message).toMatch(/zrušené/);
    });

    it('schedules any plan for a cancelled, still active subscription, without paying now', async () => {
      const provider = await newProvider();
      const none = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic' }).expect(409);
      expect(none.body.message).toBe('Nemáte aktivní předplatné');

      await subscribe(provider, 'premium');
      // Not cancelled: a dearer plan is an upgrade, paid now, not a scheduled change.
      const dearer = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'premium_yearly' }).expect(409);
      expect(dearer.body.message).toBe('Na dražší plán přejdete hned, doplatkem rozdílu');

      await provider.agent.post('/api/subscription/cancel').expect(200);
      const response = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic_yearly' }).expect(200);
      expect(response.body.message).toBe('Plán aktivován');
      expect(response.body.subscription).toMatchObject({
        status: 'active',
        cancelled: false,
        cancelledAt: null,
        planId: 'premium_monthly',
        scheduledPlanId: 'basic_yearly',
        scheduledPlanName: 'Basic',
      });
      const [row] = await subscriptionsOf(provider.providerId);
      expect(row).toMatchObject({ cancelAtPeriodEnd: false, cancelledAt: null, planId: 'premium_monthly', scheduledPlanId: 'basic_yearly' });
      expect(await paymentsOf(provider.providerId)).toHaveLength(1);
    });

    it('moves an active subscription to a cheaper plan when the paid period ends, and can take it back', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'premium');
      const scheduled = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic' }).expect(200);
      expect(scheduled.body.message).toBe('Změna plánu naplánována');
      expect(scheduled.body.subscription).toMatchObject({
        status: 'active',
        cancelled: false,
        planId: 'premium_monthly',
        scheduledPlanId: 'basic_monthly',
        scheduledPlanName: 'Basic',
      });
      expect(await paymentsOf(provider.providerId)).toHaveLength(1);

      // Back to the own plan: the change is undone.
      const undone = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'premium' }).expect(200);
      expect(undone.body.message).toBe('Naplánovaná změna plánu zrušena');
      expect(undone.body.subscription).toMatchObject({ planId: 'premium_monthly', scheduledPlanId: null });
      const nothingToUndo = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'premium' }).expect(409);
      expect(nothingToUndo.body.message).toBe('Toto předplatné už máte aktivní');

      // Checkout of the cheaper plan points here.
      const checkout = await provider.agent.post(CHECKOUT).send({ planType: 'basic' }).expect(409);
      expect(checkout.body.message).toMatch(/ve správě předplatného/);

      await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic' }).expect(200);
      await endPeriod(provider.providerId, 2);
      await t.app.get(SubscriptionsJobs).runOnce();
      const [row] = await subscriptionsOf(provider.providerId);
      expect(row).toMatchObject({ status: 'active', planId: 'basic_monthly', scheduledPlanId: null });
      expect((await paymentsOf(provider.providerId)).map((payment) => payment.amount)).toEqual([490, 290]);
    });

    it('keeping the current plan just takes the cancellation back', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'premium');
      await provider.agent.post('/api/subscription/cancel').expect(200);
      const response = await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'premium' }).expect(200);
      expect(response.body.subscription).toMatchObject({ status: 'active', cancelled: false, scheduledPlanId: null, planId: 'premium_monthly' });
    });
  });

  describe('info states and the daily job', () => {
    it('shows an ended period as expired before and after the job marks it', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'basic');
      await provider.agent.post('/api/subscription/cancel').expect(200);
      await endPeriod(provider.providerId);

      const before = (await provider.agent.get('/api/subscription/info').expect(200)).body;
      expect(before).toMatchObject({ hasSubscription: true, isActive: false, status: 'expired', daysRemaining: 0, planType: 'basic' });
      expect((await t.app.get(ProvidersRepository).viewerProfile(provider.userId))?.activePlan ?? null).toBeNull();

      const counts = await t.app.get(SubscriptionsJobs).runOnce();
      expect(counts!.expired).toBeGreaterThanOrEqual(1);
      const [row] = await subscriptionsOf(provider.providerId);
      expect(row.status).toBe('expired');
      expect(row.endedAt).toEqual(row.currentPeriodEnd);
      const after = (await provider.agent.get('/api/subscription/info').expect(200)).body;
      expect(after).toMatchObject({ hasSubscription: true, isActive: false, status: 'expired', daysRemaining: 0 });
      expect(await paymentsOf(provider.providerId)).toHaveLength(1);
    });

    it('renews an offline subscription for another period with a test payment', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'premium');
      await endPeriod(provider.providerId, 2);
      const [ended] = await subscriptionsOf(provider.providerId);

      const counts = await t.app.get(SubscriptionsJobs).runOnce();
      expect(counts!.renewed).toBeGreaterThanOrEqual(1);
      const [renewed] = await subscriptionsOf(provider.providerId);
      expect(renewed).toMatchObject({ id: ended.id, status: 'active', planId: 'premium_monthly' });
      expect(renewed.currentPeriodStart).toEqual(ended.currentPeriodEnd);
      expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 25 * DAY);
      expect((await paymentsOf(provider.providerId)).map((payment) => [payment.amount, payment.status])).toEqual([
        [490, 'succeeded'],
        [490, 'succeeded'],
      ]);
      expect((await provider.agent.get('/api/subscription/info').expect(200)).body).toMatchObject({ status: 'active', isActive: true });
    });

    it('starts the scheduled plan when the period ends', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'premium');
      await provider.agent.post('/api/subscription/cancel').expect(200);
      await provider.agent.post('/api/subscription/schedule-plan').send({ planType: 'basic_yearly' }).expect(200);
      await endPeriod(provider.providerId);

      await t.app.get(SubscriptionsJobs).runOnce();
      const [row] = await subscriptionsOf(provider.providerId);
      expect(row).toMatchObject({ status: 'active', planId: 'basic_yearly', billingPeriod: 'yearly', scheduledPlanId: null });
      expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
      const payments = await paymentsOf(provider.providerId);
      expect(payments.at(-1)).toMatchObject({ amount: 2800, description: 'Basic – roční předplatné (testovací režim)', status: 'succeeded' });
    });

    it('renews each ended subscription once when two sweeps run at the same time', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'premium');
      await endPeriod(provider.providerId, 2);
      const job = t.app.get(SubscriptionsJobs);
      await Promise.all([job.runOnce(), job.runOnce()]);
      const [renewed] = await subscriptionsOf(provider.providerId);
      expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 25 * DAY);
      expect((await paymentsOf(provider.providerId)).map((payment) => payment.amount)).toEqual([490, 490]);
    });

    it('queues one sweep for every trigger within the hour, across instances', async () => {
      const queue = t.app.get(JobQueue);
      await t.dataSource.query(`DELETE FROM pgboss.job WHERE name = 'subscription-expiry'`);
      await Promise.all([queue.sendOncePer('subscription-expiry', 3600), queue.sendOncePer('subscription-expiry', 3600)]);
      await queue.sendOncePer('subscription-expiry', 3600);
      const jobs = await queue.fetch('subscription-expiry', 10);
      expect(jobs).toHaveLength(1);
      await queue.complete('subscription-expiry', [jobs[0].id]);
      // Completed, it still holds the window: a start a minute later queues nothing.
      await queue.sendOncePer('subscription-expiry', 3600);
      expect(await queue.fetch('subscription-expiry', 10)).toHaveLength(0);
    });
  });

  describe('admin grant and revoke (through the service)', () => {
    it('grants a free year replacing the live subscription, and revokes it', async () => {
      const provider = await newProvider();
      await subscribe(provider, 'basic');
      const service = t.app.get(SubscriptionsService);

      const granted = await service.grantFree(provider.providerId, 'premium');
      expect(granted).toMatchObject({ status: 'active', isActive: true, planType: 'premium', planId: 'premium_yearly', source: 'admin' });
      expect(granted.daysRemaining).toBeGreaterThanOrEqual(365);
      const rows = await subscriptionsOf(provider.providerId);
      expect(rows.map((row) => [row.source, row.status])).toEqual([
        ['offline', 'canceled'],
        ['admin', 'active'],
      ]);
      expect(await paymentsOf(provider.providerId)).toHaveLength(1);

      expect(await service.revoke(provider.providerId)).toBe(true);
      expect((await t.app.get(ProvidersRepository).viewerProfile(provider.userId))?.activePlan ?? null).toBeNull();
      expect((await provider.agent.get('/api/subscription/info').expect(200)).body).toMatchObject({ isActive: false, status: 'expired' });
      expect(await service.revoke(provider.providerId)).toBe(false);
    });

    it('lets an admin grant expire at the end of its year', async () => {
      const provider = await newProvider();
      await t.app.get(SubscriptionsService).grantFree(provider.providerId, 'basic');
      await endPeriod(provider.providerId);
      await t.app.get(SubscriptionsJobs).runOnce();
      expect((await subscriptionsOf(provider.providerId)).map((row) => row.status)).toEqual(['expired']);
      expect(await paymentsOf(provider.providerId)).toEqual([]);
    });
  });

  it('refuses a second live subscription of a provider in the database itself', async () => {
    const provider = await newProvider();
    await subscribe(provider, 'basic');
    await expect(
      t.dataSource.query(
        `INSERT INTO provider_subscriptions (provider_id, plan_id, plan_type, billing_period, status, source)
         VALUES ($1, 'premium_monthly', 'premium', 'monthly', 'incomplete', 'stripe')`,
        [provider.providerId],
      ),
    ).rejects.toMatchObject({ code: '23505', constraint: 'provider_subscriptions_one_live' });
  });
});
