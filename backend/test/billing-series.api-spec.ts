import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { PDFParse } from 'pdf-parse';
import { restoreBackup } from '../src/admin/backup/backup-restore';
import { runMigrations } from '../src/database/migrate';
import { LocalObjectStorage } from '../src/storage/storage.api';
import { signedInAdmin, signedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import type { TestApp } from './support/test-app';
import { createTestDatabase, TestDatabase } from './support/test-database';

const SILENT = { log: () => undefined } as unknown as Logger;
const CHECKOUT = '/api/get-or-create-subscription';

async function rowsOf(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The series on a database of its own (its numbers start at 1): concurrent payments, a non-payer
 * seller, and the invoices surviving backup and restore exactly.
 */
describe('Billing: the gap-free series, non-payer mode, backup and restore', () => {
  let t: TestApp & { database: TestDatabase };
  const year = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' }).slice(0, 4);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-billing-backup-'));
  let target: TestDatabase | null = null;

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_billing_series', {
      TRUST_PROXY: 'true',
      INVOICE_SELLER_NAME: 'Svatební Provoz Novák',
      INVOICE_SELLER_ADDRESS: 'Náměstí 1, 500 03 Hradec Králové',
      INVOICE_SELLER_ICO: '27082440',
      INVOICE_VAT_PAYER: 'false',
    });
  });
  afterAll(async () => {
    await t.close();
    await target?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('numbers 10 concurrent payments 1..10 with no gap and no duplicate', async () => {
    const providers = [];
    for (let index = 0; index < 10; index++) providers.push(await signedInProvider(t, { companyName: `Souběžný ${index}` }));
    const responses = await Promise.all(providers.map((provider) => provider.agent.post(CHECKOUT).send({ planType: 'basic' })));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const rows = (await t.dataSource.query(`SELECT number, payment_id AS "paymentId" FROM invoices ORDER BY number`)) as Array<{ number: string; paymentId: number }>;
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 10 }, (_, index) => `${year}${String(index + 1).padStart(6, '0')}`));
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(10);
    expect(await t.dataSource.query(`SELECT year, last_number AS "lastNumber" FROM invoice_series`)).toEqual([{ year: Number(year), lastNumber: 10 }]);
  });

  it('gives a rolled-back payment’s number back (no gap after a failure)', async () => {
    const provider = await signedInProvider(t, { companyName: 'Nezdařený' });
    // The payment's transaction fails after its invoice took a number: nothing of it stays.
    await t.dataSource.query(`ALTER TABLE invoices ADD CONSTRAINT test_fail CHECK (description <> 'never' AND payment_id > 0 AND provider_id <> ${provider.providerId})`);
    try {
      const failed = await provider.agent.post(CHECKOUT).send({ planType: 'basic' });
      expect(failed.status).not.toBe(200);
    } finally {
      await t.dataSource.query(`ALTER TABLE invoices DROP CONSTRAINT test_fail`);
    }
    expect(await t.dataSource.query(`SELECT 1 FROM subscription_payments WHERE provider_id = $1`, [provider.providerId])).toEqual([]);
    await provider.agent.post(CHECKOUT).send({ planType: 'basic' }).expect(200);
    const [row] = (await t.dataSource.query(`SELECT number FROM invoices WHERE provider_id = $1`, [provider.providerId])) as Array<{ number: string }>;
    expect(row.number).toBe(`${year}000011`);
  });

  it('states no VAT for a non-payer seller', async () => {
    const provider = await signedInProvider(t, { companyName: 'Neplátce test' });
    await provider.agent.post(CHECKOUT).send({ planType: 'basic' }).expect(200);
    const { items } = (await provider.agent.get('/api/invoices').expect(200)).body as { items: Array<{ id: number }> };
    const [row] = (await t.dataSource.query(`SELECT vat_mode AS "vatMode", vat_halere::int AS vat, vat_rate AS "vatRate" FROM invoices WHERE id = $1`, [items[0].id])) as unknown[];
    expect(row).toEqual({ vatMode: 'non_payer', vat: 0, vatRate: 0 });
    const pdf = await provider.agent.get(`/api/invoices/${items[0].id}/pdf`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.body as Buffer) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Dodavatel není plátcem DPH.');
    expect(text).toContain('neplátce DPH');
    expect(text).toContain('Svatební Provoz Novák');
    expect(text).toContain('IČO: 27082440');
    expect(text).not.toContain('Základ daně');
    expect(text).not.toContain('DIČ:');
  });

  it('carries the invoices and the series through backup and restore exactly', async () => {
    const admin = await signedInAdmin(t);
    // A credit note too.
    const [{ paymentId }] = (await t.dataSource.query(`SELECT payment_id AS "paymentId" FROM invoices ORDER BY id LIMIT 1`)) as Array<{ paymentId: number }>;
    await admin.agent.post(`/api/admin/payments/${paymentId}/refund`).send({}).expect(200);
    const backup = await admin.agent.get('/api/admin/backup-database').buffer(true).expect(200);
    const file = path.join(tmp, 'backup.json');
    fs.writeFileSync(file, backup.text);

    target = await createTestDatabase('svatby_billing_restore');
    await runMigrations(target.url, SILENT);
    const storage = new LocalObjectStorage({ uploadsDir: path.join(tmp, 'uploads'), attachmentsDir: path.join(tmp, 'attachments') });
    await restoreBackup({ databaseUrl: target.url, file, storage });
    for (const sql of [
      `SELECT row_to_json(i)::text AS row FROM invoices i ORDER BY id`,
      `SELECT row_to_json(s)::text AS row FROM invoice_series s ORDER BY year`,
      `SELECT row_to_json(d)::text AS row FROM billing_details d ORDER BY provider_id`,
    ]) {
      const [source, restored] = await Promise.all([rowsOf(t.database.url, sql), rowsOf(target.url, sql)]);
      expect(restored).toEqual(source);
      if (sql.includes('invoices')) expect(source.length).toBe(13);
    }
    // The series continues after the restored numbers.
    const [{ next }] = (await rowsOf(
      target.url,
      `INSERT INTO invoice_series (year, last_number) VALUES (${year}, 1)
       ON CONFLICT (year) DO UPDATE SET last_number = invoice_series.last_number + 1 RETURNING last_number AS next`,
    )) as Array<{ next: number }>;
    expect(next).toBe(14);
  });
});
