import * as fs from 'node:fs';
import { Client } from 'pg';
import { BackupFormatError, BackupHeader, parseHeader, parseLine } from './backup-format';
import { BackupTable, EXCLUDED_TABLES, listBackupTables, quoteIdent, REFERENCE_TABLES, SqlRunner } from './backup-tables';

/** Rows per INSERT … jsonb_populate_recordset, and the most text one batch may carry. */
const BATCH_ROWS = 1_000;
const BATCH_CHARS = 8 * 1024 * 1024;

export interface RestoreOptions {
  databaseUrl: string;
  /** A file written by GET /api/admin/backup-database (backup-format.ts). */
  file: string;
  log?: (message: string) => void;
}

export interface RestoreSummary {
  createdAt: string;
  tables: Array<{ name: string; rows: number }>;
}

/** Why a restore was refused or failed; the message is meant for the operator. */
export class RestoreError extends Error {}

/** The file's lines, read in chunks (constant memory whatever the file's size). */
async function* readLines(file: string): AsyncGenerator<string> {
  let carry = '';
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 * 1024 })) {
    const parts = (carry + (chunk as string)).split('\n');
    carry = parts.pop()!;
    for (const part of parts) yield part.endsWith('\r') ? part.slice(0, -1) : part;
  }
  if (carry !== '') yield carry;
}

/**
 * Restores a backup into a database that has been migrated but holds no data (`npm run restore --
 * FILE`). Refuses, naming the table, unless every backed-up table is empty there (the catalogue's
 * reference tables, which the migrations fill, are replaced by the backup's rows). Reads the file
 * line by line, inserts each table's rows in batches through jsonb_populate_recordset, all in one
 * transaction (a failure or an incomplete file leaves the database as it was), then sets every
 * identity sequence past the restored ids.
 */
export async function restoreBackup({ databaseUrl, file, log = () => undefined }: RestoreOptions): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new RestoreError(`File not found: ${file}`);
  const client = new Client({ connectionString: databaseUrl, application_name: 'svatby-restore' });
  await client.connect();
  try {
    await client.query('BEGIN');
    try {
      const summary = await restoreInTransaction(client, file, log);
      await client.query('COMMIT');
      return summary;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (error instanceof BackupFormatError) throw new RestoreError(error.message);
      throw error;
    }
  } finally {
    await client.end();
  }
}

async function restoreInTransaction(client: Client, file: string, log: (message: string) => void): Promise<RestoreSummary> {
  const lines = readLines(file);
  try {
    return await restoreLines(client, lines, log);
  } finally {
    await lines.return(undefined); // closes the file when the restore stopped early
  }
}

async function restoreLines(client: Client, lines: AsyncGenerator<string>, log: (message: string) => void): Promise<RestoreSummary> {
  const first = await lines.next();
  if (first.done) throw new RestoreError('The backup file is empty');
  const fileHeader = parseHeader(first.value);
  // A file from before a table was left out of backups (mail_outbox) still restores: that table is read past.
  const skipped = new Set(fileHeader.tableNames.filter((name) => EXCLUDED_TABLES.includes(name)));
  const header = { ...fileHeader, tableNames: fileHeader.tableNames.filter((name) => !skipped.has(name)) };
  const targets = new Map((await listBackupTables(client)).map((table) => [table.name, table]));
  await checkTarget(client, header, targets);

  const summary: RestoreSummary = { createdAt: header.createdAt, tables: [] };
  let lineNumber = 1;
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
    const parsed = parseLine(line, table !== null || skipping !== null, lineNumber);
    switch (parsed.kind) {
      case 'table': {
        if (skipped.has(parsed.name)) {
          skipping = parsed.name;
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
        break;
      }
      case 'row':
        if (!skipping) await table!.add(parsed.json);
        break;
      case 'table-end':
        if (skipping) {
          log(`${skipping}: not restored (no longer part of backups)`);
          skipping = null;
          break;
        }
        await table!.flush();
        summary.tables.push({ name: table!.target.name, rows: table!.rows });
        log(`${table!.target.name}: ${table!.rows} rows`);
        table = null;
        break;
      case 'end':
        ended = true;
        break;
    }
  }
  if (!ended) throw new RestoreError('The backup file is incomplete (it does not end with "}}"): nothing was restored');
  const missing = header.tableNames.filter((name) => !summary.tables.some((done) => done.name === name));
  if (missing.length > 0) throw new RestoreError(`The backup file lacks the tables ${missing.join(', ')}: nothing was restored`);

  for (const { name } of summary.tables) await resetSequences(client, targets.get(name)!);
  return summary;
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
