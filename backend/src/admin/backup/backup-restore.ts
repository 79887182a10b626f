import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { Client } from 'pg';
import type { ObjectStorage } from '../../storage/storage.api';
import { BackupFormatError, BackupHeader, BackupSection, parseFile, parseHeader, parseLine } from './backup-format';
import { BackupTable, EXCLUDED_TABLES, listBackupTables, quoteIdent, REFERENCE_TABLES, SqlRunner } from './backup-tables';

/** Rows per INSERT … jsonb_populate_recordset, and the most text one batch may carry. */
const BATCH_ROWS = 1_000;
const BATCH_CHARS = 8 * 1024 * 1024;

export interface RestoreOptions {
  databaseUrl: string;
  /** A file written by GET /api/admin/backup-database (backup-format.ts). */
  file: string;
  /** Where the backup's files (version 2) are written back: the configured driver, local or s3. */
  storage: ObjectStorage;
  log?: (message: string) => void;
}

export interface RestoreSummary {
  createdAt: string;
  tables: Array<{ name: string; rows: number }>;
  /** Stored files written, and those already there with the same bytes (left as they were). */
  files: { written: number; present: number; bytes: number };
}

/** Why a restore was refused or failed; the message is meant for the operator. */
export class RestoreError extends Error {}

/**
 * The file's lines, read in chunks: constant memory whatever the file's size, apart from one line
 * (a file line holds one stored object, at most an attachment's 10 MB in base64). The pieces of a
 * long line are joined once, not re-scanned chunk after chunk.
 */
async function* readLines(file: string): AsyncGenerator<string> {
  let pieces: string[] = [];
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 * 1024 })) {
    const text = chunk as string;
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      pieces.push(text.slice(start, end));
      const line = pieces.join('');
      pieces = [];
      start = end + 1;
      yield line.endsWith('\r') ? line.slice(0, -1) : line;
    }
    if (start < text.length) pieces.push(text.slice(start));
  }
  const last = pieces.join('');
  if (last !== '') yield last;
}

/**
 * Restores a backup into a database that has been migrated but holds no data (`npm run restore --
 * FILE`). Refuses, naming the table, unless every backed-up table is empty there (the catalogue's
 * reference tables, which the migrations fill, are replaced by the backup's rows). Reads the file
 * line by line, inserts each table's rows in batches through jsonb_populate_recordset, all in one
 * transaction (a failure or an incomplete file leaves the database as it was), writes the stored
 * files back through `storage` while that transaction is still open (one already there with the
 * same bytes is left alone, one with other bytes is refused), then sets every identity sequence
 * past the restored ids. When anything fails, the files this restore wrote are deleted again.
 */
export async function restoreBackup({ databaseUrl, file, storage, log = () => undefined }: RestoreOptions): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new RestoreError(`File not found: ${file}`);
  const client = new Client({ connectionString: databaseUrl, application_name: 'svatby-restore' });
  await client.connect();
  const files = new FileWriter(storage, log);
  try {
    await client.query('BEGIN');
    try {
      const summary = await restoreInTransaction(client, file, files, log);
      await client.query('COMMIT');
      return summary;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      await files.undo();
      if (error instanceof BackupFormatError) throw new RestoreError(error.message);
      throw error;
    }
  } finally {
    await client.end();
  }
}

async function restoreInTransaction(client: Client, file: string, files: FileWriter, log: (message: string) => void): Promise<RestoreSummary> {
  const lines = readLines(file);
  try {
    return await restoreLines(client, lines, files, log);
  } finally {
    await lines.return(undefined); // closes the file when the restore stopped early
  }
}

