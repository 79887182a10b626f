import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds (issue 47): a succeeded payment given back (by the admin, or at Stripe: charge.refunded)
 * keeps status 'succeeded' and records when and how much (whole Kč) was returned; the credit note
 * is Billing's. Revenue figures subtract refunded_amount.
 */
export class PaymentRefunds1763709000150 implements MigrationInterface {
  name = 'PaymentRefunds1763709000150';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE subscription_payments ADD COLUMN refunded_at timestamptz, ADD COLUMN refunded_amount integer`);
    await queryRunner.query(
      `ALTER TABLE subscription_payments ADD CONSTRAINT subscription_payments_refund_check
         CHECK ((refunded_at IS NULL) = (refunded_amount IS NULL) AND (refunded_amount IS NULL OR refunded_amount BETWEEN 0 AND amount))`,
    );
    await queryRunner.query(`CREATE INDEX subscription_payments_payment_intent_idx ON subscription_payments (gateway_payment_intent_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX subscription_payments_payment_intent_idx`);
    await queryRunner.query(`ALTER TABLE subscription_payments DROP CONSTRAINT subscription_payments_refund_check`);
    await queryRunner.query(`ALTER TABLE subscription_payments DROP COLUMN refunded_at, DROP COLUMN refunded_amount`);
  }
}
