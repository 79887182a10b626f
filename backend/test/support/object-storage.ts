import type { ObjectStorage } from '../../src/storage/storage.api';

/** The bytes of the object at `key`, or null when there is none. */
export async function objectBytes(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The sorted keys under `prefix` ('' lists everything); without one, under the two prefixes the app writes to. */
export async function objectKeys(storage: ObjectStorage, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for (const under of prefix === undefined ? ['uploads/', 'attachments/'] : [prefix]) {
    for await (const object of storage.list(under)) keys.push(object.key);
  }
  return keys.sort();
}
