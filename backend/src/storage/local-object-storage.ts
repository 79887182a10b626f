import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import { imageUrlOfKey, type ObjectStorage, PRIVATE_PREFIX, PUBLIC_PREFIX, type StoredObject } from './object-storage';
import { assertKey, contentTypeOfName, isPublicKey, ObjectExistsError } from './object-keys';

/**
 * Files in two directories, today's layout so existing files need no move: `uploads/<rest>` is
 * UPLOADS_DIR/<rest> (served by the app at /uploads), `attachments/<rest>` is ATTACHMENTS_DIR/<rest>,
 * readable by the app's user only (folders 0700, files 0600).
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local' as const;
  private readonly logger = new Logger(LocalObjectStorage.name);
  private readonly roots: readonly { prefix: string; dir: string; private: boolean }[];

  constructor(dirs: { uploadsDir: string; attachmentsDir: string }) {
    this.roots = [
      { prefix: PUBLIC_PREFIX, dir: dirs.uploadsDir, private: false },
      { prefix: PRIVATE_PREFIX, dir: dirs.attachmentsDir, private: true },
    ];
  }

  async put(key: string, body: Buffer, _contentType: string, options: { ifAbsent?: boolean } = {}): Promise<void> {
    const file = this.fileOf(key);
    const isPrivate = !isPublicKey(key);
    await fs.mkdir(path.dirname(file), { recursive: true, ...(isPrivate ? { mode: 0o700 } : {}) });
    if (options.ifAbsent) {
      try {
        await fs.writeFile(file, body, { flag: 'wx', ...(isPrivate ? { mode: 0o600 } : {}) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
        throw error;
      }
      return;
    }
    // An overwrite (a seed, a restore) goes through a temporary file: a reader never sees half of it.
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await fs.writeFile(temporary, body, isPrivate ? { mode: 0o600 } : {});
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const handle = await this.openOrNull(key);
    return handle ? handle.createReadStream() : null;
  }

  async head(key: string): Promise<{ size: number; contentType: string | null; md5: string | null } | null> {
    const handle = await this.openOrNull(key);
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      const hash = createHash('md5');
      await pipeline(handle.createReadStream({ autoClose: false }), hash);
      return { size, contentType: contentTypeOfName(key), md5: hash.digest('hex') };
    } finally {
      await handle.close();
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await fs.unlink(this.fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn(`Could not delete ${key}: ${String(error)}`);
      }
    }
  }

  /** Depth first in name order; temporary files of a put under way are left out. */
  async *list(prefix: string): AsyncIterable<StoredObject> {
    for (const root of this.roots) {
      if (!prefix.startsWith(root.prefix) && !root.prefix.startsWith(prefix)) continue;
      yield* this.walk(root.dir, root.prefix, prefix);
    }
  }

  publicUrl(key: string): string | null {
    assertKey(key);
    return isPublicKey(key) ? imageUrlOfKey(key) : null;
  }

  /** The file of a key; throws on a key that is not ours (assertKey). */
  fileOf(key: string): string {
    assertKey(key);
    const root = this.roots.find((candidate) => key.startsWith(candidate.prefix))!;
    return path.join(root.dir, ...key.slice(root.prefix.length).split('/'));
  }

  private async openOrNull(key: string): Promise<fs.FileHandle | null> {
    try {
      const handle = await fs.open(this.fileOf(key), 'r');
      if ((await handle.stat()).isFile()) return handle;
      await handle.close();
      return null;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw error;
    }
  }

  private async *walk(dir: string, keyPrefix: string, wanted: string): AsyncIterable<StoredObject> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.endsWith('.tmp')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) {
        const folder = `${key}/`;
        if (folder.startsWith(wanted) || wanted.startsWith(folder)) yield* this.walk(path.join(dir, entry.name), folder, wanted);
      } else if (entry.isFile() && key.startsWith(wanted)) {
        const stat = await fs.stat(path.join(dir, entry.name)).catch(() => null);
        if (stat) yield { key, size: stat.size, lastModified: stat.mtime };
      }
    }
  }
}
