#!/usr/bin/env node
// Serves the built app for the end-to-end tests on a fresh database: a new database on the server
// in DATABASE_URL when set, else an embedded PostgreSQL in a temporary directory. Cleans up on exit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { startAresStandIn } from './ares-stand-in.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const entry = path.join(root, 'backend', 'dist', 'main.js');
if (!existsSync(entry) || !existsSync(path.join(root, 'frontend', 'dist', 'index.html'))) {
  console.error('The app is not built: run `make build` (or `make test`, which builds) first.');
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '3100'; // the Playwright config passes a free one
const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  APP_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: 'admin@svatby.test',
  ADMIN_PASSWORD: 'admin-heslo-e2e',
  // The journeys' API calls name their own client address (X-Forwarded-For, see tests/support.ts):
  // every couple a different one, so the submit limit (5 an hour per address) counts as in production.
  TRUST_PROXY: 'true',
  // Issue 50: the webhook journey's receiver listens on 127.0.0.1 (a private address, refused otherwise).
  WEBHOOKS_ALLOW_PRIVATE: 'true',
};

// Issue 47: billing details filled from ARES (its stand-in: no network here) and Web Push with the
// run's own VAPID keys (the journey subscribes on a local push service of its own).
const ares = await startAresStandIn();
env.ARES_API_URL = ares.url;
const vapid = webpush.generateVAPIDKeys();
Object.assign(env, {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:podpora@svatby.test',
  // The journey's push service listens on this machine (plain http is refused in production anyway).
  PUSH_ENDPOINT_HOSTS: 'fcm.googleapis.com,localhost',
});

let cleanup = async () => {};
if (process.env.DATABASE_URL) {
  const name = `svatby_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  const server = process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'svatby-e2e-'));
  chmodSync(dir, 0o777);
  env.EMBEDDED_PG_DIR = path.join(dir, 'postgres');
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const app = spawn(process.execPath, [entry], { env, stdio: 'inherit' });
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  if (app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  await cleanup().catch((error) => console.error(`Cleanup failed: ${error}`));
  await ares.stop();
  process.exit(code);
};
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
app.on('exit', (code) => {
  if (!stopping) {
    console.error(`The app exited with code ${code}`);
    void stop(code ?? 1);
  }
});
