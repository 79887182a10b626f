import type { DataSource } from 'typeorm';

/** ICU's Czech collation ('ch' after 'h', 'Š' after 'S'), when the server has ICU. */
const CZECH_COLLATION = 'cs-CZ-x-icu';

const clauses = new WeakMap<DataSource, Promise<string>>();

/**
 * ` COLLATE "cs-CZ-x-icu"` when the server has it (PostgreSQL built with ICU), else '' (the
 * database's collation); asked once per data source, again after a failure.
 */
export function czechCollateClause(dataSource: DataSource): Promise<string> {
  let clause = clauses.get(dataSource);
  if (!clause) {
    clause = (dataSource.query(`SELECT 1 FROM pg_collation WHERE collname = $1`, [CZECH_COLLATION]) as Promise<unknown[]>).then(
      (rows) => (rows.length > 0 ? ` COLLATE "${CZECH_COLLATION}"` : ''),
      (error: unknown) => {
        clauses.delete(dataSource);
        throw error;
      },
    );
    clauses.set(dataSource, clause);
  }
  return clause;
}
