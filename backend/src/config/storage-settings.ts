/** Where files live (STORAGE_DRIVER): `local` directories or an S3-compatible bucket. */
export type StorageDriverSetting = 'local' | 's3';

export interface S3Settings {
  /** Another S3-compatible service (MinIO, R2, the tests' s3rver); undefined = AWS S3 of `region`. Path-style when set. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both keys, or undefined for the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers load `uploads/…` objects from (the bucket's public URL or a CDN), without a trailing slash. */
  publicUrl: string;
}

/**
 * The files' storage. The local directories are kept with either driver: `local` stores in them, and
 * the migration command (storage:migrate) reads them to copy their files into the bucket.
 */
export interface StorageSettings {
  driver: StorageDriverSetting;
  /** Uploaded images (portfolio, profile photos): `uploads/…` keys with the local driver, served at /uploads. */
  uploadsDir: string;
  /** Message attachments: `attachments/…` keys with the local driver, private (only through the API). */
  attachmentsDir: string;
  /** The bucket; set exactly when `driver` is s3. */
  s3: S3Settings | undefined;
}

export interface StorageVariables {
  STORAGE_DRIVER: StorageDriverSetting;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PUBLIC_URL?: string;
}

/** S3's rules for a bucket name (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The storage settings; throws (naming the variables) on an s3 driver without its bucket or public URL,
 * half a key pair, or a plain-http public URL behind an https site (the images would be mixed content).
 */
export function storageSettings(vars: StorageVariables, dirs: { uploadsDir: string; attachmentsDir: string }, appUrl: string): StorageSettings {
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK\'s default credentials)');
  }
  if (vars.STORAGE_DRIVER !== 's3') return { driver: 'local', ...dirs, s3: undefined };
  const missing = (['S3_BUCKET', 'S3_PUBLIC_URL'] as const).filter((name) => !vars[name]);
  if (missing.length > 0) {
    throw new Error(`Invalid environment: STORAGE_DRIVER=s3 needs ${missing.join(' and ')}`);
  }
  if (!BUCKET_NAME.test(vars.S3_BUCKET!)) {
    throw new Error('Invalid environment: S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots and hyphens)');
  }
  const publicUrl = vars.S3_PUBLIC_URL!.replace(/\/+$/, '');
  if (appUrl.startsWith('https://') && !publicUrl.startsWith('https://')) {
    throw new Error('Invalid environment: S3_PUBLIC_URL must be an https URL when APP_URL is (browsers block http images on https pages)');
  }
  return {
    driver: 's3',
    ...dirs,
    s3: {
      endpoint: vars.S3_ENDPOINT?.replace(/\/+$/, ''),
      bucket: vars.S3_BUCKET!,
      region: vars.S3_REGION,
      credentials:
        vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicUrl,
    },
  };
}
