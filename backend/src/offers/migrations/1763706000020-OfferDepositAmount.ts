import { MigrationInterface, QueryRunner } from 'typeorm';

/** An offer may ask a deposit (issue 44): whole Kč, at most the offer's (lower) price; null = none. */
export class OfferDepositAmount1763706000020 implements MigrationInterface {
  name = 'OfferDepositAmount1763706000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE offers ADD COLUMN deposit_amount integer CONSTRAINT offers_deposit_amount_check CHECK (deposit_amount > 0)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE offers DROP COLUMN deposit_amount`);
  }
}
