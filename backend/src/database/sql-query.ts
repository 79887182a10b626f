import { createHash } from 'node:crypto';

/** A statement and its parameters, as pg's query() takes them. */
export interface SqlQuery {
  text: string;
  values: unknown[];
  /**
   * Set on the hottest fixed-shape statements (the unfiltered public lists): pg then prepares the
   * statement once per pooled connection and PostgreSQL skips parsing and planning it again, a third
   * of its work per list request. Filtered shapes stay unnamed: a plan made for one search value
   * can be wrong for another.
   */
  name?: string;
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
