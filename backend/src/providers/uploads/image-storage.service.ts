import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { encodeImage, ImageKind } from './image-rules';

/** The URL path under which UPLOADS_DIR is served (app.setup.ts). */
export const UPLOADS_URL_PREFIX = '/uploads';

/** An upload's public URL: the kind's folder and a random name, never reused. */
const STORED_URL = /^\/uploads\/(portfolio|profile)\/([0-9a-f]{32})\.webp$/;

export interface UploadedImage {
  buffer: Buffer;
}

/**
 * Uploaded images on disk under UPLOADS_DIR/<kind>/<random>.webp. Callers encode first (every
 * check before anything is written), write, then commit their row; on a failed transaction they
 * remove what they wrote, and after a commit the images the row no longer names.
 */
@Injectable()
export class ImageStorageService {
  private readonly logger = new Logger(ImageStorageService.name);

  constructor(private readonly config: AppConfig) {}

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
    const dir = path.join(this.config.uploadsDir, kind);
    await fs.mkdir(dir, { recursive: true });
    const urls: string[] = [];
    try {
      for (const image of images) {
        const name = `${randomBytes(16).toString('hex')}.webp`;
        await fs.writeFile(path.join(dir, name), image, { flag: 'wx' });
        urls.push(`${UPLOADS_URL_PREFIX}/${kind}/${name}`);
      }
    } catch (error) {
      await this.remove(urls);
      throw error;
    }
    return urls;
  }

  /**
   * Writes a seed's image under a name derived from `key` (the same key, the same URL): seeding again
   * overwrites the same file instead of leaving another. Only for generated data (the demo portfolio).
   */
  async writeSeeded(image: Buffer, kind: ImageKind, key: string): Promise<string> {
    const dir = path.join(this.config.uploadsDir, kind);
    await fs.mkdir(dir, { recursive: true });
    const name = `${createHash('sha256').update(`seed:${key}`).digest('hex').slice(0, 32)}.webp`;
    await fs.writeFile(path.join(dir, name), image);
    return `${UPLOADS_URL_PREFIX}/${kind}/${name}`;
  }

  /** Deletes stored images by URL, best effort: a missing file is fine, other URLs are ignored. */
  async remove(urls: readonly (string | null | undefined)[]): Promise<void> {
    for (const url of urls) {
      const file = url ? this.pathOf(url) : null;
      if (!file) continue;
      try {
        await fs.unlink(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`Could not delete ${file}: ${String(error)}`);
      }
    }
  }

  /** The file behind one of our URLs, or null for anything else (external URLs, seeds, tampering). */
  pathOf(url: string): string | null {
    const match = STORED_URL.exec(url);
    return match ? path.join(this.config.uploadsDir, match[1], `${match[2]}.webp`) : null;
  }
}
