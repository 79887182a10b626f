import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { RestoreError, restoreBackup } from '../src/admin/backup/backup-restore';
import { REFERENCE_TABLES } from '../src/admin/backup/backup-tables';
import { PasswordService } from '../src/auth/password.service';
import { runMigrations } from '../src/database/migrate';
import { LocalObjectStorage, OBJECT_STORAGE, type ObjectStorage } from '../src/storage/storage.api';
import { signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { objectBytes, objectKeys } from './support/object-storage';
import { insertReview } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import type { TestApp } from './support/test-app';
import { createTestDatabase, TestDatabase } from './support/test-database';

const SILENT = { log: () => undefined } as unknown as Logger;
const EXCLUDED = ['typeorm_migrations', 'user_sessions', 'rate_limit_hits', 'mail_outbox', 'push_subscriptions'];
/** Stored files the backup must carry byte for byte: an image the portfolio row names, a profile photo, a binary attachment, an empty one. */
const FILES = new Map<string, Buffer>([
  ['uploads/portfolio/00000000000000000000000000000000.webp', Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(70_000, 7)])],
  ['uploads/profile/11111111111111111111111111111111.webp', Buffer.from('RIFF\0\0\0\0WEBPprofil')],
  ['attachments/ab/ab000000000000000000000000000000', Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256))],
  ['attachments/cd/cd000000000000000000000000000000', Buffer.alloc(0)],
  // Its line (3.4 MB of base64) spans several of the restore's 1 MB reads.
  ['attachments/ef/ef000000000000000000000000000000', Buffer.from(Array.from({ length: 2_500_000 }, (_, index) => (index * 7919) % 251))],
]);
/** Text that must survive the line-per-row format: line breaks, quotes, backslashes, separators, emoji. */
const TRICKY = 'Řádek 1\nŘádek 2\r\n"uvozovky" \\ zpětné lomítko\u2028oddělovač\ttab 😀 ],{"x":1}';