async function restoreLines(
  client: Client,
  lines: AsyncGenerator<string>,
  files: FileWriter,
  log: (message: string) => void,
): Promise<RestoreSummary> {
  const first = await lines.next();
  if (first.done) throw new RestoreError('The backup file is empty');
  const fileHeader = parseHeader(first.value);
  // A file from before a table was left out of backups (mail_outbox) still restores: that table is read past.
  const skipped = new Set(fileHeader.tableNames.filter((name) => EXCLUDED_TABLES.includes(name)));
  const header = { ...fileHeader, tableNames: fileHeader.tableNames.filter((name) => !skipped.has(name)) };
  const targets = new Map((await listBackupTables(client)).map((table) => [table.name, table]));
  await checkTarget(client, header, targets);

  const summary: RestoreSummary = { createdAt: header.createdAt, tables: [], files: files.summary };
  let lineNumber = 1;
  let section: BackupSection = 'tables';
  let table: TableWriter | null = null;
  /** The left-out table being read past, if any. */
  let skipping: string | null = null;
  let ended = false;
  for await (const line of lines) {
    lineNumber += 1;
    if (ended) {
      if (line.trim() === '') continue;
      throw new RestoreError(`Line ${lineNumber}: text after the end of the backup`);
    }
    const parsed = parseLine(line, section, lineNumber, header.version);
    switch (parsed.kind) {
      case 'table': {
        if (skipped.has(parsed.name)) {
          skipping = parsed.name;
          section = 'table';
          break;
        }
        const target = targets.get(parsed.name);
        if (!target || !header.tableNames.includes(parsed.name)) {
          throw new RestoreError(`Line ${lineNumber}: table "${parsed.name}" is not in the backup's table list or not in this database`);
        }
        if (summary.tables.some((done) => done.name === parsed.name)) {
          throw new RestoreError(`Line ${lineNumber}: table "${parsed.name}" appears twice`);
        }
        table = new TableWriter(client, target, log);
        section = 'table';
        break;
      }
      case 'row':
        if (!skipping) await table!.add(parsed.json);
        break;
      case 'table-end':
        if (skipping) {
          log(`${skipping}: not restored (no longer part of backups)`);
          skipping = null;
          section = 'tables';
          break;
        }
        await table!.flush();
        summary.tables.push({ name: table!.target.name, rows: table!.rows });
        log(`${table!.target.name}: ${table!.rows} rows`);
        table = null;
        section = 'tables';
        break;
      case 'files':
        checkTables(header, summary);
        section = 'files';
        break;
      case 'file':
        await files.write(parseFile(parsed.json, lineNumber));
        break;
      case 'end':
        ended = true;
        break;
    }
  }
  const last = header.version === 1 ? '}}' : ']}';
  if (!ended) throw new RestoreError(`The backup file is incomplete (it does not end with "${last}"): nothing was restored`);
  checkTables(header, summary);
  if (header.version >= 2) log(`files: ${files.summary.written} written, ${files.summary.present} already there`);

  for (const { name } of summary.tables) await resetSequences(client, targets.get(name)!);
  return summary;
}

function checkTables(header: BackupHeader, summary: RestoreSummary): void {
  const missing = header.tableNames.filter((name) => !summary.tables.some((done) => done.name === name));
  if (missing.length > 0) throw new RestoreError(`The backup file lacks the tables ${missing.join(', ')}: nothing was restored`);
}

/**
 * Writes the backup's files into the target storage and remembers what it wrote, so that a restore
 * that fails afterwards leaves the storage as it found it. An object already there with the same
 * bytes (a storage kept when the database was lost, a second attempt) is left alone; one with
 * other bytes under the same key is refused: keys are random, so it is not this backup's file.
 */
class FileWriter {
  readonly summary = { written: 0, present: 0, bytes: 0 };
  private readonly written: string[] = [];

  constructor(
    private readonly storage: ObjectStorage,
    private readonly log: (message: string) => void,
  ) {}

  async write(file: { key: string; contentType: string; body: Buffer; md5: string }): Promise<void> {
    const present = await this.storage.head(file.key);
    if (present) {
      if (present.size === file.body.length && (present.md5 ?? (await md5Of(this.storage, file.key))) === file.md5) {
        this.summary.present += 1;
        return;
      }
      throw new RestoreError(`Refusing to restore: ${file.key} already exists in the storage with other content`);
    }
    await this.storage.put(file.key, file.body, file.contentType, { ifAbsent: true });
    this.written.push(file.key);
    this.summary.written += 1;
    this.summary.bytes += file.body.length;
    if (this.summary.written % 100 === 0) this.log(`files: ${this.summary.written} written`);
  }

