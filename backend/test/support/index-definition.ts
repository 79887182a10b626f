import type { DataSource } from 'typeorm';

/** An index's definition as PostgreSQL prints it (pg_indexes.indexdef); undefined when there is none. */
export async function indexDefinition(dataSource: DataSource, name: string): Promise<string | undefined> {
  const rows = (await dataSource.query(`SELECT indexdef FROM pg_indexes WHERE indexname = $1`, [name])) as Array<{ indexdef: string }>;
  return rows[0]?.indexdef;
}
