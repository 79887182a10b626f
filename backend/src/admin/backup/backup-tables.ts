/**
 * The tables a backup holds and how to read them back: every base table of the public schema except
 * TypeORM's migration bookkeeping, the sessions, the rate-limit counters and the mail outbox, parents before children (a topological sort of
 * the foreign keys, alphabetical among equals), each with its primary key (the rows' order) and
 * its columns. Works on any pg connection (the app's pool, the restore command's client).
 */

/** What runs SQL: pg's Client and PoolClient both fit. */
export interface SqlRunner {
  query<R = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * TypeORM's migrations table (data-source-options.ts: migrationsTableName), connect-pg-simple's
 * sessions and the rate-limit counters (state of the running instances, not data), the mail
 * outbox: queued mail may hold a usable link (a password reset, a request's confirmation), and a
 * sent message is history, not data to bring back (DESIGN.md section 4); and the Web Push devices,
 * whose endpoints and keys reach a person's phone like a session does (after a restore each device
 * turns notifications on again).
 */
export const EXCLUDED_TABLES: readonly string[] = ['typeorm_migrations', 'user_sessions', 'rate_limit_hits', 'mail_outbox', 'push_subscriptions'];

/**
 * Rows the migrations themselves fill (the catalogue, see catalog-sync.ts; since when the providers'
 * results are recorded, insights_tracking): a freshly migrated database already holds rows there, so a
 * restore replaces them with the backup's rows instead of requiring them to be empty.
 */
export const REFERENCE_TABLES: readonly string[] = ['service_categories', 'locations', 'category_keywords', 'insights_tracking'];

export interface BackupTable {
  name: string;
  /** Primary key columns in key order; empty when the table has none. */
  primaryKey: string[];
  /** Every column, in the table's order. */
  columns: string[];
  /** Columns a row can be inserted with (stored generated columns are computed again). */
  insertableColumns: string[];
  /** Columns filled from a sequence (identity or serial): their sequences are reset after a restore. */
  sequenceColumns: string[];
}

/** A double-quoted SQL identifier. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export async function listBackupTables(db: SqlRunner): Promise<BackupTable[]> {
  // One after the other: a pg client runs one query at a time.
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY ($1::text[]))`,
    [EXCLUDED_TABLES],
  );
  const keys = await db.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
      WHERE i.indisprimary AND n.nspname = 'public'
      ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const columns = await db.query<{ table: string; column: string; generated: boolean; sequence: boolean }>(
    `SELECT table_name AS table, column_name AS column, is_generated <> 'NEVER' AS generated,
            (is_identity = 'YES' OR column_default LIKE 'nextval(%') AS sequence
       FROM information_schema.columns
      WHERE table_schema = 'public'
      ORDER BY table_name, ordinal_position`,
  );
  const foreignKeys = await db.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint fk
       JOIN pg_class child ON child.oid = fk.conrelid
       JOIN pg_class parent ON parent.oid = fk.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE fk.contype = 'f' AND n.nspname = 'public'`,
  );

  const byName = new Map<string, BackupTable>(
    tables.rows.map(({ name }) => [name, { name, primaryKey: [], columns: [], insertableColumns: [], sequenceColumns: [] }]),
  );
  for (const { table, column } of keys.rows) byName.get(table)?.primaryKey.push(column);
  for (const { table, column, generated, sequence } of columns.rows) {
    const entry = byName.get(table);
    if (!entry) continue;
    entry.columns.push(column);
    if (!generated) entry.insertableColumns.push(column);
    if (sequence) entry.sequenceColumns.push(column);
  }
  const parents = new Map<string, Set<string>>([...byName.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of foreignKeys.rows) {
    if (child !== parent && byName.has(child) && byName.has(parent)) parents.get(child)!.add(parent);
  }
  return parentsFirst([...byName.keys()], parents).map((name) => byName.get(name)!);
}

/** Kahn's topological sort, alphabetical among the ready ones; a cycle (none today) ends alphabetically. */
export function parentsFirst(names: readonly string[], parents: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const remaining = new Set(names);
  const ordered: string[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining].filter((name) => [...(parents.get(name) ?? [])].every((parent) => !remaining.has(parent))).sort();
    const next = ready.length > 0 ? ready : [...remaining].sort().slice(0, 1);
    for (const name of next) {
      ordered.push(name);
      remaining.delete(name);
    }
  }
  return ordered;
}
