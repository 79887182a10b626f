import type {
  GatewayPayment,
  PaymentGateway,
  ResumedSubscription,
  StartedSubscription,
} from './payment-gateway';
import { TEST_CARD } from './payment-gateway';

/**
 * The test gateway used without Stripe keys ('testovací režim'): every payment succeeds at once
 * with the test card, and subscriptions live only in the database (renewed by the daily job).
 */
export class OfflinePaymentGateway implements PaymentGateway {
  readonly mode = 'offline' as const;
  readonly publishableKey = null;

  async ensureCustomer(): Promise<string | null> {
    return null;
  }

  async startSubscription(): Promise<StartedSubscription> {
    return { kind: 'paid', card: TEST_CARD };
  }

  async chargeUpgrade(): Promise<GatewayPayment> {
    return { kind: 'paid', card: TEST_CARD };
  }

  // Nothing lives at this gateway: the service never hands it a gateway subscription id.
  async resumeSubscription(): Promise<ResumedSubscription> {
    return { kind: 'gone' };
  }

  async cancelNow(): Promise<void> {}

  async setCancelAtPeriodEnd(): Promise<void> {}

  async changePlan(): Promise<void> {}

  async refund(): Promise<void> {}
}
