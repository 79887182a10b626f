import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import sharp from 'sharp';
import { restoreBackup } from '../src/admin/backup/backup-restore';
import { storageSettings, type StorageVariables } from '../src/config/storage-settings';
import { runMigrations } from '../src/database/migrate';
import { closeObjectStorage, createObjectStorage, OBJECT_STORAGE, type ObjectStorage } from '../src/storage/storage.api';
import { SIGN_IN_PASSWORD } from './support/account-fixtures';
import { signedInAdmin, signedInCouple } from './support/accounts';
import { runCliFromSource } from './support/cli-process';
import { coupleRequest, listedProvider, nextCoupleAddress, offerConversation } from './support/conversation-fixtures';
import { createIsolatedTestApp } from './support/isolated-app';
import { objectBytes, objectKeys } from './support/object-storage';
import { startTestS3Server, type TestS3Server } from './support/s3-server';
import type { TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const SILENT = { log: () => undefined } as unknown as Logger;
const RUN = `s3-${process.pid}-${Date.now().toString(36)}`;
const PDF = Buffer.from('%PDF-1.4\n% příloha v bucketu\n%%EOF\n');

type Agent = ReturnType<TestApp['agent']>;

async function rowsOf(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const storageOn = (server: TestS3Server): ObjectStorage =>
  createObjectStorage(
    storageSettings(
      server.env as unknown as StorageVariables,
      { uploadsDir: '/nonexistent/uploads', attachmentsDir: '/nonexistent/attachments' },
      'http://localhost:3000',
    ),
  );

/**
 * Files beyond the running app with STORAGE_DRIVER=s3 (s3rver started here): the backup carries the
 * bucket's objects and a restore writes them into an empty bucket; account deletion removes a
 * provider's images and the attachments from the bucket.
 */
describe('Files in an S3 bucket: backup, restore and account deletion', () => {
  let server: TestS3Server;
  let t: TestApp & { database: TestDatabase };
  let bucket: ObjectStorage;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-s3-files-'));
  const cleanup: Array<() => Promise<void>> = [];

  const portfolioImages = async (agent: Agent, title: string): Promise<string[]> => {
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#9d2452' } }).png().toBuffer();
    const created = await agent
      .post('/api/provider/portfolio')
      .field('title', title)
      .field('description', 'Svatba v zahradě.')
      .attach('images', picture, 'zahrada.png')
      .expect(201);
    return created.body.images as string[];
  };
  const attach = async (agent: Agent, conversationId: number): Promise<string> => {
    const sent = await agent
      .post(`/api/conversations/${conversationId}/messages`)
      .field('body', 'Posílám smlouvu.')
      .attach('files', PDF, 'smlouva.pdf')
      .expect(201);
    const [{ key }] = (await t.dataSource.query(`SELECT storage_key AS key FROM message_attachments WHERE message_id = $1`, [
      sent.body.id,
    ])) as Array<{ key: string }>;
    return `attachments/${key.slice(0, 2)}/${key}`;
  };
  const deleteAccount = (agent: Agent) =>
    agent.delete('/api/account').set('X-Forwarded-For', nextCoupleAddress()).send({ password: SIGN_IN_PASSWORD }).expect(200);

  beforeAll(async () => {
    server = await startTestS3Server('svatby-files-source');
    t = await createIsolatedTestApp('svatby_s3_files', { TRUST_PROXY: 'true', ...server.env });
    bucket = storageOn(server);
  });

  afterAll(async () => {
    await t?.close();
    if (bucket) closeObjectStorage(bucket);
    for (const step of cleanup.reverse()) await step();
    await server?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('backs up the bucket\'s objects with the tables and restores them into an empty database and an empty bucket, byte for byte', async () => {
    expect(t.app.get<ObjectStorage>(OBJECT_STORAGE).driver).toBe('s3');
    const admin = await signedInAdmin(t);
    const provider = await listedProvider(t, `Foto Záloha ${RUN}`);
    const [imageUrl] = await portfolioImages(provider.agent, 'Zámecká svatba');
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId);
    const attachmentKey = await attach(couple.agent, conversationId);
    const imageKey = imageUrl.replace(/^\//, '');
    const source = new Map<string, Buffer>();
    for (const key of await objectKeys(bucket)) source.set(key, (await objectBytes(bucket, key))!);
    expect([...source.keys()]).toEqual(expect.arrayContaining([imageKey, attachmentKey]));
    expect(source.get(attachmentKey)).toEqual(PDF);

    const response = await admin.agent.get('/api/admin/backup-database').buffer(true).expect(200);
    const document = JSON.parse(response.text) as { version: number; files: Array<{ key: string; contentType: string; data: string; size: number }> };
    expect(document.version).toBe(2);
    expect(document.files.map((file) => file.key).sort()).toEqual([...source.keys()].sort());
    expect(document.files.find((file) => file.key === imageKey)).toMatchObject({ contentType: 'image/webp', size: source.get(imageKey)!.length });
    expect(Buffer.from(document.files.find((file) => file.key === attachmentKey)!.data, 'base64')).toEqual(PDF);
    const file = path.join(tmp, 'backup.json');
    fs.writeFileSync(file, response.text);

    // Another empty bucket (another s3rver) and a fresh database.
    const emptyServer = await startTestS3Server('svatby-files-target');
    const target = storageOn(emptyServer);
    cleanup.push(async () => {
      closeObjectStorage(target);
      await emptyServer.close();
    });
    const database = await createTestDatabase('svatby_s3_restore');
    cleanup.push(() => database.drop());
    await runMigrations(database.url, SILENT);

    const summary = await restoreBackup({ databaseUrl: database.url, file, storage: target });
    expect(summary.files).toMatchObject({ written: source.size, present: 0 });
    expect(await objectKeys(target)).toEqual([...source.keys()].sort());
    for (const [key, bytes] of source) expect({ key, equal: (await objectBytes(target, key))?.equals(bytes) }).toEqual({ key, equal: true });
    expect((await target.head(imageKey))?.contentType).toBe('image/webp');
    for (const sql of [
      `SELECT row_to_json(p)::text AS row FROM portfolio_items p ORDER BY id`,
      `SELECT row_to_json(a)::text AS row FROM message_attachments a ORDER BY id`,
    ]) {
      const [before, after] = await Promise.all([rowsOf(t.database.url, sql), rowsOf(database.url, sql)]);
      expect(after).toEqual(before);
      expect(after.length).toBeGreaterThan(0);
    }

    // `npm run restore` builds its storage from the environment: onto another empty database and that
    // bucket again (a second attempt), it finds every file already there and changes none.
    const again = await createTestDatabase('svatby_s3_restore_again');
    cleanup.push(() => again.drop());
    const modified = new Map<string, number>();
    for await (const object of target.list('')) modified.set(object.key, object.lastModified.getTime());
    const command = await runCliFromSource('src/cli/restore.ts', [file], { ...emptyServer.env, DATABASE_URL: again.url });
    expect(command.output).toContain(`and 0 files (${source.size} already there, s3 storage)`);
    expect(command.code).toBe(0);
    for await (const object of target.list('')) expect(object.lastModified.getTime()).toBe(modified.get(object.key));
    const [restoredUsers, sourceUsers] = await Promise.all([
      rowsOf(again.url, 'SELECT row_to_json(u)::text FROM users u ORDER BY id'),
      rowsOf(t.database.url, 'SELECT row_to_json(u)::text FROM users u ORDER BY id'),
    ]);
    expect(restoredUsers).toEqual(sourceUsers);
  }, 90_000);

  it("deleting a provider's account removes its portfolio and profile images and its threads' attachments from the bucket", async () => {
    const provider = await listedProvider(t, `Foto Konec ${RUN}`);
    const images = (await portfolioImages(provider.agent, 'Poslední svatba')).map((url) => url.replace(/^\//, ''));
    // A profile photo stored as the app stores it, named by the profile row.
    const profileKey = `uploads/profile/${'ab'.repeat(16)}.webp`;
    await t.app.get<ObjectStorage>(OBJECT_STORAGE).put(profileKey, Buffer.from('RIFF....WEBPprofil'), 'image/webp');
    await t.dataSource.query(`UPDATE provider_profiles SET profile_image_url = $2 WHERE id = $1`, [provider.providerId, `/${profileKey}`]);
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId);
    const fromCouple = await attach(couple.agent, conversationId);
    const fromProvider = await attach(provider.agent, conversationId);
    const keys = [...images, profileKey, fromCouple, fromProvider];
    for (const key of keys) expect({ key, there: (await bucket.head(key)) !== null }).toEqual({ key, there: true });

    await deleteAccount(provider.agent);

    for (const key of keys) expect({ key, there: (await bucket.head(key)) !== null }).toEqual({ key, there: false });
  });

  it("deleting a couple's account removes its attachments from the bucket and keeps the provider's", async () => {
    const provider = await listedProvider(t, `Foto Zůstává ${RUN}`);
    const couple = await signedInCouple(t);
    const owned = await coupleRequest(t, RUN, { userId: couple.userId });
    const { conversationId } = await offerConversation(t, owned.requestId, provider.providerId);
    const fromCouple = await attach(couple.agent, conversationId);
    const fromProvider = await attach(provider.agent, conversationId);
    expect(await bucket.head(fromCouple)).not.toBeNull();

    await deleteAccount(couple.agent);

    expect(await bucket.head(fromCouple)).toBeNull();
    expect(await objectBytes(bucket, fromProvider)).toEqual(PDF);
  });
});
