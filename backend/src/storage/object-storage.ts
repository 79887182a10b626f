import type { Readable } from 'node:stream';

/** Where files live: `local` directories (UPLOADS_DIR, ATTACHMENTS_DIR) or an S3-compatible bucket. */
export type StorageDriverName = 'local' | 's3';

/** One stored object as a listing sees it. */
export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Every file Svatby keeps (portfolio and profile images, message attachments) goes through this one
 * interface. Keys are driver-neutral and say whether an object is public:
 *
 *   uploads/portfolio/<32 hex>.webp, uploads/profile/<32 hex>.webp   public (served to browsers)
 *   attachments/<first 2 of key>/<32 hex>                            private (only through the API)
 *
 * An image's stored URL is its key behind a slash (`/uploads/portfolio/….webp`), so rows never change
 * when the driver does.
 */
export interface ObjectStorage {
  readonly driver: StorageDriverName;
  /** Writes an object. `ifAbsent`: fail rather than overwrite (random keys; a collision is a bug). */
  put(key: string, body: Buffer, contentType: string, options?: { ifAbsent?: boolean }): Promise<void>;
  /** The object's bytes as a stream, or null when it does not exist. */
  get(key: string): Promise<Readable | null>;
  /** Size, content type and MD5 (hex) of an object, or null when it does not exist. */
  head(key: string): Promise<{ size: number; contentType: string | null; md5: string | null } | null>;
  /** Deletes objects, best effort: a missing one is fine, a failure is logged, not thrown. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object under a prefix (the orphan sweep, the migration, backups), page by page. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** The URL browsers load a public object from (`uploads/…` keys only); null for private keys. */
  publicUrl(key: string): string | null;
}

/** Nest injection token of the configured ObjectStorage. */
export const OBJECT_STORAGE = Symbol('ObjectStorage');

export const PUBLIC_PREFIX = 'uploads/';
export const PRIVATE_PREFIX = 'attachments/';

/** `/uploads/portfolio/x.webp` (a stored image URL) → `uploads/portfolio/x.webp`. */
export const keyOfImageUrl = (url: string): string => url.replace(/^\//, '');
/** `uploads/portfolio/x.webp` → `/uploads/portfolio/x.webp`. */
export const imageUrlOfKey = (key: string): string => `/${key}`;
