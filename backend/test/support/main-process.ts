import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { freePort } from './free-port';

/** The production build, as `npm start` and docker-compose.yml run it (SVATBY_MAIN_JS: a copy of it beside dist/). */
export const MAIN_JS = path.resolve(__dirname, '../..', process.env.SVATBY_MAIN_JS ?? 'dist/main.js');

/** dist/main.js running on a free port, with everything it wrote to stdout and stderr. */
export interface MainProcess {
  url: string;
  process: ChildProcess;
  /** Everything written so far, stdout and stderr in arrival order. */
  output(): string;
  /** SIGTERM (a clean shutdown: its last lines are in output()), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** Starts dist/main.js with exactly `env` (and PATH, PORT) and waits until /api/health answers. */
export async function startMainProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<MainProcess> {
  if (!fs.existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build the backend first (npm run build -w backend)`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN_JS], { env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const closed = new Promise((resolve) => child.once('close', resolve));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await closed;
      clearTimeout(timer);
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Ended by itself or by a signal (killed from outside: no output, and no exit code either).
    if (child.exitCode !== null || child.signalCode !== null) {
      await closed;
      throw new Error(`dist/main.js exited (${child.signalCode ?? child.exitCode}):\n${chunks.join('')}`);
    }
    if (await fetch(`${url}/api/health`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`dist/main.js did not answer /api/health:\n${chunks.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child, output: () => chunks.join(''), stop };
}

export async function waitFor<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