type Agent = ReturnType<TestApp['agent']>;

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every application table with its rows as row_to_json text, in primary-key order. */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string; key: string | null }>(
      `SELECT t.table_name AS name,
              (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY array_position(i.indkey::int2[], a.attnum))
                 FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
                WHERE i.indrelid = quote_ident(t.table_name)::regclass AND i.indisprimary) AS key
         FROM information_schema.tables t
        WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND NOT (t.table_name = ANY ($1::text[]))
        ORDER BY t.table_name`,
      [EXCLUDED],
    );
    const result: Record<string, string[]> = {};
    for (const { name, key } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM ${name} t ${key ? `ORDER BY ${key}` : 'ORDER BY 1'}`,
      );
      result[name] = rows.map((row) => row.row);
    }
    return result;
  });
}

async function migratedDatabase(prefix: string): Promise<TestDatabase> {
  const database = await createTestDatabase(prefix);
  await runMigrations(database.url, SILENT);
  return database;
}

describe('Admin backup and restore', () => {
  let t: TestApp & { database: TestDatabase };
  let admin: { agent: Agent; userId: number; email: string };
  const targets: TestDatabase[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-backup-'));
  let backupFile: string;
  let backupText: string;
  /** An empty local storage for each restore (the target's UPLOADS_DIR and ATTACHMENTS_DIR). */
  const emptyStorage = (name: string) =>
    new LocalObjectStorage({ uploadsDir: path.join(tmp, name, 'uploads'), attachmentsDir: path.join(tmp, name, 'attachments') });

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_backup_src', { TRUST_PROXY: 'true' });
    admin = await signedInAdmin(t);

    // A bit of everything: accounts, a provider with its workspace and money, requests, notes, mail, audit.
    const provider = await signedInProvider(t, { companyName: 'Záloha Fotoateliér', serviceAreas: ['praha', 'brno'] });
    await signedInCouple(t);
    await t.dataSource.query(`UPDATE provider_profiles SET description = $2 WHERE id = $1`, [provider.providerId, `Popis: ${TRICKY}`]);
    await insertReview(t.dataSource, provider.providerId, 5);
    await t.dataSource.query(`INSERT INTO provider_availability (provider_id, day, status, notes) VALUES ($1, '2027-06-12', 'busy', $2)`, [
      provider.providerId,
      TRICKY,
    ]);
    await t.dataSource.query(
      `INSERT INTO portfolio_items (provider_id, title, category, description, event_date, featured, images)
       VALUES ($1, 'Zámek', 'photography', $2, '2025-06-14', true, ARRAY['/uploads/portfolio/00000000000000000000000000000000.webp'])`,
      [provider.providerId, TRICKY],
    );
    const subscriptionId = await activateSubscription(t.dataSource, provider.providerId, 'premium');
    await t.dataSource.query(
      `INSERT INTO subscription_payments (provider_id, subscription_id, amount, status, description, brand, last4)
       VALUES ($1, $2, 490, 'succeeded', 'Premium – měsíčně', 'visa', '4242')`,
      [provider.providerId, subscriptionId],
    );
    const [{ id: requestId }] = (await t.dataSource.query(
      `INSERT INTO service_requests (couple_name, wedding_date, services, primary_category_id, matched_categories, title, description,
         budget, budget_band, budget_amount, location, contact_email, status, admin_notes)
       VALUES ('Tereza a Jakub', NULL, ARRAY['photography', 'video'], 'photography', ARRAY['photography', 'video'], 'Fotograf – Praha', $1,
         'do 50 000 Kč', 'do-50k', 50000, 'Praha', 'tereza@example.cz', 'active', 'Poznámka')
       RETURNING id`,
      [TRICKY],
    )) as Array<{ id: number }>;
    await t.dataSource.query(`INSERT INTO request_provider_notifications (request_id, provider_id) VALUES ($1, $2)`, [
      requestId,
      provider.providerId,
    ]);
    await admin.agent.patch(`/api/admin/service-requests/${requestId}/mark-deletion`).send({ reason: 'Starší než měsíc' }).expect(200);
    await t.dataSource.query(
      `INSERT INTO mail_outbox (template, to_email, subject, text_body, html_body) VALUES ('test', 'a@example.cz', 'Předmět', $1, '<p>x</p>')`,
      [TRICKY],
    );
    await t.dataSource.query(`INSERT INTO payment_gateway_events (id, type) VALUES ('evt_123', 'invoice.paid')`);
    await t.dataSource.query(`INSERT INTO seed_runs (name) VALUES ('demo-data-v1')`);
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    for (const [key, body] of FILES) await storage.put(key, body, key.startsWith('uploads/') ? 'image/webp' : 'application/pdf');
  });

  afterAll(async () => {
    await t.close();
    for (const database of targets) await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('downloads every application table as one JSON document, parents first, with download headers, and audits it', async () => {
    const response = await admin.agent.get('/api/admin/backup-database').buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="svatby-backup-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['content-disposition']).toContain(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' }));
    expect(response.headers['cache-control']).toBe('no-store');
    backupText = response.text;
    backupFile = path.join(tmp, 'backup.json');
    fs.writeFileSync(backupFile, backupText);

    const document = JSON.parse(backupText) as {
      format: string;
      version: number;
      createdAt: string;
      migration: string;
      tableNames: string[];
      tables: Record<string, Array<Record<string, unknown>>>;
      files: Array<{ key: string; contentType: string; data: string; size: number; md5: string }>;
    };
    expect(document).toMatchObject({ format: 'svatby-backup', version: 2, migration: expect.any(String) });
    expect(Date.now() - new Date(document.createdAt).getTime()).toBeLessThan(60_000);
    const source = await snapshot(t.database.url);
    expect(Object.keys(document.tables).sort()).toEqual(Object.keys(source).sort());
    expect(document.tableNames).toEqual(Object.keys(document.tables));
    for (const table of EXCLUDED) expect(document.tables).not.toHaveProperty(table);
    const position = (name: string) => document.tableNames.indexOf(name);
    for (const [parent, child] of [
      ['users', 'provider_profiles'],
      ['provider_profiles', 'reviews'],
      ['provider_profiles', 'provider_subscriptions'],
      ['provider_subscriptions', 'subscription_payments'],
      ['service_categories', 'service_requests'],
      ['service_requests', 'request_provider_notifications'],
      ['users', 'admin_audit_log'],
    ]) {
      expect(position(parent)).toBeLessThan(position(child));
    }
    for (const [table, rows] of Object.entries(source)) expect({ table, rows: document.tables[table].length }).toEqual({ table, rows: rows.length });

    const [user] = document.tables.users.filter((row) => row.email === admin.email);
    expect(user).toMatchObject({ is_admin: true, password_hash: expect.stringMatching(/^\$argon2id\$/) });
    expect(document.tables.service_requests[0]).toMatchObject({ description: TRICKY, services: ['photography', 'video'], admin_notes: 'Poznámka' });
    expect(document.tables.admin_audit_log.map((row) => row.action)).toEqual(['request.mark-deletion', 'backup.download']);
    expect(document.tables.admin_audit_log[1]).toMatchObject({ admin_email: admin.email, target_type: 'database' });
    // One row per line, then one file per line: the restore reads the file line by line.
    const lines = backupText.split('\n');
    const filesAt = lines.indexOf('},"files":[');
    expect(lines.slice(1, filesAt).filter((line) => /^,?\{/.test(line))).toHaveLength(
      Object.values(document.tables).reduce((sum, rows) => sum + rows.length, 0),
    );
    expect(lines.slice(filesAt + 1, -2).map((line) => (JSON.parse(line.replace(/^,/, '')) as { key: string }).key)).toEqual([...FILES.keys()]);
    expect(lines.slice(-2)).toEqual([']}', '']);

    // Every stored file, public images first, its bytes in base64 with their size and MD5.
    expect(document.files.map((file) => file.key)).toEqual([...FILES.keys()]);
    for (const file of document.files) {
      const body = FILES.get(file.key)!;
      expect({ key: file.key, equal: Buffer.from(file.data, 'base64').equals(body) }).toEqual({ key: file.key, equal: true });
      expect(file).toMatchObject({ size: body.length, md5: createHash('md5').update(body).digest('hex') });
    }
    expect(document.files[0].contentType).toBe('image/webp');
  });

  it('restores into a fresh database: the same rows in every table, and the sequences continue after the restored ids', async () => {
    const target = await migratedDatabase('svatby_restore_dst');
    targets.push(target);
    const storage = emptyStorage('restored');
    const summary = await restoreBackup({ databaseUrl: target.url, file: backupFile, storage });
    expect(summary.tables.find((table) => table.name === 'users')?.rows).toBeGreaterThanOrEqual(4);
    expect(summary.files).toEqual({ written: FILES.size, present: 0, bytes: [...FILES.values()].reduce((sum, body) => sum + body.length, 0) });
    expect(await objectKeys(storage)).toEqual([...FILES.keys()].sort());
    for (const [key, body] of FILES) expect({ key, equal: (await objectBytes(storage, key))?.equals(body) }).toEqual({ key, equal: true });
    // The restored attachments are as private as the app writes them.
    expect(fs.statSync(storage.fileOf('attachments/ab/ab000000000000000000000000000000')).mode & 0o077).toBe(0);

    const [source, restored] = await Promise.all([snapshot(t.database.url), snapshot(target.url)]);
    for (const table of Object.keys(source)) expect({ table, rows: restored[table] }).toEqual({ table, rows: source[table] });

    await withClient(target.url, async (client) => {
      const { rows: sequences } = await client.query<{ table: string; column: string }>(
        `SELECT table_name AS table, column_name AS column FROM information_schema.columns
          WHERE table_schema = 'public' AND is_identity = 'YES' AND NOT (table_name = ANY ($1::text[]))`,
        [EXCLUDED],
      );
      expect(sequences.length).toBeGreaterThan(5);
      for (const { table, column } of sequences) {
        const { rows } = await client.query<{ next: string; max: string | null }>(
          `SELECT nextval(pg_get_serial_sequence($1, $2))::text AS next, (SELECT max(${column}) FROM ${table})::text AS max`,
          [table, column],
        );
        expect({ table, ahead: Number(rows[0].next) > Number(rows[0].max ?? 0) }).toEqual({ table, ahead: true });
      }
      const { rows: inserted } = await client.query<{ id: number }>(`INSERT INTO users (email) VALUES ('novy@example.cz') RETURNING id`);
      expect(inserted[0].id).toBeGreaterThan(Math.max(...source.users.map((row) => (JSON.parse(row) as { id: number }).id)));
      await client.query(
        `INSERT INTO provider_profiles (user_id, company_name, description, categories, matched_categories, service_areas, email)
         VALUES ($1, 'Nový', 'Popis', ARRAY['photography'], ARRAY['photography'], ARRAY['praha'], 'novy@example.cz')`,
        [inserted[0].id],
      );
    });
  });

  it('restores a version 1 file (no files) from before the mail outbox was left out of backups, reading past its rows', async () => {
    const target = await migratedDatabase('svatby_restore_old');
    targets.push(target);
    const lines = backupText.trimEnd().split('\n');
    const header = JSON.parse(`${lines[0]}}}`) as { tableNames: string[] };
    const oldHeader = JSON.stringify({ ...header, version: 1, tableNames: [...header.tableNames, 'mail_outbox'], tables: {} }).slice(0, -2);
    const outboxRow = JSON.stringify({ id: 1, template: 'password-reset', to_email: 'a@example.cz', text_body: 'http://x/reset?token=abc' });
    const oldFile = path.join(tmp, 'old.json');
    const tables = lines.slice(1, lines.indexOf('},"files":['));
    fs.writeFileSync(oldFile, [oldHeader, ...tables, ',"mail_outbox":[', outboxRow, ']', '}}', ''].join('\n'));
    expect(JSON.parse(fs.readFileSync(oldFile, 'utf8'))).toMatchObject({ version: 1, tables: { mail_outbox: [{ id: 1 }] } });

    const storage = emptyStorage('old');
    const summary = await restoreBackup({ databaseUrl: target.url, file: oldFile, storage });
    expect(summary.tables.map((table) => table.name)).not.toContain('mail_outbox');
    expect(summary.files).toEqual({ written: 0, present: 0, bytes: 0 });
    expect(await objectKeys(storage)).toEqual([]);
    const [source, restored] = await Promise.all([snapshot(t.database.url), snapshot(target.url)]);
    expect(restored.users).toEqual(source.users);
    const outbox = await withClient(target.url, (client) => client.query('SELECT count(*)::int AS count FROM mail_outbox'));
    expect(outbox.rows[0]).toEqual({ count: 0 });
  });

  it('refuses a database that already holds data, naming the table, and changes nothing', async () => {
    const target = targets[0];
    const before = await snapshot(target.url);
    await expect(restoreBackup({ databaseUrl: target.url, file: backupFile, storage: emptyStorage('full') })).rejects.toThrow(
      /^Refusing to restore: table "[a-z_]+" is not empty/,
    );
    const document = JSON.parse(backupText) as { tableNames: string[] };
    const firstNonEmpty = document.tableNames.find(
      (name) => !REFERENCE_TABLES.includes(name) && before[name].length > 0,
    );
    await expect(restoreBackup({ databaseUrl: target.url, file: backupFile, storage: emptyStorage('full') })).rejects.toThrow(
      `table "${firstNonEmpty}" is not empty`,
    );
    expect(await snapshot(target.url)).toEqual(before);
    expect(await objectKeys(emptyStorage('full'))).toEqual([]);
  });

  it('refuses an incomplete file and leaves the target empty', async () => {
    const target = await migratedDatabase('svatby_restore_cut');
    targets.push(target);
    const lines = backupText.split('\n');
    const cut = path.join(tmp, 'cut.json');
    fs.writeFileSync(cut, lines.slice(0, Math.floor(lines.length * 0.8)).join('\n'));
    const storage = emptyStorage('cut');
    await expect(restoreBackup({ databaseUrl: target.url, file: cut, storage })).rejects.toThrow(RestoreError);
    await expect(restoreBackup({ databaseUrl: target.url, file: cut, storage })).rejects.toThrow(/incomplete/);
    // Cut among the files, after some of them were written: those are deleted again.
    const cutInFiles = path.join(tmp, 'cut-files.json');
    fs.writeFileSync(cutInFiles, lines.slice(0, lines.length - 3).join('\n'));
    await expect(restoreBackup({ databaseUrl: target.url, file: cutInFiles, storage })).rejects.toThrow(
      'The backup file is incomplete (it does not end with "]}"): nothing was restored',
    );
    // A damaged file line (one byte of its data changed) refuses the restore, naming the file.
    const damaged = path.join(tmp, 'damaged.json');
    const flipFirstByte = (_: string, head: string, first: string) => `${head}${first === 'A' ? 'B' : 'A'}`;
    fs.writeFileSync(damaged, backupText.replace(/("key":"attachments\/ab\/[0-9a-f]+","contentType":"[^"]+","data":")(.)/, flipFirstByte));
    await expect(restoreBackup({ databaseUrl: target.url, file: damaged, storage })).rejects.toThrow(
      /^Line \d+: file attachments\/ab\/ab0+ is damaged/,
    );
    const garbage = path.join(tmp, 'garbage.json');
    fs.writeFileSync(garbage, '{"hello": "world"}\n');
    await expect(restoreBackup({ databaseUrl: target.url, file: garbage, storage })).rejects.toThrow(/Not a Svatby backup/);
    const after = await snapshot(target.url);
    expect(after.users).toEqual([]);
    expect(after.service_categories.length).toBeGreaterThan(0);
    expect(await objectKeys(storage)).toEqual([]);
  });

  it('refuses a storage that holds one of the files with other bytes, naming it, and leaves both as they were', async () => {
    const target = await migratedDatabase('svatby_restore_clash');
    targets.push(target);
    const storage = emptyStorage('clash');
    const [, profileKey] = [...FILES.keys()];
    await storage.put(profileKey, Buffer.from('jiná fotka'), 'image/webp');
    await expect(restoreBackup({ databaseUrl: target.url, file: backupFile, storage })).rejects.toThrow(
      `Refusing to restore: ${profileKey} already exists in the storage with other content`,
    );
    expect(await objectKeys(storage)).toEqual([profileKey]);
    expect((await snapshot(target.url)).users).toEqual([]);

    // The same bytes already there (a storage kept when the database was lost) are left as they are.
    await storage.put(profileKey, FILES.get(profileKey)!, 'image/webp');
    const summary = await restoreBackup({ databaseUrl: target.url, file: backupFile, storage });
    expect(summary.files).toMatchObject({ written: FILES.size - 1, present: 1 });
    for (const [key, body] of FILES) expect({ key, equal: (await objectBytes(storage, key))?.equals(body) }).toEqual({ key, equal: true });
  });

  it('breaks the download off (no valid end) when the database fails in the middle of the stream', async () => {
    // Enough rows that the download waits on the client's reading (back-pressure) half-way.
    await t.dataSource.query(
      `INSERT INTO contact_messages (name, email, subject, message)
       SELECT 'Hromadná zpráva ' || n, 'bulk@example.cz', 'general', repeat('Dlouhý text zprávy. ', 200) FROM generate_series(1, 6000) AS n`,
    );
    // A session cookie for a plain HTTP client that can pause its reading.
    const hash = await t.app.get(PasswordService).hash('heslo-pro-zalohu');
    await t.dataSource.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [admin.userId, hash]);
    const login = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.99.0.1')
      .send({ email: admin.email, password: 'heslo-pro-zalohu' })
      .expect(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((value) => value.split(';')[0]).join('; ');

    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const { port } = t.server.address() as AddressInfo;
    let outcome: { status: number; complete: boolean; bytes: number };
    try {
      outcome = await new Promise((resolve, reject) => {
        const call = http.get({ host: '127.0.0.1', port, path: '/api/admin/backup-database', agent: false, headers: { cookie } }, (res) => {
          let bytes = 0;
          let terminated = false;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (!terminated && bytes > 256 * 1024) {
              terminated = true;
              res.pause();
              // Kill the backup's database session while its cursor is open.
              t.dataSource
                .query(
                  `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                    WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%row_to_json%'`,
                )
                .then(() => setTimeout(() => res.resume(), 300), reject);
            }
          });
          res.on('error', () => undefined);
          res.on('close', () => resolve({ status: res.statusCode ?? 0, complete: res.complete, bytes }));
        });
        call.on('error', () => undefined);
      });
    } finally {
      await new Promise<void>((resolve) => t.server.close(() => resolve()));
    }
    expect(outcome.status).toBe(200);
    expect(outcome.complete).toBe(false);
    expect(outcome.bytes).toBeGreaterThan(256 * 1024);
    // The app still works (its pool replaced the broken connection).
    await admin.agent.get('/api/admin/overview').expect(200);
  });
});
