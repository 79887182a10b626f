import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

jest.setTimeout(60_000);

describe('startEmbeddedPostgres', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-embedded-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function query(url: string, sql: string) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }

  it('starts a real server, stops cleanly, and a second start reuses the data', async () => {
    fs.chmodSync(dir, 0o777);
    const dataDir = path.join(dir, 'data');
    const first = await startEmbeddedPostgres(dataDir, 'svatby');
    await query(first.url, `CREATE TABLE kept (value text); INSERT INTO kept VALUES ('svatba')`);
    const extensions = await query(first.url, `SELECT name FROM pg_available_extensions WHERE name IN ('unaccent', 'pg_trgm') ORDER BY name`);
    expect(extensions.map((row) => row.name)).toEqual(['pg_trgm', 'unaccent']);
    await first.stop();
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);

    const second = await startEmbeddedPostgres(dataDir, 'svatby');
    try {
      expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'svatba' }]);
    } finally {
      await second.stop();
    }
  });
});
