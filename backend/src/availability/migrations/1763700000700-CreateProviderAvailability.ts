import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProviderAvailability1763700000700 implements MigrationInterface {
  name = 'CreateProviderAvailability1763700000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The primary key serves the calendar's range reads (provider_id, day BETWEEN …) and the
    // catalogue's "not busy on the wedding day" probe (provider_id, day = …).
    await queryRunner.query(`
      CREATE TABLE provider_availability (
        provider_id integer NOT NULL REFERENCES provider_profiles (id) ON DELETE CASCADE,
        day date NOT NULL,
        status varchar(16) NOT NULL
          CONSTRAINT provider_availability_status_check CHECK (status IN ('available', 'inquiry', 'busy')),
        notes varchar(500),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider_id, day)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE provider_availability`);
  }
}
