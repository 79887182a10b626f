import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { AttachmentStorageService } from './attachment-storage.service';
import { ConversationsRepository } from './conversations.repository';

/** A file younger than this may belong to a message whose transaction has not committed yet. */
const GRACE_MS = 3_600_000;
const BATCH = 500;

/**
 * Removes attachment files whose row is gone: deletes that happen by cascade elsewhere (an admin
 * deleting a request or a provider) leave their files behind, and a crash between writing a file
 * and committing its message too. The account deletion removes its files at once; this is the net.
 */
@Injectable()
export class AttachmentSweepService {
  constructor(
    private readonly config: AppConfig,
    private readonly conversations: ConversationsRepository,
    private readonly storage: AttachmentStorageService,
  ) {}

  /** How many files it removed. */
  async removeOrphans(now: Date = new Date()): Promise<number> {
    const keys = await this.oldKeys(now.getTime() - GRACE_MS);
    let removed = 0;
    for (let start = 0; start < keys.length; start += BATCH) {
      const batch = keys.slice(start, start + BATCH);
      const known = await this.conversations.existingStorageKeys(batch);
      const orphans = batch.filter((key) => !known.has(key));
      await this.storage.remove(orphans);
      removed += orphans.length;
    }
    return removed;
  }

  private async oldKeys(before: number): Promise<string[]> {
    const keys: string[] = [];
    let folders: string[];
    try {
      folders = await fs.readdir(this.config.attachmentsDir);
    } catch {
      return keys;
    }
    for (const folder of folders.filter((name) => /^[0-9a-f]{2}$/.test(name))) {
      for (const name of await fs.readdir(path.join(this.config.attachmentsDir, folder)).catch(() => [] as string[])) {
        const file = this.storage.pathOf(name);
        if (!file || !name.startsWith(folder)) continue;
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < before) keys.push(name);
      }
    }
    return keys;
  }
}
