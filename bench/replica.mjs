// The read-replica and observability helpers of `make bench` (bench/run.mjs):
// - startReplicaPair: a temporary primary holding a copy of the bench database and a streaming standby
//   made from it with pg_basebackup -R (as backend/test/support/pg-replica.ts builds for the API test);
// - startTraceSink: a stand-in OTLP collector in its own process (bench/trace-sink.mjs), counting spans;
// - scrapeMetrics: one scrape of the app's /metrics, summed up.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(ROOT, 'package.json'))('pg');

const CANDIDATE_BIN_DIRS = ['15', '16', '17', '18'].map((version) => `/usr/lib/postgresql/${version}/bin`);
const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres', 'pg_dump', 'pg_restore'];
const isRoot = () => process.getuid?.() === 0;

/** The newest binaries' directory: pg_dump must be at least the machine server's version. */
const findBinDir = () => [...CANDIDATE_BIN_DIRS].reverse().find((dir) => TOOLS.every((tool) => fs.existsSync(path.join(dir, tool)))) ?? null;

/** Why a replica cannot be made on this machine, or null when it can. */
export function replicaUnavailableReason() {
  if (!findBinDir()) return `no PostgreSQL server binaries (${TOOLS.join(', ')}) in ${CANDIDATE_BIN_DIRS.join(' or ')}`;
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root and there is no postgres user to run PostgreSQL as';
  return null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A server tool, as the postgres user when we are root (PostgreSQL refuses root); throws with its output. */
function runAsServer(binDir, tool, args, cwd) {
  const command = path.join(binDir, tool);
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { cwd, encoding: 'utf8', timeout: 600_000 });
  if (result.status !== 0) {
    const output = result.stderr || result.stdout || String(result.error);
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status ?? result.signal}): ${output}`);
  }
}

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url, application_name: 'svatby-bench' });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** pg_dump -Fc of `sourceUrl` piped into pg_restore on `targetUrl`; rejects with the failing side's stderr. */
function copyDatabase(binDir, sourceUrl, targetUrl) {
  return new Promise((resolve, reject) => {
    const dump = spawn(path.join(binDir, 'pg_dump'), ['-Fc', '--compress=0', '-d', sourceUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
    // --no-owner: the copy belongs to the temporary cluster's postgres whatever the source's roles are.
    const restore = spawn(path.join(binDir, 'pg_restore'), ['--no-owner', '--exit-on-error', '-d', targetUrl], { stdio: ['pipe', 'ignore', 'pipe'] });
    const errors = { pg_dump: '', pg_restore: '' };
    dump.stderr.on('data', (chunk) => (errors.pg_dump += chunk));
    restore.stderr.on('data', (chunk) => (errors.pg_restore += chunk));
    dump.stdout.pipe(restore.stdin);
    // A failed restore closes its stdin: the dump's EPIPE is not the error to report.
    restore.stdin.on('error', () => undefined);
    const codes = {};
    const done = (name) => (code, signal) => {
      codes[name] = code ?? signal;
      if (!('pg_dump' in codes) || !('pg_restore' in codes)) return;
      const failed = ['pg_restore', 'pg_dump'].find((tool) => codes[tool] !== 0);
      if (failed) reject(new Error(`${failed} failed (${codes[failed]}): ${errors[failed].slice(-2000)}`));
      else resolve();
    };
    dump.once('exit', done('pg_dump'));
    restore.once('exit', done('pg_restore'));
  });
}

/** The settings both temporary servers start with: their own port and socket directory, loopback only, no fsync (a throwaway cluster). */
const serverOptions = (port, socketDir) =>
  `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${socketDir} -c fsync=off -c full_page_writes=off ` +
  `-c synchronous_commit=off -c max_connections=100 -c hot_standby=on`;

/**
 * A temporary primary (initdb, its own port, replication trusted from 127.0.0.1) holding a copy of
 * `sourceUrl`'s database under `dbName` (pg_dump | pg_restore, then VACUUM ANALYZE: a restore brings no
 * statistics), and a standby made from it with pg_basebackup -R on another port, streaming and caught up.
 * Answers the two URLs, the times taken and stop(); stop() (also at process exit) stops both and deletes them.
 */
export async function startReplicaPair({ sourceUrl, dbName, log = () => undefined }) {
  const reason = replicaUnavailableReason();
  if (reason) throw new Error(`Cannot make a replica: ${reason}`);
  const binDir = findBinDir();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'svatby-bench-replica-'));
  if (isRoot()) spawnSync('chown', ['postgres:', root]);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const started = [];
  let stopped = false;

  // The standby first: a primary stopped under it only makes it retry. Synchronous, so it also runs at exit.
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopNow);
    for (const dir of [...started].reverse()) {
      try {
        runAsServer(binDir, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop'], root);
      } catch {
        // already gone; the directory goes anyway
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopNow);

  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    runAsServer(binDir, 'initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'], root);
    fs.appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    const startServer = (dir, port, logName) =>
      runAsServer(binDir, 'pg_ctl', ['-D', dir, '-l', path.join(root, logName), '-o', serverOptions(port, root), '-w', 'start'], root);
    startServer(primaryDir, primaryPort, 'primary.log');
    started.push(primaryDir);
    const urlOn = (port, name) => `postgres://postgres@127.0.0.1:${port}/${name}`;
    await query(urlOn(primaryPort, 'postgres'), `CREATE DATABASE "${dbName}"`);
    const primaryUrl = urlOn(primaryPort, dbName);

    log(`Replica: copying ${dbName} to a temporary primary on port ${primaryPort} (pg_dump -Fc | pg_restore)`);
    let at = Date.now();
    await copyDatabase(binDir, sourceUrl, primaryUrl);
    const copySeconds = (Date.now() - at) / 1000;
    at = Date.now();
    await query(primaryUrl, 'VACUUM ANALYZE');
    const vacuumSeconds = (Date.now() - at) / 1000;

    log(`Replica: copied in ${Math.round(copySeconds)} s, VACUUM ANALYZE ${Math.round(vacuumSeconds)} s; pg_basebackup -R to port ${replicaPort}`);
    at = Date.now();
    // A fast checkpoint: a spread one after the restore's writes would hold the backup for minutes.
    const backup = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--checkpoint=fast'];
    runAsServer(binDir, 'pg_basebackup', backup, root);
    startServer(replicaDir, replicaPort, 'replica.log');
    started.push(replicaDir);
    const backupSeconds = (Date.now() - at) / 1000;
    const replicaUrl = urlOn(replicaPort, dbName);

    // Streaming (not replaying archived WAL) and caught up with what the primary has written.
    const deadline = Date.now() + 60_000;
    for (;;) {
      // The insert position: with synchronous_commit=off the last commits may still be behind the write position.
      const [{ lsn }] = await query(primaryUrl, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
      const [{ streaming }] = await query(primaryUrl, `SELECT count(*)::int AS streaming FROM pg_stat_replication WHERE state = 'streaming'`);
      const [{ standby, behind }] = await query(
        replicaUrl,
        `SELECT pg_is_in_recovery() AS standby, coalesce(pg_last_wal_replay_lsn() < '${lsn}'::pg_lsn, true) AS behind`,
      );
      if (!standby) throw new Error('The copy made by pg_basebackup -R did not start as a standby');
      if (streaming === 1 && !behind) break;
      if (Date.now() > deadline) throw new Error(`The standby is not streaming and caught up after 60 s (streaming ${streaming}, behind ${behind})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const [{ size }] = await query(primaryUrl, 'SELECT pg_size_pretty(pg_database_size(current_database())) AS size');

    /** Transactions committed and rolled back in the database on each cluster (pg_stat_database). */
    const xacts = async () => {
      const sql = 'SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname = current_database()';
      const count = async (url) => (await query(url, sql))[0].n;
      const [primary, replica] = await Promise.all([count(primaryUrl), count(replicaUrl)]);
      return { primary: Number(primary), replica: Number(replica) };
    };
    return { primaryUrl, replicaUrl, primaryPort, replicaPort, copySeconds, vacuumSeconds, backupSeconds, size, xacts, stop: async () => stopNow() };
  } catch (error) {
    const logs = ['primary.log', 'replica.log']
      .map((name) => path.join(root, name))
      .filter((file) => fs.existsSync(file))
      .map((file) => `${path.basename(file)}:\n${fs.readFileSync(file, 'utf8').slice(-2000)}`)
      .join('\n');
    stopNow();
    throw new Error(`${error.message}${logs ? `\n${logs}` : ''}`);
  }
}

function getJson(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => (response.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`${url}: ${response.statusCode}`))));
      })
      .on('error', reject);
  });
}

/**
 * A stand-in OTLP/HTTP collector (bench/trace-sink.mjs) in its own process, so that reading the
 * exports takes no CPU from autocannon in this one. `spawnNode(args, env)` starts it (the caller
 * stops it with its other children); counts() answers { posts, spans, bytes }.
 */
export async function startTraceSink(spawnNode) {
  const port = await freePort();
  const child = spawnNode([path.join(ROOT, 'bench', 'trace-sink.mjs')], { PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await getJson(`${url}/counts`);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The trace sink did not start: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, child, counts: () => getJson(`${url}/counts`) };
}

/** Prometheus text → the sample count, the sum of http_requests_total, the pool gauges by pool and the V8 heap (MB). */
export function summariseMetrics(text) {
  let samples = 0;
  let requests = 0;
  const pools = {};
  const heap = { usedMb: NaN, totalMb: NaN };
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    samples += 1;
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (line.startsWith('http_requests_total')) requests += value;
    if (line.startsWith('nodejs_heap_size_used_bytes ')) heap.usedMb = value / 1048576;
    if (line.startsWith('nodejs_heap_size_total_bytes ')) heap.totalMb = value / 1048576;
    const pool = /^db_pool_(connections|max_connections|waiting_clients)\{(.*)\}/.exec(line);
    if (pool) {
      const labels = Object.fromEntries([...pool[2].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, val]) => [key, val]));
      const name = pool[1] === 'connections' ? labels.state : pool[1];
      (pools[labels.pool] ??= {})[name] = value;
    }
  }
  return { samples, requests, pools, heap };
}

/** One GET /metrics with the bearer token; throws unless it answers 200. */
export function scrapeMetrics(baseUrl, token) {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(summariseMetrics(body)) : reject(new Error(`GET /metrics: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** A pool's figures for a line of results.md: `primary 3 in use, 7 idle of 10, 0 waiting`. */
export const poolText = (name, pool) =>
  pool
    ? `${name} ${pool.in_use ?? 0} in use, ${pool.idle ?? 0} idle of ${pool.max_connections ?? '?'}, ${pool.waiting_clients ?? 0} waiting`
    : `${name}: none`;
