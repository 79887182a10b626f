#!/usr/bin/env node
// Regenerates openapi.json, the RTK Query client and the integrators' typed client (api-client/) and fails when any
// differs from the committed files: the contract and the clients must be regenerated together with the code.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const files = ['openapi.json', 'frontend/src/api/generated.ts', 'api-client/src/schema.d.ts'];
const before = Object.fromEntries(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
execSync('npm run openapi --silent', { cwd: root, stdio: 'inherit' });
const drifted = files.filter((file) => readFileSync(path.join(root, file), 'utf8') !== before[file]);
if (drifted.length) {
  console.error(`Out of date: ${drifted.join(', ')}. Run 'make openapi' and commit the result.`);
  try {
    execSync(`git --no-pager diff --stat -- ${drifted.join(' ')}`, { cwd: root, stdio: 'inherit' });
  } catch {
    // not a git checkout
  }
  process.exit(1);
}
console.log('openapi.json and the generated API clients are in sync.');
