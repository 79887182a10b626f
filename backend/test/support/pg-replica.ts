import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { findFreePort } from '../../src/database/embedded-postgres';

/**
 * A real streaming replica for a test: a temporary primary (initdb in a temporary directory, its own
 * port, `replication` trusted from 127.0.0.1) and a standby made from it by `pg_basebackup -R`, both
 * run by the machine's PostgreSQL binaries. The machine's own cluster is not used: it has no
 * replication line in pg_hba.conf. As root, the servers run as the `postgres` user (PostgreSQL
 * refuses root).
 */
export interface ReplicaPair {
  /** The primary's `svatby` database. */
  primaryUrl: string;
  /** The same database on the standby (read-only, hot standby). */
  replicaUrl: string;
  /** Stops applying the primary's WAL on the standby (pg_wal_replay_pause): its data stands still. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the standby has applied everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops both servers and deletes their directories (also after a failed start; safe to call twice). */
  stop(): Promise<void>;
}

const CANDIDATE_BIN_DIRS = ['15', '16', '17', '18'].map((version) => `/usr/lib/postgresql/${version}/bin`);
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** The directory with initdb, pg_ctl, pg_basebackup and postgres, or null. */
function findBinDir(): string | null {
  return CANDIDATE_BIN_DIRS.find((dir) => TOOLS.every((tool) => fs.existsSync(path.join(dir, tool)))) ?? null;
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** Why a replica cannot be made on this machine, or null when it can. */
export function replicaUnavailableReason(): string | null {
  if (!findBinDir()) return `no PostgreSQL server binaries (${TOOLS.join(', ')}) in ${CANDIDATE_BIN_DIRS.join(' or ')}`;
  if (isRoot()) {
    if (!fs.existsSync('/usr/sbin/runuser') && !fs.existsSync('/sbin/runuser')) return 'running as root without runuser';
    if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root and there is no postgres user to run PostgreSQL as';
  }
  return null;
}

/** Runs a PostgreSQL tool (as the postgres user when we are root); throws with its output when it fails. */
function run(binDir: string, tool: string, args: string[], cwd: string): void {
  const command = path.join(binDir, tool);
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    const output = result.stderr || result.stdout || String(result.error);
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status ?? result.signal}): ${output}`);
  }
}

/** The settings both servers start with: their own port and socket directory, loopback only, no fsync (a throwaway cluster). */
const serverOptions = (port: number, socketDir: string): string =>
  `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${socketDir} -c fsync=off -c full_page_writes=off ` +
  `-c synchronous_commit=off -c max_connections=60 -c hot_standby=on`;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  const reason = replicaUnavailableReason();
  if (reason) throw new Error(`Cannot start a replica: ${reason}`);
  const binDir = findBinDir()!;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-replica-'));
  if (isRoot()) spawnSync('chown', ['postgres:', root]);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const started: string[] = [];
  let stopped = false;

  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopOnExit);
    // The standby first: a primary stopped under it only makes it retry.
    for (const dir of [...started].reverse()) {
      try {
        run(binDir, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop'], root);
      } catch {
        // Already gone; the directory goes anyway.
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  // A test run that ends without afterAll (a crash, a kill of the worker) leaves no servers behind either.
  const stopOnExit = (): void => {
    if (stopped) return;
    for (const dir of [...started].reverse()) {
      const command = path.join(binDir, 'pg_ctl');
      const args = ['-D', dir, '-m', 'immediate', '-w', 'stop'];
      spawnSync(isRoot() ? 'runuser' : command, isRoot() ? ['-u', 'postgres', '--', command, ...args] : args, { cwd: root });
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);

  try {
    const [primaryPort, replicaPort] = [await findFreePort(), await findFreePort()];
    run(binDir, 'initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'], root);
    fs.appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    const startServer = (dir: string, port: number, log: string) =>
      run(binDir, 'pg_ctl', ['-D', dir, '-l', path.join(root, log), '-o', serverOptions(port, root), '-w', 'start'], root);
    startServer(primaryDir, primaryPort, 'primary.log');
    started.push(primaryDir);
    const primaryAdmin = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    await query(primaryAdmin, 'CREATE DATABASE svatby');

    const backup = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream'];
    run(binDir, 'pg_basebackup', backup, root);
    startServer(replicaDir, replicaPort, 'replica.log');
    started.push(replicaDir);

    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/svatby`;
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/svatby`;
    const [{ standby }] = await query<{ standby: boolean }>(replicaUrl, 'SELECT pg_is_in_recovery() AS standby');
    if (!standby) throw new Error('The copy made by pg_basebackup -R did not start as a standby');

    return {
      primaryUrl,
      replicaUrl,
      pauseReplay: async () => {
        await query(replicaUrl, 'SELECT pg_wal_replay_pause()');
      },
      resumeReplay: async () => {
        await query(replicaUrl, 'SELECT pg_wal_replay_resume()');
      },
      async caughtUp(timeoutMs = 20_000) {
        // The insert position, not pg_current_wal_lsn() (the write position): with synchronous_commit=off a commit that has
        // answered may still sit in the WAL buffers, behind the write position, until the WAL writer's next round.
        const [{ lsn }] = await query<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const [{ behind }] = await query<{ behind: boolean }>(
            replicaUrl,
            `SELECT coalesce(pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn, true) AS behind`,
          );
          if (!behind) return;
          if (Date.now() > deadline) throw new Error(`The standby did not replay up to ${lsn} within ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      stop,
    };
  } catch (error) {
    const logs = ['primary.log', 'replica.log']
      .map((name) => path.join(root, name))
      .filter((file) => fs.existsSync(file))
      .map((file) => `${path.basename(file)}:\n${fs.readFileSync(file, 'utf8').slice(-2000)}`)
      .join('\n');
    await stop();
    throw new Error(`${(error as Error).message}${logs ? `\n${logs}` : ''}`);
  }
}
