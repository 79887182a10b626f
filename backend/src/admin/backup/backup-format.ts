import { createHash } from 'node:crypto';
import { assertKey } from '../../storage/storage.api';
/**
 * The backup file (GET /api/admin/backup-database, read back by `npm run restore -- FILE`).
 *
 * One JSON document, written so that it can also be read line by line without holding it in
 * memory (no streaming JSON parser is needed on either side). Version 2:
 *
 *   {"format":"svatby-backup","version":2,"createdAt":"…","migration":"…","tableNames":["users",…],"tables":{
 *   "users":[
 *   {"id":1,"email":"…",…}
 *   ,{"id":2,"email":"…",…}
 *   ]
 *   ,"provider_profiles":[
 *   …
 *   ]
 *   },"files":[
 *   {"key":"uploads/portfolio/….webp","contentType":"image/webp","data":"<base64>","size":1234,"md5":"<hex>"}
 *   ,{"key":"attachments/ab/…","contentType":"application/pdf","data":"…","size":…,"md5":"…"}
 *   ]}
 *
 * - line 1 is the header: the document's opening up to `"tables":{` (appending `}}` makes it valid
 *   JSON). `createdAt` is the snapshot's time, `migration` the last migration applied to the
 *   source database, `tableNames` the tables in the file's order (parents before children);
 * - each table opens with a line `"name":[` (`,"name":[` after the first), has one line per row and
 *   closes with a line `]`; a row is the table's `row_to_json` (column name → value; timestamps as
 *   ISO 8601 with offset, arrays as JSON arrays, every column including password hashes), on its
 *   own line, with a leading comma after the first row;
 * - the line `},"files":[` closes the tables and opens the stored files (images and message
 *   attachments, whichever storage driver holds them): one object per line, its bytes in base64
 *   and, after them (computed while they are written), its size and MD5, so a damaged line is caught;
 * - the last line is `]}`: a file without it is incomplete and is refused.
 *
 * Version 1 (still restored) has no files: its tables are followed by the last line `}}`.
 *
 * Rows never contain a line break (JSON escapes them inside strings; whitespace between the tokens
 * of a `json` column is written as a space); base64 has none either.
 */

export const BACKUP_FORMAT = 'svatby-backup';
export const BACKUP_VERSION = 2;
/** The versions a restore reads: 1 (tables only) and 2 (tables, then files). */
export const READABLE_VERSIONS: readonly number[] = [1, 2];

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
/** Version 1's last line. */
export const DOCUMENT_CLOSE_LINE = '}}\n';
/** Version 2: closes the tables and opens the files. */
export const FILES_OPEN_LINE = '},"files":[\n';
/** Version 2's last line. */
export const FILES_CLOSE_LINE = ']}\n';

/** What a file line says about the object before its bytes (`{"key":…,"contentType":…,"data":"`). */
export const fileLineStart = (key: string, contentType: string, index: number): string =>
  `${index > 0 ? ',' : ''}{"key":${JSON.stringify(key)},"contentType":${JSON.stringify(contentType)},"data":"`;
/** Closes a file line after its base64 bytes: the bytes' size and MD5 (hex). */
export const fileLineEnd = (size: number, md5: string): string => `","size":${size},"md5":${JSON.stringify(md5)}}\n`;

/** One stored file of a version 2 backup, decoded. */
export interface BackupFile {
  key: string;
  contentType: string;
  body: Buffer;
  md5: string;
}

/**
 * Where the readers are: between tables, inside one, or among the files (version 2). The line
 * after the tables says which version wrote the file (`}}` ends version 1, `},"files":[` goes on).
 */
export type BackupSection = 'tables' | 'table' | 'files';

export type BackupLine =
  | { kind: 'table'; name: string }
  | { kind: 'row'; json: string }
  | { kind: 'table-end' }
  | { kind: 'files' }
  | { kind: 'file'; json: string }
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
  if (typeof header.version !== 'number' || !READABLE_VERSIONS.includes(header.version)) {
    throw new BackupFormatError(`Unsupported backup version ${String(header.version)}`);
  }
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

/** Reads the lines after the header of a file of `version`, in `section`. */
export function parseLine(line: string, section: BackupSection, lineNumber: number, version: number): BackupLine {
  if (section === 'table') {
    if (line === ']') return { kind: 'table-end' };
    const json = line.startsWith(',') ? line.slice(1) : line;
    if (!json.startsWith('{') || !json.endsWith('}')) throw new BackupFormatError(`Line ${lineNumber}: not a row`);
    return { kind: 'row', json };
  }
  if (section === 'files') {
    if (line === ']}') return { kind: 'end' };
    const json = line.startsWith(',') ? line.slice(1) : line;
    if (!json.startsWith('{"key":') || !json.endsWith('}')) throw new BackupFormatError(`Line ${lineNumber}: not a file`);
    return { kind: 'file', json };
  }
  if (version === 1 && line === '}}') return { kind: 'end' };
  if (version >= 2 && line === FILES_OPEN_LINE.trimEnd()) return { kind: 'files' };
  const open = TABLE_OPEN.exec(line);
  if (!open) throw new BackupFormatError(`Line ${lineNumber}: expected a table or the end of the tables`);
  return { kind: 'table', name: JSON.parse(open[1]) as string };
}

/** A stored object's key as the storage module accepts it (public images or private attachments, no path tricks). */
function isStoredKey(key: unknown): key is string {
  if (typeof key !== 'string') return false;
  try {
    assertKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Decodes a file line (one object at a time in memory) and checks its bytes against its size and MD5. */
export function parseFile(json: string, lineNumber: number): BackupFile {
  let file: { key?: unknown; contentType?: unknown; data?: unknown; size?: unknown; md5?: unknown };
  try {
    file = JSON.parse(json) as typeof file;
  } catch {
    throw new BackupFormatError(`Line ${lineNumber}: a file is not valid JSON`);
  }
  const { key, contentType, data, size, md5 } = file;
  if (!isStoredKey(key)) {
    throw new BackupFormatError(`Line ${lineNumber}: not a stored file's key`);
  }
  if (typeof contentType !== 'string' || typeof data !== 'string' || typeof size !== 'number' || typeof md5 !== 'string') {
    throw new BackupFormatError(`Line ${lineNumber}: file ${key} lacks its content type, data, size or MD5`);
  }
  const body = Buffer.from(data, 'base64');
  if (body.length !== size || md5Hex(body) !== md5) {
    throw new BackupFormatError(`Line ${lineNumber}: file ${key} is damaged (its size or MD5 does not match its data)`);
  }
  return { key, contentType, body, md5 };
}

export const md5Hex = (body: Buffer): string => createHash('md5').update(body).digest('hex');

/**
 * Base64 of a byte stream piece by piece: each piece's text is emitted whole except its last one or
 * two bytes (a base64 group is three bytes), carried into the next, so the pieces join into the
 * base64 of the whole (what `Buffer.toString('base64')` of everything would give).
 */
export class Base64Pieces {
  private carry: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): string {
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 3);
    this.carry = bytes.subarray(whole);
    return bytes.subarray(0, whole).toString('base64');
  }

  end(): string {
    const rest = this.carry.toString('base64');
    this.carry = Buffer.alloc(0);
    return rest;
  }
}
