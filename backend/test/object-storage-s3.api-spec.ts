import * as fs from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import request from 'supertest';
import { signedInCouple, signedInProvider, type SignedInProvider } from './support/accounts';
import { coupleRequest, listedProvider, offerConversation } from './support/conversation-fixtures';
import { startTestS3Server, type TestS3Server } from './support/s3-server';
import { createTestApp, type TestApp } from './support/test-app';

const RUN = `s3${process.pid}x${Date.now().toString(36)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Agent = ReturnType<TestApp['agent']>;

const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * The app with STORAGE_DRIVER=s3 against a local s3rver: images and attachments land in the bucket
 * (not in the local directories), /uploads redirects to the bucket's public URL, and attachments are
 * still streamed by the API after its access check, never exposed by a URL of the bucket.
 */
describe('Files in an S3-compatible bucket (STORAGE_DRIVER=s3)', () => {
  let s3: TestS3Server;
  let t: TestApp;
  /** A client of our own, to look into the bucket behind the app's back. */
  let bucket: S3Client;
  let provider: SignedInProvider;

  const objectKeys = async (prefix: string): Promise<string[]> => {
    const page = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (page.Contents ?? []).map((object) => object.Key!).sort();
  };
  const objectBytes = async (key: string): Promise<Buffer> => {
    const answer = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  };

  beforeAll(async () => {
    s3 = await startTestS3Server('svatby-api-files');
    t = await createTestApp({ TRUST_PROXY: 'true', ...s3.env });
    bucket = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    provider = await signedInProvider(t, { companyName: `Fotograf v kbelíku ${RUN}` });
  });
  afterAll(async () => {
    bucket?.destroy();
    await t?.close();
    await s3?.close();
  });

  it('stores a portfolio image in the bucket with a long cache header, and /uploads redirects to its public URL', async () => {
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8e44ad' } }).png().toBuffer();
    const created = await provider.agent
      .post('/api/provider/portfolio')
      .field('title', 'Svatba v kbelíku')
      .field('description', 'Fotky uložené v objektovém úložišti')
      .attach('images', picture, 'svatba.png')
      .expect(201);
    const [url] = created.body.images as string[];
    expect(url).toMatch(/^\/uploads\/portfolio\/[0-9a-f]{32}\.webp$/);
    const key = url.slice(1);

    expect(await objectKeys('uploads/portfolio/')).toContain(key);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await sharp(await objectBytes(key)).metadata()).format).toBe('webp');
    // Nothing on the app's disk: another host would not have it.
    expect(fs.readdirSync(t.config.uploadsDir)).toEqual([]);

    const redirect = await request(t.server).get(url).expect(301);
    expect(redirect.headers.location).toBe(`${s3.env.S3_PUBLIC_URL}/${key}`);
    expect(redirect.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(redirect.headers['set-cookie']).toBeUndefined();
    // The public URL serves the same bytes the bucket holds.
    const served = await fetch(redirect.headers.location);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(await objectBytes(key))).toBe(true);

    // Not an object key: no redirect, the Czech 404.
    await request(t.server).get('/uploads/portfolio/..%2F..%2Fattachments').expect(404);
    await request(t.server).get('/uploads/portfolio/a%20b.webp').expect(404);

    // Deleting the item removes its object.
    await provider.agent.delete(`/api/provider/portfolio/${created.body.id}`).expect(204);
    expect(await objectKeys('uploads/portfolio/')).not.toContain(key);
  });

  describe('a message attachment', () => {
    let couple: { agent: Agent; userId: number };
    let conversationId: number;
    let attachmentUrl: string;
    let objectKey: string;

    beforeAll(async () => {
      const listed = await listedProvider(t, `Kapela v kbelíku ${RUN}`);
      couple = await signedInCouple(t);
      const owned = await coupleRequest(t, RUN, { userId: couple.userId });
      ({ conversationId } = await offerConversation(t, owned.requestId, listed.providerId));
    });

    it('lands under attachments/ in the bucket, not on the disk and not under uploads/', async () => {
      const sent = await couple.agent
        .post(`/api/conversations/${conversationId}/messages`)
        .field('body', 'Posíláme smlouvu')
        .attach('files', PDF, { filename: 'smlouva.pdf', contentType: 'application/pdf' })
        .expect(201);
      const [{ key }] = await t.dataSource.query(`SELECT storage_key AS key FROM message_attachments WHERE id = $1`, [
        sent.body.attachments[0].id,
      ]);
      objectKey = `attachments/${key.slice(0, 2)}/${key}`;
      expect(await objectKeys('attachments/')).toContain(objectKey);
      expect((await objectBytes(objectKey)).equals(PDF)).toBe(true);
      const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
      expect(head.CacheControl).toBeUndefined();
      expect((await objectKeys('uploads/')).some((name) => name.includes(key))).toBe(false);
      expect(fs.readdirSync(t.config.attachmentsDir)).toEqual([]);
      attachmentUrl = `/api/conversations/${conversationId}/attachments/${sent.body.attachments[0].id}`;
    });

    it('is streamed to the thread\'s member byte for byte, and a stranger gets the same 404 as with the local driver', async () => {
      const response = await binary(couple.agent.get(attachmentUrl));
      expect(response.status).toBe(200);
      expect((response.body as Buffer).equals(PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="smlouva.pdf"; filename*=UTF-8''smlouva.pdf`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.location).toBeUndefined();

      const stranger = await signedInCouple(t);
      for (const agent of [stranger.agent, provider.agent, request(t.server)]) {
        const refused = await agent.get(attachmentUrl).expect(404);
        expect(refused.body.message).toBeTruthy();
        expect(refused.headers.location).toBeUndefined();
      }
      // /uploads only ever redirects public keys: the attachment's key there is a 404, not the bucket.
      await request(t.server).get(`/${objectKey}`).expect(404);
      // Whatever follows /uploads/, the redirect names an uploads/… object: never the private one.
      const redirect = await request(t.server).get(`/uploads/${objectKey}`).expect(301);
      expect(redirect.headers.location).toBe(`${s3.env.S3_PUBLIC_URL}/uploads/${objectKey}`);
    });

    it('answers 404 when its object is missing from the bucket', async () => {
      const before = await binary(couple.agent.get(attachmentUrl));
      expect(before.status).toBe(200);
      await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
      const after = await couple.agent.get(attachmentUrl).expect(404);
      expect(after.body.message).toBe('Příloha nenalezena');
    });
  });
});
