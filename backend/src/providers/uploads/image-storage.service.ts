import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { imageUrlOfKey, OBJECT_STORAGE, type ObjectStorage } from '../../storage/storage.api';
import { encodeImage, ImageKind } from './image-rules';

/** The URL path public images are stored under (app.setup.ts serves or redirects it). */
export const UPLOADS_URL_PREFIX = '/uploads';

/** An upload's public URL: the kind's folder and a random name, never reused. */
const STORED_URL = /^\/(uploads\/(?:portfolio|profile)\/[0-9a-f]{32}\.webp)$/;
const WEBP = 'image/webp';

export interface UploadedImage {
  buffer: Buffer;
}

/**
 * Uploaded images as `uploads/<kind>/<random>.webp` objects (ObjectStorage: UPLOADS_DIR or the bucket),
 * their URL the key behind a slash whatever the driver. Callers encode first (every check before
 * anything is written), write, then commit their row; on a failed transaction they remove what they
 * wrote, and after a commit the images the row no longer names.
 */
@Injectable()
export class ImageStorageService {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  /**
   * Checks and re-encodes every file (a Czech 400 for the first bad one); nothing is written. One
   * at a time: six photos decoded at once would hold six bitmaps (hundreds of MB) together.
   */
  async encodeAll(files: readonly UploadedImage[], kind: ImageKind, field: string): Promise<Buffer[]> {
    const encoded: Buffer[] = [];
    for (const file of files) encoded.push(await encodeImage(file.buffer, kind, field));
    return encoded;
  }

  /** Writes encoded images and answers their URLs; on a failure removes those already written. */
  async write(images: readonly Buffer[], kind: ImageKind): Promise<string[]> {
    const urls: string[] = [];
    try {
      for (const image of images) {
        const key = `uploads/${kind}/${randomBytes(16).toString('hex')}.webp`;
        await this.storage.put(key, image, WEBP, { ifAbsent: true });
        urls.push(imageUrlOfKey(key));
      }
    } catch (error) {
      await this.remove(urls);
      throw error;
    }
    return urls;
  }

  /**
   * Writes a seed's image under a name derived from `key` (the same key, the same URL): seeding again
   * overwrites the same object instead of leaving another. Only for generated data (the demo portfolio).
   */
  async writeSeeded(image: Buffer, kind: ImageKind, key: string): Promise<string> {
    const objectKey = `uploads/${kind}/${createHash('sha256').update(`seed:${key}`).digest('hex').slice(0, 32)}.webp`;
    await this.storage.put(objectKey, image, WEBP);
    return imageUrlOfKey(objectKey);
  }

  /** Deletes stored images by URL, best effort: a missing object is fine, other URLs are ignored. */
  async remove(urls: readonly (string | null | undefined)[]): Promise<void> {
    const keys = urls.map((url) => (url ? this.keyOf(url) : null)).filter((key): key is string => key !== null);
    if (keys.length > 0) await this.storage.delete(keys);
  }

  /** The object behind one of our URLs, or null for anything else (external URLs, seeds, tampering). */
  keyOf(url: string): string | null {
    return STORED_URL.exec(url)?.[1] ?? null;
  }
}
