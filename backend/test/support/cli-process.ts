import { spawn } from 'node:child_process';
import * as path from 'node:path';

export interface CliRun {
  /** null when a signal ended it. */
  code: number | null;
  output: string;
}

/**
 * `script` (a path under backend/, e.g. src/cli/restore.ts) run from source with ts-node, as an operator's `npm run …`
 * does: only PATH, TS_NODE_TRANSPILE_ONLY, NODE_ENV=development and `env` are set, so nothing leaks in from the test's own.
 */
export function runCliFromSource(script: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register', script, ...args], {
      cwd: path.resolve(__dirname, '../..'),
      env: { PATH: process.env.PATH ?? '', TS_NODE_TRANSPILE_ONLY: 'true', NODE_ENV: 'development', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
