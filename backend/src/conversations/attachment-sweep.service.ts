import { Inject, Injectable } from '@nestjs/common';
import { OBJECT_STORAGE, type ObjectStorage, PRIVATE_PREFIX } from '../storage/storage.api';
import { AttachmentStorageService } from './attachment-storage.service';
import { ConversationsRepository } from './conversations.repository';

/** A file younger than this may belong to a message whose transaction has not committed yet. */
const GRACE_MS = 3_600_000;
const BATCH = 500;

/**
 * Removes attachment objects whose row is gone: deletes that happen by cascade elsewhere (an admin
 * deleting a request or a provider) leave their files behind, and a crash between writing a file
 * and committing its message too. The account deletion removes its files at once; this is the net.
 */
@Injectable()
export class AttachmentSweepService {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly objects: ObjectStorage,
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

  /** Rows' keys of the attachment objects older than `before` (a listing of `attachments/` in either driver). */
  private async oldKeys(before: number): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of this.objects.list(PRIVATE_PREFIX)) {
      const storageKey = this.storage.storageKeyOf(object.key);
      if (storageKey && object.lastModified.getTime() < before) keys.push(storageKey);
    }
    return keys;
  }
}
