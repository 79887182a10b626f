import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import type { S3Settings } from '../config/storage-settings';
import type { ObjectStorage, StoredObject } from './object-storage';
import { assertKey, isPublicKey, ObjectExistsError, PUBLIC_CACHE_CONTROL } from './object-keys';

/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;
const SINGLE_PART_ETAG = /^"?([0-9a-f]{32})"?$/;

/** The answer's status, on the SDK's S3ServiceException and on the errors of its middleware alike. */
const statusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const isMissing = (error: unknown): boolean =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as { name?: string })?.name ?? '');

/**
 * Objects in one bucket of an S3-compatible service (AWS S3, MinIO, Cloudflare R2) under the same keys
 * as the local driver. Public images carry a year-long immutable Cache-Control, which the bucket (or
 * the CDN in front of it) answers browsers with; attachments stay private (the bucket's policy grants
 * anonymous reads on uploads/ only) and are streamed by the API after its access check.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly logger = new Logger(S3ObjectStorage.name);
  // The AWS SDK (~4 MB of heap) is loaded by the first s3 driver made: an app on the local driver never holds it.
  private readonly sdk = require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;
  /** Whether the service honours `If-None-Match: *` on a PUT; false after one refused it. */
  private conditionalPuts = true;

  /** `listPageSize`: keys per ListObjectsV2 page (S3's most, 1000; the tests page with fewer). */
  constructor(settings: S3Settings, private readonly listPageSize = 1000) {
    this.bucket = settings.bucket;
    this.publicBase = settings.publicUrl.replace(/\/+$/, '');
    this.client = new this.sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
      // default CRC32 trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * `ifAbsent`: a HEAD first (services that ignore the condition still refuse), then the PUT with
   * `If-None-Match: *` (atomic where supported: AWS S3, R2, MinIO) unless the service refused it once.
   */
  async put(key: string, body: Buffer, contentType: string, options: { ifAbsent?: boolean } = {}): Promise<void> {
    assertKey(key);
    if (options.ifAbsent && (await this.head(key, false))) throw new ObjectExistsError(key);
    const command = (conditional: boolean) =>
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        ...(isPublicKey(key) ? { CacheControl: PUBLIC_CACHE_CONTROL } : {}),
        ...(conditional ? { IfNoneMatch: '*' } : {}),
      });
    const conditional = Boolean(options.ifAbsent) && this.conditionalPuts;
    try {
      await this.client.send(command(conditional));
    } catch (error) {
      const status = statusOf(error);
      if (conditional && (status === 412 || status === 409)) throw new ObjectExistsError(key);
      if (!conditional || (status !== 501 && status !== 400)) throw error;
      this.logger.warn(`The storage refused a conditional PUT (${status}); using a HEAD before each new object instead`);
      this.conditionalPuts = false;
      await this.client.send(command(false));
    }
  }

  async get(key: string): Promise<Readable | null> {
    assertKey(key);
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = answer.Body;
      if (!body) return Readable.from([]);
      // In Node the SDK answers a Readable (IncomingMessage); the web stream is only the browsers' case.
      return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as import('node:stream/web').ReadableStream);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string, check = true): Promise<{ size: number; contentType: string | null; md5: string | null } | null> {
    if (check) assertKey(key);
    try {
      const answer = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      // A single-part PUT's ETag is the body's MD5; a multipart one's is not (it has a "-<parts>").
      const md5 = SINGLE_PART_ETAG.exec(answer.ETag ?? '')?.[1] ?? null;
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? null, md5 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const valid = keys.filter((key) => {
      try {
        assertKey(key);
        return true;
      } catch {
        this.logger.warn(`Not deleting ${JSON.stringify(key)}: not an object key`);
        return false;
      }
    });
    for (let start = 0; start < valid.length; start += DELETE_BATCH) {
      const batch = valid.slice(start, start + DELETE_BATCH);
      try {
        const answer = await this.client.send(
          new this.sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        for (const failure of answer.Errors ?? []) this.logger.warn(`Could not delete ${failure.Key}: ${failure.Code} ${failure.Message}`);
      } catch (error) {
        this.logger.warn(`Could not delete ${batch.length} object(s) from ${batch[0]}: ${String(error)}`);
      }
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: this.listPageSize }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string | null {
    assertKey(key);
    return isPublicKey(key) ? `${this.publicBase}/${key}` : null;
  }

  /** Closes the client's sockets (the app's shutdown, a command's end). */
  close(): void {
    this.client.destroy();
  }
}
