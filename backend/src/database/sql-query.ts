import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { poolOf } from './pg-pool';

/** A statement and its parameters, as pg's query() takes them. */
export interface SqlQuery {
  text: string;
  values: unknown[];
  /**
   * Set on the hottest fixed-shape statements (the unfiltered public lists): pg then prepares the
   * statement once per pooled connection and PostgreSQL skips parsing and planning it again (worth
   * 10-20 % of the request list's and the catalogue's throughput in `make bench`, 2026-11-25).
   * Filtered shapes stay unnamed: a plan made for one search value can be wrong for another.
   * Behind a pooler in transaction mode the pool's client drops the name (transaction-pooler.ts).
   */
  name?: string;
}

/** A fixed statement that pg prepares once per pooled connection (named after its text, preparedName). */
export function preparedQuery(text: string, values: unknown[] = []): SqlQuery {
  return { name: preparedName(text), text, values };
}

/** Runs one read-only statement (a text without parameters, or a SqlQuery) and answers its rows. */
export type ReadRows = <T = Record<string, unknown>>(query: string | SqlQuery) => Promise<T[]>;

/**
 * ReadRows on the pg pool (poolOf): pg takes a SqlQuery as its query config, so a named one is
 * prepared once per connection, which TypeORM's DataSource.query cannot do. Reads only; writes and
 * transactions stay with TypeORM.
 */
export function readRows(pool: Pool): ReadRows {
  return async <T>(query: string | SqlQuery): Promise<T[]> => (await pool.query(query)).rows as T[];
}

/**
 * Runs a fixed statement prepared once per pooled connection (named after its text, preparedName),
 * in the caller's transaction when the manager has one, else on the pool: TypeORM's query cannot
 * name one. For the hot fixed-shape writes and reads (a couple's submission, a message, a booking's
 * confirmation and its effects), whose parsing and planning PostgreSQL then skips (README, "The
 * request pipeline").
 */
export async function queryPrepared<T>(manager: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  const query = preparedQuery(text, values);
  const runner = manager.queryRunner;
  if (runner && !runner.isReleased) {
    if (!runner.isTransactionActive) return (await manager.query(text, values)) as T[];
    const client = (await runner.connect()) as PoolClient;
    return (await client.query(query)).rows as T[];
  }
  return (await poolOf(manager.connection).query(query)).rows as T[];
}

/**
 * The pool's query for a library that sends a few fixed statements on every request (the session
 * store's read and touch): each is prepared once per pooled connection (preparedName), so
 * PostgreSQL skips parsing and planning it again. Only for fixed texts: the names are kept.
 */
export function preparingPool(pool: Pool): Pick<Pool, 'query'> {
  return {
    query: ((text: string, values?: unknown[]) => pool.query(preparedQuery(text, values))) as Pool['query'],
  };
}

/** Numbered SQL parameters collected while a statement is assembled: `add` returns the placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** One page of an operators' list: its statement parts, without LIMIT / OFFSET. */
export interface PageStatement {
  /** `SELECT … FROM …` with the joins the filter and the columns need. */
  select: string;
  /** `FROM …` of the count, with the joins the filter needs. */
  countFrom: string;
  /** `WHERE …` or ''. */
  where: string;
  orderBy: string;
  params: SqlParams;
  page: number;
  pageSize: number;
}

/** The page's rows and the filtered total, run side by side (two connections of the pool). */
export async function selectPage<Row>(dataSource: DataSource, statement: PageStatement): Promise<{ rows: Row[]; total: number }> {
  const { select, countFrom, where, orderBy, params, page, pageSize } = statement;
  const countValues = [...params.values];
  const limits = `LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}`;
  const [rows, [{ total }]] = await Promise.all([
    dataSource.query(`${select} ${where} ORDER BY ${orderBy} ${limits}`, params.values) as Promise<Row[]>,
    dataSource.query(`SELECT count(*)::int AS total ${countFrom} ${where}`, countValues) as Promise<Array<{ total: number }>>,
  ]);
  return { rows, total };
}

/** `value` as a literal inside a LIKE pattern: its backslashes, % and _ escaped. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

const names = new Map<string, string>();

/**
 * The prepared-statement name of a fixed statement text: derived from the text, because pg refuses
 * one name for two texts on a connection. Only for a bounded set of texts (each is kept).
 */
export function preparedName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `svatby_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}
