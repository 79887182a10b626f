import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { migrateFiles } from '../src/cli/storage-migrate';
import { storageSettings, type StorageVariables } from '../src/config/storage-settings';
import { closeObjectStorage, createObjectStorage, LocalObjectStorage, type ObjectStorage } from '../src/storage/storage.api';
import { runCliFromSource } from './support/cli-process';
import { objectBytes, objectKeys } from './support/object-storage';
import { startTestS3Server, type TestS3Server } from './support/s3-server';

/** `npm run storage:migrate`, as an operator runs it. */
const MIGRATE = 'src/cli/storage-migrate.ts';
const md5 = (body: Buffer) => createHash('md5').update(body).digest('hex');
const hex = () => randomBytes(16).toString('hex');

/** A pass-through to the S3 server whose HEAD answers for `key` carry a wrong ETag (MD5). */
async function checksumLiar(upstream: URL, key: string): Promise<{ endpoint: string; close(): Promise<void> }> {
  const proxy = http.createServer((req, res) => {
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const headers = { ...answer.headers };
        if (req.method === 'HEAD' && req.url?.includes(key)) headers.etag = `"${'0'.repeat(32)}"`;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      proxy.closeAllConnections();
      proxy.close(() => resolve());
    }),
  };
}

/** storage:migrate (src/cli/storage-migrate.ts): local files into a bucket of an s3rver started here. */
describe('storage:migrate: local files into an S3 bucket', () => {
  let server: TestS3Server;
  let bucket: ObjectStorage;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-migrate-'));
  const dirs = { uploadsDir: path.join(root, 'uploads'), attachmentsDir: path.join(root, 'attachments') };
  const local = new LocalObjectStorage(dirs);
  const files = new Map<string, Buffer>();
  const PDF = Buffer.from('%PDF-1.4\n% smlouva\n%%EOF\n');
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]);

  beforeAll(async () => {
    server = await startTestS3Server('svatby-migrate');
    bucket = createObjectStorage(storageSettings(server.env as unknown as StorageVariables, dirs, 'http://localhost:3000'));
    // A few files of each kind, in today's layout (written through the local driver, as the app wrote them).
    const webp = (size: number) => Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), randomBytes(size)]);
    for (let index = 0; index < 3; index += 1) files.set(`uploads/portfolio/${hex()}.webp`, webp(2000 + index));
    for (let index = 0; index < 2; index += 1) files.set(`uploads/profile/${hex()}.webp`, webp(500));
    const [pdfKey, pngKey, emptyKey] = [hex(), hex(), hex()];
    files.set(`attachments/${pdfKey.slice(0, 2)}/${pdfKey}`, PDF);
    files.set(`attachments/${pngKey.slice(0, 2)}/${pngKey}`, PNG);
    files.set(`attachments/${emptyKey.slice(0, 2)}/${emptyKey}`, Buffer.alloc(0));
    for (const [key, body] of files) await local.put(key, body, 'application/octet-stream', { ifAbsent: true });
  });

  afterAll(async () => {
    if (bucket) closeObjectStorage(bucket);
    await server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a dry run counts the files and writes nothing', async () => {
    const summary = await migrateFiles({ source: local, target: bucket, dryRun: true });
    expect(summary).toMatchObject({ total: files.size, copied: files.size, present: 0, failed: [] });
    expect(await objectKeys(bucket)).toEqual([]);
    const log: string[] = [];
    await migrateFiles({ source: local, target: bucket, dryRun: true, progressEvery: 3, log: (line) => log.push(line) });
    expect(log.slice(1).map((line) => line.replace(/ \(.*?\)/, ''))).toEqual([
      '3/8 files: 3 to copy, 0 already there, 0 failed',
      '6/8 files: 6 to copy, 0 already there, 0 failed',
      'Done: 8/8 files: 8 to copy, 0 already there, 0 failed',
    ]);
    expect(log[0]).toMatch(/^8 files \(.* kB\) to check \(dry run: nothing is written\)$/);
  });

  it('copies every file with its bytes, verified; a second run changes nothing', async () => {
    const log: string[] = [];
    const first = await migrateFiles({ source: local, target: bucket, log: (line) => log.push(line) });
    expect(first).toMatchObject({ total: files.size, copied: files.size, present: 0, failed: [] });
    expect(first.bytes).toBe([...files.values()].reduce((sum, body) => sum + body.length, 0));
    expect(log[0]).toBe(`${files.size} files (${(first.bytes / 1024).toFixed(1)} kB) to check`);
    expect(log.at(-1)).toMatch(new RegExp(`^Done: ${files.size}/${files.size} files: ${files.size} copied .*, 0 already there, 0 failed$`));
    expect(await objectKeys(bucket)).toEqual([...files.keys()].sort());
    for (const [key, body] of files) {
      expect({ key, bytes: (await objectBytes(bucket, key))?.equals(body) }).toEqual({ key, bytes: true });
      expect({ key, md5: (await bucket.head(key))?.md5 }).toEqual({ key, md5: md5(body) });
    }
    const [pdfKey, pngKey] = [...files.keys()].filter((key) => key.startsWith('attachments/'));
    expect((await bucket.head(pdfKey))?.contentType).toBe('application/pdf');
    expect((await bucket.head(pngKey))?.contentType).toBe('image/png');
    expect((await bucket.head([...files.keys()][0]))?.contentType).toBe('image/webp');
    const modified = new Map<string, number>();
    for await (const object of bucket.list('')) modified.set(object.key, object.lastModified.getTime());

    await new Promise((resolve) => setTimeout(resolve, 1100)); // a rewrite would show in LastModified (1 s resolution)
    const second = await migrateFiles({ source: local, target: bucket });
    expect(second).toMatchObject({ total: files.size, copied: 0, present: files.size, bytes: 0, failed: [] });
    for await (const { key, lastModified } of bucket.list('')) {
      expect({ key, at: lastModified.getTime() }).toEqual({ key, at: modified.get(key) });
    }
    // The source is untouched.
    for (const [key, body] of files) expect((await objectBytes(local, key))?.equals(body)).toBe(true);
  });

  it('copies again an object whose bytes in the bucket differ (a broken copy) and names a copy that does not verify', async () => {
    const [damagedKey, otherKey] = [...files.keys()];
    await bucket.put(damagedKey, Buffer.from('useknutý'), 'image/webp');
    const repaired = await migrateFiles({ source: local, target: bucket });
    expect(repaired).toMatchObject({ copied: 1, present: files.size - 1, failed: [] });
    expect((await objectBytes(bucket, damagedKey))?.equals(files.get(damagedKey)!)).toBe(true);

    // A bucket that stores something else than it was sent (a proxy that rewrites bodies, a full disk…).
    await bucket.delete([damagedKey, otherKey]);
    const lying: ObjectStorage = Object.assign(Object.create(bucket) as ObjectStorage, {
      put: (key: string, body: Buffer, contentType: string) =>
        bucket.put(key, key === otherKey ? Buffer.concat([body, Buffer.from('!')]) : body, contentType),
    });
    const broken = await migrateFiles({ source: local, target: lying });
    expect(broken.copied).toBe(1);
    const size = files.get(otherKey)!.length;
    expect(broken.failed).toEqual([{ key: otherKey, reason: `size mismatch: ${size + 1} bytes in the bucket, ${size} here` }]);
  });

  it('runs as a command: progress on stdout, exit 1 naming a file that did not verify, exit 0 once all are there', async () => {
    const env = { ...server.env, UPLOADS_DIR: dirs.uploadsDir, ATTACHMENTS_DIR: dirs.attachmentsDir };
    const ok = await runCliFromSource(MIGRATE, [], env);
    expect(ok.output).toContain(`${files.size} files (`);
    expect(ok.output).toMatch(new RegExp(`Done: ${files.size}/${files.size} files: 1 copied .*, ${files.size - 1} already there, 0 failed`));
    expect(ok.code).toBe(0);

    const refused = await runCliFromSource(MIGRATE, ['--dry-run'], {
      UPLOADS_DIR: dirs.uploadsDir,
      ATTACHMENTS_DIR: dirs.attachmentsDir,
    });
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('STORAGE_DRIVER is local: set STORAGE_DRIVER=s3');

    // A bucket whose HEAD answers another checksum for one object (an S3 front that rewrites ETags).
    const [key] = [...files.keys()];
    const proxy = await checksumLiar(new URL(server.endpoint), key);
    try {
      const failed = await runCliFromSource(MIGRATE, [], { ...env, S3_ENDPOINT: proxy.endpoint });
      expect(failed.code).toBe(1);
      expect(failed.output).toContain(`FAILED ${key}: checksum mismatch: MD5 ${'0'.repeat(32)} in the bucket, ${md5(files.get(key)!)} here`);
      expect(failed.output).toContain(`1 of ${files.size} files were not copied correctly`);
      expect(failed.output).toContain(`Done: ${files.size}/${files.size} files: 0 copied (0.0 kB), ${files.size - 1} already there, 1 failed`);
    } finally {
      await proxy.close();
    }
  }, 120_000);
});
