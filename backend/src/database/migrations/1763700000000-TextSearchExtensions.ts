import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * unaccent + pg_trgm, and an IMMUTABLE wrapper so that diacritics-insensitive search can be
 * indexed (unaccent() itself is only STABLE because its dictionary could change).
 */
export class TextSearchExtensions1763700000000 implements MigrationInterface {
  name = 'TextSearchExtensions1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION public.fold_text(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.immutable_unaccent($1)) $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION IF EXISTS public.fold_text(text)`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS public.immutable_unaccent(text)`);
  }
}
