import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the couple first read an offer (issue 47: "offers read" in the provider's results). Offers
 * sent before this stay NULL: nobody knows whether they were read, and the results say so.
 */
export class OfferFirstRead1763709400100 implements MigrationInterface {
  name = 'OfferFirstRead1763709400100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE offers ADD COLUMN first_read_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE offers DROP COLUMN first_read_at`);
  }
}
