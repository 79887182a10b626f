import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

/** Debian's package (`apt-get install pgbouncer`; .ci/run installs it). */
export const PGBOUNCER_BIN = '/usr/sbin/pgbouncer';
/** Server connections per database and user: fewer than the two instances' pools (10 each), so they share. */
export const PGBOUNCER_POOL_SIZE = 4;

export interface PgBouncer {
  port: number;
  /** `serverUrl` with the pooler's address instead of the server's. */
  urlFor(serverUrl: string): string;
  /** Rows of an admin console command (SHOW POOLS, SHOW STATS, SHOW CLIENTS …). */
  show(command: string): Promise<Array<Record<string, unknown>>>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * A PgBouncer in transaction mode in front of the server of `serverUrl` (as deploy/pgbouncer.ini in
 * docker-compose.yml), on a free port with a temporary ini, trusting the local user. Runs as the
 * postgres user when the tests run as root (PgBouncer refuses root). Stop it with stop().
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-pgbouncer-'));
  // Clients are trusted; PgBouncer logs in to the server with this password (the embedded server's, when
  // DATABASE_URL is unset; empty for the machine's trust-auth server).
  const password = decodeURIComponent(server.password).replace(/"/g, '""');
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" "${password}"\n`);
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // Any database name, to the same server; the timeouts the app's pool leaves to the pooler.
      `* = host=${server.hostname} port=${server.port || 5432} connect_query='SET statement_timeout = 15000; SET idle_in_transaction_session_timeout = 30000'`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${PGBOUNCER_POOL_SIZE}`,
      'max_client_conn = 200',
      '',
    ].join('\n'),
  );
  const args = [path.join(dir, 'pgbouncer.ini')];
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) fs.chownSync(path.join(dir, file), uid, gid);
    args.unshift('-u', 'postgres');
  }
  const child: ChildProcess = spawn(PGBOUNCER_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const admin = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
    const client = new Client({ host: '127.0.0.1', port, user, database: 'pgbouncer' });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`pgbouncer exited (${child.exitCode}):\n${output.join('')}`);
    }
    const up = await admin((client) => client.query('SHOW VERSION')).then(() => true, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pgbouncer did not answer on port ${port}:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    port,
    urlFor: (url) => {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    // The admin console speaks the simple query protocol only: a text without parameters.
    show: (command) => admin(async (client) => (await client.query(command)).rows as Array<Record<string, unknown>>),
    output: () => output.join(''),
    stop,
  };
}
