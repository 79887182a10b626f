import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { signedInProvider, type SignedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { submitRequest } from './support/request-fixtures';
import { type TestApp, uniqueEmail } from './support/test-app';

/**
 * Issue 50: the integrators' typed client (api-client/) runs against the app. Its example lists the token owner's new
 * matching requests, as an integrator runs it: a child process with only SVATBY_API_URL and SVATBY_TOKEN, over HTTP
 * on a real port. A database of its own: the example lists the newest matching requests, which another test file's
 * requests in the same categories and places could push off its page.
 */

const API_CLIENT = path.resolve(__dirname, '../../api-client');
const RUN = `klient${process.pid}x${Date.now().toString(36)}`;

interface ExampleRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The example as `npm run example -w api-client` runs it (its package.json), from source through ts-node. */
function runExample(env: Record<string, string>): Promise<ExampleRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--no-warnings=ExperimentalWarning', '--loader', 'ts-node/esm', 'examples/new-matching-requests.ts'],
      {
        cwd: API_CLIENT,
        env: { PATH: process.env.PATH ?? '', TS_NODE_PROJECT: 'tsconfig.json', TS_NODE_TRANSPILE_ONLY: 'true', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the typed API client for integrators (api-client/)', () => {
  let t: TestApp;
  let base: string;
  let provider: SignedInProvider;
  let matching: { id: number; title: string };
  let elsewhere: { id: number; title: string };

  async function publish(services: string[], location: string): Promise<{ id: number; title: string }> {
    const { body } = await submitRequest(t, {
      coupleName: 'Jana a Petr',
      services,
      description: `Hledáme dodavatele na svatbu v létě. ${RUN}`,
      budget: '50 000 – 100 000 Kč',
      location,
      contactEmail: uniqueEmail('par'),
      weddingDate: '2027-06-19',
    });
    const rows = (await t.dataSource.query(`SELECT title FROM service_requests WHERE id = $1`, [body.id])) as Array<{ title: string }>;
    return { id: body.id as number, title: rows[0].title };
  }

  /** A token of the signed-in provider through the account's own API (the secret is in this answer only). */
  async function token(scopes: string[]): Promise<string> {
    const response = await provider.agent.post('/api/api-tokens').send({ name: `Klient ${RUN} ${scopes.join(' ')}`, scopes });
    if (response.status !== 201) throw new Error(`POST /api/api-tokens answered ${response.status}: ${JSON.stringify(response.body)}`);
    expect(response.body.secret).toMatch(/^svt_/);
    return response.body.secret as string;
  }

  beforeAll(async () => {
    t = await createIsolatedTestApp('svatby_api_client_test', { TRUST_PROXY: 'true' });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
    provider = await signedInProvider(t, { companyName: `Fotoateliér ${RUN}`, categories: ['photography'], serviceAreas: ['praha'] });
    matching = await publish(['photography'], 'Praha');
    elsewhere = await publish(['music'], 'Ostrava');
  });
  afterAll(() => t.close());

  it("lists the token owner's new matching requests, one line each, and exits 0", async () => {
    const run = await runExample({ SVATBY_API_URL: base, SVATBY_TOKEN: await token(['requests:read']) });

    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: expect.stringContaining('1 nových poptávek') });
    const lines = run.stdout.trim().split('\n');
    expect(lines).toEqual([`#${matching.id}\t2027-06-19\tPraha\tFotografie\t${matching.title}`]);
    expect(run.stdout).not.toContain(`#${elsewhere.id}`);
  });

  it('keeps only requests published after SVATBY_SINCE', async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    const run = await runExample({ SVATBY_API_URL: base, SVATBY_TOKEN: await token(['requests:read']), SVATBY_SINCE: later });

    expect({ code: run.code, stdout: run.stdout }).toEqual({ code: 0, stdout: '' });
    expect(run.stderr).toContain('0 nových poptávek');
  });

  it('says why and exits 1 for an unknown or revoked token (401) and for a token without requests:read (403)', async () => {
    // Well-formed, so the app looks it up rather than refusing its form.
    const unknown = await runExample({ SVATBY_API_URL: base, SVATBY_TOKEN: `svt_${'A'.repeat(43)}` });
    expect({ code: unknown.code, stdout: unknown.stdout }).toEqual({ code: 1, stdout: '' });
    expect(unknown.stderr).toMatch(/^401 .+\nToken je neplatný, zrušený nebo prošlý/);

    const secret = await token(['requests:read']);
    const listed = (await provider.agent.get('/api/api-tokens').expect(200)).body as Array<{ id: number; prefix: string }>;
    const { id } = listed.find((row) => secret.startsWith(row.prefix))!;
    await provider.agent.delete(`/api/api-tokens/${id}`).expect(200);
    const revoked = await runExample({ SVATBY_API_URL: base, SVATBY_TOKEN: secret });
    expect({ code: revoked.code, stdout: revoked.stdout }).toEqual({ code: 1, stdout: '' });
    expect(revoked.stderr).toMatch(/^401 /);

    const narrow = await runExample({ SVATBY_API_URL: base, SVATBY_TOKEN: await token(['profile:read']) });
    expect({ code: narrow.code, stdout: narrow.stdout }).toEqual({ code: 1, stdout: '' });
    // The API's message names the missing scope; the example passes it on in its first line.
    expect(narrow.stderr.split('\n')[0]).toMatch(/^403 .*requests:read/);
  });
});