  async undo(): Promise<void> {
    if (this.written.length === 0) return;
    await this.storage.delete(this.written);
    this.log(`files: the ${this.written.length} written by this restore were deleted again`);
  }
}

/** The MD5 of a stored object by reading it (a driver whose HEAD does not tell it). */
async function md5Of(storage: ObjectStorage, key: string): Promise<string | null> {
  const body = await storage.get(key);
  if (!body) return null;
  const md5 = createHash('md5');
  for await (const chunk of body as AsyncIterable<Buffer>) md5.update(chunk);
  return md5.digest('hex');
}

/**
 * The target must know every backed-up table and the backup's last migration, and hold no rows
 * in those tables (reference tables excepted: their migration-seeded rows are deleted here,
 * children first, to be replaced by the backup's). The tables are locked against concurrent
 * writers until the restore commits.
 */
async function checkTarget(client: Client, header: BackupHeader, targets: ReadonlyMap<string, BackupTable>): Promise<void> {
  const unknown = header.tableNames.filter((name) => !targets.has(name));
  if (unknown.length > 0) {
    throw new RestoreError(`Refusing to restore: the tables ${unknown.join(', ')} of the backup do not exist in this database`);
  }
  if (header.migration) {
    const { rows } = await client.query(`SELECT 1 FROM typeorm_migrations WHERE name = $1`, [header.migration]);
    if (rows.length === 0) {
      throw new RestoreError(
        `Refusing to restore: the backup comes from a newer version of the application (migration ${header.migration} is unknown here)`,
      );
    }
  }
  if (header.tableNames.length > 0) {
    await client.query(`LOCK TABLE ${header.tableNames.map(quoteIdent).join(', ')} IN EXCLUSIVE MODE`);
  }
  for (const name of header.tableNames) {
    if (REFERENCE_TABLES.includes(name)) continue;
    const { rows } = await client.query(`SELECT 1 FROM ${quoteIdent(name)} LIMIT 1`);
    if (rows.length > 0) {
      throw new RestoreError(`Refusing to restore: table "${name}" is not empty. Restore into a freshly created database.`);
    }
  }
  for (const name of [...header.tableNames].reverse()) {
    if (REFERENCE_TABLES.includes(name)) await client.query(`DELETE FROM ${quoteIdent(name)}`);
  }
}

/** Collects one table's rows and inserts them in batches. */
class TableWriter {
  rows = 0;
  private batch: string[] = [];
  private batchChars = 0;
  private columns: string[] | null = null;

  constructor(
    private readonly client: SqlRunner,
    readonly target: BackupTable,
    private readonly log: (message: string) => void,
  ) {}

  async add(json: string): Promise<void> {
    // The columns are those of the first row (every row of a table has the same) that the target can take.
    this.columns ??= this.columnsOf(json);
    this.batch.push(json);
    this.batchChars += json.length;
    if (this.batch.length >= BATCH_ROWS || this.batchChars >= BATCH_CHARS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.batch.length === 0 || !this.columns) return;
    const columns = this.columns.map(quoteIdent).join(', ');
    const table = quoteIdent(this.target.name);
    const result = (await this.client.query(
      `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
      [`[${this.batch.join(',')}]`],
    )) as { rowCount?: number | null };
    this.rows += result.rowCount ?? this.batch.length;
    this.batch = [];
    this.batchChars = 0;
  }

  private columnsOf(json: string): string[] {
    let keys: string[];
    try {
      keys = Object.keys(JSON.parse(json) as Record<string, unknown>);
    } catch {
      throw new BackupFormatError(`Table ${this.target.name}: a row is not valid JSON`);
    }
    const unknown = keys.filter((key) => !this.target.columns.includes(key));
    if (unknown.length > 0) this.log(`${this.target.name}: ignoring columns this database does not have: ${unknown.join(', ')}`);
    return keys.filter((key) => this.target.insertableColumns.includes(key));
  }
}

/** Each identity (or serial) column's sequence continues after the largest restored value. */
async function resetSequences(client: Client, table: BackupTable): Promise<void> {
  for (const column of table.sequenceColumns) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quoteIdent(column)}) FROM ${quoteIdent(table.name)}), 0) + 1, false)`,
      [quoteIdent(table.name), column],
    );
  }
}
