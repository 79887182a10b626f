import { PRIVATE_PREFIX, PUBLIC_PREFIX } from './object-storage';

/** Slash-separated segments of letters, digits, dots, hyphens and underscores; a segment never starts with a dot (no `.` or `..`). */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Throws on a key outside `uploads/` and `attachments/` or with anything a path could climb out with:
 * keys are made by our services, so a bad one is a bug, never a missing object.
 */
export function assertKey(key: string): void {
  if (!KEY.test(key) || !(key.startsWith(PUBLIC_PREFIX) || key.startsWith(PRIVATE_PREFIX))) {
    throw new Error(`Invalid object key: ${JSON.stringify(key)}`);
  }
}

export const isPublicKey = (key: string): boolean => key.startsWith(PUBLIC_PREFIX);

/** The content type a public image key implies (the local driver keeps no metadata beside a file). */
export function contentTypeOfName(key: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  switch (extension) {
    case 'webp':
      return 'image/webp';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'pdf':
      return 'application/pdf';
    default:
      return null;
  }
}

/** Long-lived and shared caches may keep public objects: their names are random and never reused. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Thrown by `put(…, { ifAbsent: true })` when the key is taken. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`Object already exists: ${key}`);
    this.name = 'ObjectExistsError';
  }
}
