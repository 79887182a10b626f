import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { DataSource } from 'typeorm';
import type { User } from '../auth/auth.api';
import { AuditLog } from '../audit/audit.api';
import { OBJECT_STORAGE, type ObjectStorage, PRIVATE_PREFIX, PUBLIC_PREFIX } from '../storage/storage.api';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  Base64Pieces,
  fileLineEnd,
  fileLineStart,
  FILES_CLOSE_LINE,
  FILES_OPEN_LINE,
  headerLine,
  rowLine,
  TABLE_CLOSE_LINE,
  tableOpenLine,
} from './backup/backup-format';
import { BackupTable, listBackupTables, quoteIdent } from './backup/backup-tables';
import { poolOf } from '../database/pg-pool';

/** Text gathered before one write to the response (fewer, larger chunks). */
const CHUNK_CHARS = 64 * 1024;
/** Rows the cursor fetches per round trip. */
const FETCH_ROWS = 500;

/** The day of the file name, in Czech time. */
const pragueDay = (date: Date): string => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });

/**
 * GET /api/admin/backup-database: every application table, then every stored file, as one JSON
 * document (backup-format.ts), streamed. The rows are read through cursors (pg-query-stream) on one
 * connection of the app's pool inside a REPEATABLE READ READ ONLY transaction, so the tables are one
 * consistent snapshot; the files (images and attachments, read through ObjectStorage whichever
 * driver holds them) follow once that transaction has ended. Keys are random and never reused, so a
 * file listed then is the file its row names; one deleted in between is left out, one uploaded in
 * between is an orphan the restore brings back harmlessly. Everything is written with back-pressure:
 * memory stays constant whatever the database and the storage hold. A failure after
 * the headers destroys the response, so the client sees a broken download, never a complete-looking
 * truncated file. Every download is audited ('backup.download') before the snapshot is taken.
 */
@Injectable()
export class AdminBackupService {
  private readonly logger = new Logger(AdminBackupService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async stream(admin: User, reply: FastifyReply): Promise<void> {
    const filename = `svatby-backup-${pragueDay(new Date())}.json`;
    // Its own committed transaction: a read-only snapshot cannot write, and an export of every
    // account (password hashes included) is recorded even when the download then breaks.
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, admin, { action: 'backup.download', targetType: 'database', targetId: null, details: { filename } }),
    );

    const pool = poolOf(this.dataSource);
    const client = await pool.connect();
    let broken: Error | undefined;
    const current: CurrentRead = { stream: null };
    // A checked-out client has no error listener of the pool's: without one, a dropped connection
    // would crash the process. It also ends the cursor being read (which may have no request pending).
    const onConnectionError = (error: Error) => {
      broken ??= error;
      this.logger.warn(`Backup connection failed: ${error.message}`);
      current.stream?.destroy(error);
    };
    client.on('error', onConnectionError);
    try {
      // Everything that can fail before the first byte answers a normal error response.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const tables = await listBackupTables(client);
      const [{ createdAt, migration }] = (
        await client.query<{ createdAt: Date; migration: string | null }>(
          `SELECT now() AS "createdAt",
                  (SELECT name FROM typeorm_migrations ORDER BY timestamp DESC, id DESC LIMIT 1) AS migration`,
        )
      ).rows;

      // From here the answer is this stream's, written on the Node response.
      reply.hijack();
      const response = reply.raw;
      response.statusCode = 200;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      response.setHeader('Cache-Control', 'no-store');
      const header = headerLine({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: createdAt.toISOString(),
        migration,
        tableNames: tables.map((table) => table.name),
      });
      try {
        await pipeline(Readable.from(documentChunks(client, header, tables, current, this.storage, this.logger)), response);
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        this.logger.error(`Backup download broken off: ${broken.message}`);
        // The client must not receive an end of message: no valid-looking truncated file.
        response.destroy(broken);
      }
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A connection left inside a transaction or a cursor is closed rather than reused.
      client.removeListener('error', onConnectionError);
      client.release(broken ?? false);
    }
  }
}

/**
 * pg-query-stream's destroy first closes its cursor and waits for the server's answer, which a
 * failed or dropped connection never gives: the download would hang instead of breaking off.
 * Here destroy only ends the stream; the connection is discarded by the caller after any failure.
 */
class BackupQueryStream extends QueryStream {
  override _destroy(error: Error, callback: Function): void {
    callback(error);
  }
}

/** The cursor being read, so that a dropped connection (no query to fail) can still end it. */
interface CurrentRead {
  stream: BackupQueryStream | null;
}

/** The document's text in chunks of about CHUNK_CHARS; each table read through a cursor, then the files. */
async function* documentChunks(
  client: PoolClient,
  header: string,
  tables: readonly BackupTable[],
  current: CurrentRead,
  storage: ObjectStorage,
  logger: Logger,
): AsyncGenerator<string> {
  let buffer = header;
  for (const [tableIndex, table] of tables.entries()) {
    buffer += tableOpenLine(table.name, tableIndex);
    const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
    const rows = new BackupQueryStream(`SELECT row_to_json(t)::text AS row FROM ${quoteIdent(table.name)} t${order}`, [], {
      batchSize: FETCH_ROWS,
      highWaterMark: FETCH_ROWS,
    });
    current.stream = rows;
    let rowIndex = 0;
    for await (const { row } of client.query(rows) as AsyncIterable<{ row: string }>) {
      buffer += rowLine(row, rowIndex);
      rowIndex += 1;
      if (buffer.length >= CHUNK_CHARS) {
        yield buffer;
        buffer = '';
      }
    }
    current.stream = null;
    buffer += TABLE_CLOSE_LINE;
  }
  // The tables are complete: their snapshot is not held while the files are read.
  await client.query('COMMIT');
  yield buffer + FILES_OPEN_LINE;
  yield* fileChunks(storage, logger);
  yield FILES_CLOSE_LINE;
}

/** Every stored object as one line each, its bytes encoded to base64 as they are read. */
async function* fileChunks(storage: ObjectStorage, logger: Logger): AsyncGenerator<string> {
  let index = 0;
  for (const prefix of [PUBLIC_PREFIX, PRIVATE_PREFIX]) {
    for await (const { key } of storage.list(prefix)) {
      const head = await storage.head(key);
      const body = head ? await storage.get(key) : null;
      if (!head || !body) {
        logger.warn(`Backup: ${key} was deleted while the backup was written; left out`);
        continue;
      }
      yield fileLineStart(key, head.contentType ?? 'application/octet-stream', index);
      const md5 = createHash('md5');
      const base64 = new Base64Pieces();
      let size = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        md5.update(chunk);
        size += chunk.length;
        const text = base64.push(chunk);
        if (text) yield text;
      }
      yield base64.end() + fileLineEnd(size, md5.digest('hex'));
      index += 1;
    }
  }
}
