#!/usr/bin/env node
// Regenerates the client's types from ../openapi.json into a temporary file and fails when they differ from the
// committed src/schema.d.ts: the client must be regenerated with the contract (`make openapi`), as openapi.json is.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const here = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const committed = path.join(here, 'src/schema.d.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'svatby-api-client-'));
const fresh = path.join(dir, 'schema.d.ts');
try {
  // The package's exports map './*.js' to '.mjs' files: reach its bin through package.json.
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin/cli.js');
  execFileSync(process.execPath, [cli, path.join(here, '../openapi.json'), '-o', fresh], { cwd: here, stdio: ['ignore', 'ignore', 'inherit'] });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error("Out of date: api-client/src/schema.d.ts does not match openapi.json. Run 'make openapi' (or 'npm run generate -w api-client') and commit the result.");
    process.exit(1);
  }
  console.log('api-client/src/schema.d.ts is in sync with openapi.json.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
