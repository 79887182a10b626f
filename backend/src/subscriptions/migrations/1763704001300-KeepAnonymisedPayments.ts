import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A deleted provider's payments stay for the accounts (DESIGN.md section 4): the link to the profile
 * is set NULL instead of cascading the rows away. The table names nobody (no name, e-mail or
 * address column): what stays is the amount, currency, date, status, plan text, card brand and last
 * four digits, and the gateway's invoice / payment ids, which the bookkeeping matches against
 * Stripe's invoices; none of these leads back to a person without Stripe's own records.
 */
export class KeepAnonymisedPayments1763704001300 implements MigrationInterface {
  name = 'KeepAnonymisedPayments1763704001300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE subscription_payments DROP CONSTRAINT subscription_payments_provider_id_fkey`);
    await queryRunner.query(`ALTER TABLE subscription_payments ALTER COLUMN provider_id DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE subscription_payments ADD CONSTRAINT subscription_payments_provider_id_fkey
         FOREIGN KEY (provider_id) REFERENCES provider_profiles (id) ON DELETE SET NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM subscription_payments WHERE provider_id IS NULL`);
    await queryRunner.query(`ALTER TABLE subscription_payments DROP CONSTRAINT subscription_payments_provider_id_fkey`);
    await queryRunner.query(`ALTER TABLE subscription_payments ALTER COLUMN provider_id SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE subscription_payments ADD CONSTRAINT subscription_payments_provider_id_fkey
         FOREIGN KEY (provider_id) REFERENCES provider_profiles (id) ON DELETE CASCADE`,
    );
  }
}
