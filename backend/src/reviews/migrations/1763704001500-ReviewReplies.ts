import { MigrationInterface, QueryRunner } from 'typeorm';

/** The reviewed provider's one public reply to a review (editable, deletable). */
export class ReviewReplies1763704001500 implements MigrationInterface {
  name = 'ReviewReplies1763704001500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE reviews
        ADD COLUMN reply_text text CONSTRAINT reviews_reply_text_length CHECK (char_length(reply_text) BETWEEN 1 AND 2000),
        ADD COLUMN reply_created_at timestamptz,
        ADD COLUMN reply_updated_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reviews DROP COLUMN reply_updated_at, DROP COLUMN reply_created_at, DROP COLUMN reply_text`);
  }
}
