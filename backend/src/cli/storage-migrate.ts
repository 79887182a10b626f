import 'reflect-metadata';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppConfig } from '../config/app-config';
import {
  closeObjectStorage,
  createObjectStorage,
  LocalObjectStorage,
  type ObjectStorage,
  PRIVATE_PREFIX,
  PUBLIC_PREFIX,
} from '../storage/storage.api';

const USAGE = 'Usage: npm run storage:migrate -w backend [-- --dry-run]   (STORAGE_DRIVER=s3 and the S3_* settings name the bucket)';
/** A progress line every this many files. */
const PROGRESS_EVERY = 100;

export interface MigrationOptions {
  /** Where the files are now: the local directories (UPLOADS_DIR, ATTACHMENTS_DIR). */
  source: ObjectStorage;
  /** The bucket they go to. */
  target: ObjectStorage;
  /** Only count what would be copied. */
  dryRun?: boolean;
  log?: (message: string) => void;
  /** A progress line every this many files (and one at the end). */
  progressEvery?: number;
}

export interface MigrationSummary {
  total: number;
  /** Copied and verified (with dryRun: would be copied). */
  copied: number;
  /** Already in the bucket with the same size and MD5. */
  present: number;
  bytes: number;
  /** Keys that could not be copied or whose copy did not verify, each with why. */
  failed: Array<{ key: string; reason: string }>;
}

/** What a message attachment is, by its first bytes (the four types the app accepts); images are WebP by their name. */
function contentTypeOf(key: string, body: Buffer): string {
  if (key.startsWith(PUBLIC_PREFIX) && key.endsWith('.webp')) return 'image/webp';
  if (body.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image/jpeg';
  if (body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'application/octet-stream';
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const md5Hex = (body: Buffer): string => createHash('md5').update(body).digest('hex');

/**
 * The stored object's size and MD5 as the target sees them: its HEAD, or, where the HEAD gives no MD5
 * (an ETag that is not one, e.g. a multipart upload or server-side encryption with KMS), its bytes read back.
 */
async function fingerprint(storage: ObjectStorage, key: string): Promise<{ size: number; md5: string | null } | null> {
  const head = await storage.head(key);
  if (!head) return null;
  if (head.md5) return { size: head.size, md5: head.md5 };
  const body = await storage.get(key);
  return body ? { size: head.size, md5: md5Hex(await readAll(body)) } : { size: head.size, md5: null };
}

/**
 * Copies every file of `source` (public images under uploads/, private attachments under attachments/)
 * to `target`, one at a time (memory: one file, at most an attachment's 10 MB). Idempotent: an object
 * already in the target with the same size and MD5 is skipped; one that differs (a copy broken off) is
 * written again. Each copy is verified by a HEAD after the PUT (size and MD5); a failure is recorded with
 * its key and the run goes on, so one bad file does not hide the others. The source is never changed.
 */
export async function migrateFiles({
  source,
  target,
  dryRun = false,
  log = () => undefined,
  progressEvery = PROGRESS_EVERY,
}: MigrationOptions): Promise<MigrationSummary> {
  // A first pass counts, so that progress can say how far along the copy is (a listing of local folders is cheap).
  let total = 0;
  let totalBytes = 0;
  for (const prefix of [PUBLIC_PREFIX, PRIVATE_PREFIX]) {
    for await (const object of source.list(prefix)) {
      total += 1;
      totalBytes += object.size;
    }
  }
  log(`${total} files (${formatBytes(totalBytes)}) to check${dryRun ? ' (dry run: nothing is written)' : ''}`);

  const summary: MigrationSummary = { total, copied: 0, present: 0, bytes: 0, failed: [] };
  let done = 0;
  const progress = () =>
    `${done}/${total} files: ${summary.copied} ${dryRun ? 'to copy' : 'copied'} (${formatBytes(summary.bytes)}), ` +
    `${summary.present} already there, ${summary.failed.length} failed`;
  for (const prefix of [PUBLIC_PREFIX, PRIVATE_PREFIX]) {
    for await (const { key } of source.list(prefix)) {
      try {
        await migrateOne(source, target, key, dryRun, summary);
      } catch (error) {
        summary.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      }
      done += 1;
      if (done % progressEvery === 0) log(progress());
    }
  }
  log(`Done: ${progress()}`);
  return summary;
}

async function migrateOne(source: ObjectStorage, target: ObjectStorage, key: string, dryRun: boolean, summary: MigrationSummary): Promise<void> {
  const stream = await source.get(key);
  if (!stream) return; // deleted since it was listed (an orphan sweep, an account deletion): nothing to copy
  const body = await readAll(stream);
  const md5 = md5Hex(body);
  const present = await fingerprint(target, key);
  if (present && present.size === body.length && present.md5 === md5) {
    summary.present += 1;
    return;
  }
  if (!dryRun) {
    await target.put(key, body, contentTypeOf(key, body));
    const copied = await fingerprint(target, key);
    if (!copied) throw new Error('not found in the bucket after it was written');
    if (copied.size !== body.length) throw new Error(`size mismatch: ${copied.size} bytes in the bucket, ${body.length} here`);
    if (copied.md5 !== md5) throw new Error(`checksum mismatch: MD5 ${copied.md5 ?? 'unknown'} in the bucket, ${md5} here`);
  }
  summary.copied += 1;
  summary.bytes += body.length;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * `npm run storage:migrate -w backend [-- --dry-run]`: copies the files of the local directories
 * (UPLOADS_DIR: portfolio and profile images; ATTACHMENTS_DIR: message attachments) into the bucket
 * that STORAGE_DRIVER=s3 and the S3_* settings name, under the same keys, so the rows need no change.
 * Run it before switching the app to s3 and once more after (the files written in between); then the
 * local directories may go. Exits 1, naming each file, when a copy failed or did not verify.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const dryRun = args.includes('--dry-run');
  if (args.some((arg) => arg !== '--dry-run')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = AppConfig.fromEnv();
  if (config.storage.driver !== 's3') {
    console.error(`STORAGE_DRIVER is ${config.storage.driver}: set STORAGE_DRIVER=s3 and the S3_* settings of the bucket to copy into.`);
    console.error(USAGE);
    process.exit(2);
  }
  const source = new LocalObjectStorage(config.storage);
  const target = createObjectStorage(config.storage);
  try {
    console.log(`From ${config.storage.uploadsDir} and ${config.storage.attachmentsDir} to the bucket ${config.storage.s3!.bucket}`);
    const summary = await migrateFiles({ source, target, dryRun, log: (message) => console.log(message) });
    if (summary.failed.length > 0) {
      for (const { key, reason } of summary.failed) console.error(`FAILED ${key}: ${reason}`);
      console.error(`${summary.failed.length} of ${summary.total} files were not copied correctly: run the command again after fixing the cause.`);
      process.exitCode = 1;
    }
  } finally {
    closeObjectStorage(target);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
