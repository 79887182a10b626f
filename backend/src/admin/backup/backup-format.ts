/**
 * The backup file (GET /api/admin/backup-database, read back by `npm run restore -- FILE`).
 *
 * One JSON document, written so that it can also be read line by line without holding it in
 * memory (no streaming JSON parser is needed on either side):
 *
 *   {"format":"svatby-backup","version":1,"createdAt":"…","migration":"…","tableNames":["users",…],"tables":{
 *   "users":[
 *   {"id":1,"email":"…",…}
 *   ,{"id":2,"email":"…",…}
 *   ]
 *   ,"provider_profiles":[
 *   …
 *   ]
 *   }}
 *
 * - line 1 is the header: the document's opening up to `"tables":{` (appending `}}` makes it valid
 *   JSON). `createdAt` is the snapshot's time, `migration` the last migration applied to the
 *   source database, `tableNames` the tables in the file's order (parents before children);
 * - each table opens with a line `"name":[` (`,"name":[` after the first), has one line per row and
 *   closes with a line `]`; a row is the table's `row_to_json` (column name → value; timestamps as
 *   ISO 8601 with offset, arrays as JSON arrays, every column including password hashes), on its
 *   own line, with a leading comma after the first row;
 * - the last line is `}}`: a file without it is incomplete and is refused.
 *
 * Rows never contain a line break (JSON escapes them inside strings; whitespace between the tokens
 * of a `json` column is written as a space).
 */

export const BACKUP_FORMAT = 'svatby-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The last migration applied to the source database (null when unknown). */
  migration: string | null;
  tableNames: string[];
}

export function headerLine(header: BackupHeader): string {
  const json = JSON.stringify({ ...header, tables: {} });
  // `{…,"tables":{}}` without its last two characters: the document stays open for the tables.
  return `${json.slice(0, -2)}\n`;
}

export const tableOpenLine = (name: string, index: number): string => `${index > 0 ? ',' : ''}${JSON.stringify(name)}:[\n`;
export const rowLine = (json: string, index: number): string =>
  `${index > 0 ? ',' : ''}${/[\r\n]/.test(json) ? json.replace(/\r\n|\r|\n/g, ' ') : json}\n`;
export const TABLE_CLOSE_LINE = ']\n';
export const DOCUMENT_CLOSE_LINE = '}}\n';

export type BackupLine =
  | { kind: 'table'; name: string }
  | { kind: 'row'; json: string }
  | { kind: 'table-end' }
  | { kind: 'end' };

export class BackupFormatError extends Error {}

/** Parses the header line (line 1). */
export function parseHeader(line: string): BackupHeader {
  let header: Partial<BackupHeader> & { tables?: unknown };
  try {
    header = JSON.parse(`${line}}}`) as typeof header;
  } catch {
    throw new BackupFormatError('Not a Svatby backup: the first line is not the backup header');
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupFormatError('Not a Svatby backup: format is not "svatby-backup"');
  if (header.version !== BACKUP_VERSION) throw new BackupFormatError(`Unsupported backup version ${String(header.version)}`);
  if (!Array.isArray(header.tableNames) || !header.tableNames.every((name) => typeof name === 'string')) {
    throw new BackupFormatError('Not a Svatby backup: the header has no table list');
  }
  return {
    format: BACKUP_FORMAT,
    version: header.version,
    createdAt: String(header.createdAt),
    migration: typeof header.migration === 'string' ? header.migration : null,
    tableNames: header.tableNames,
  };
}

const TABLE_OPEN = /^,?("(?:[^"\\]|\\.)*"):\[$/;

/** Reads the lines after the header; `inTable` tells whether a table is open. */
export function parseLine(line: string, inTable: boolean, lineNumber: number): BackupLine {
  if (inTable) {
    if (line === ']') return { kind: 'table-end' };
    const json = line.startsWith(',') ? line.slice(1) : line;
    if (!json.startsWith('{') || !json.endsWith('}')) throw new BackupFormatError(`Line ${lineNumber}: not a row`);
    return { kind: 'row', json };
  }
  if (line === '}}') return { kind: 'end' };
  const open = TABLE_OPEN.exec(line);
  if (!open) throw new BackupFormatError(`Line ${lineNumber}: expected a table or the end of the backup`);
  return { kind: 'table', name: JSON.parse(open[1]) as string };
}
