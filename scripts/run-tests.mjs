#!/usr/bin/env node
// Runs every suite of `make test` in turn, each writing a JSON report, and ends with one line
// "N passed, N failed" summed over all of them. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const report = (name) => path.join(reports, `${name}.json`);

/** Each suite: a command, and how to read passed / failed counts from its report. */
const suites = [
  {
    name: 'openapi.json and the generated clients in sync with the backend',
    run: () => sh('node scripts/check-generated.mjs'),
    count: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }),
  },
  {
    name: 'type checks (backend, frontend, e2e, api-client)',
    run: () => sh('npm run typecheck --silent'),
    count: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }),
  },
  {
    // The layering of both trees (backend/.dependency-cruiser.cjs, frontend/.dependency-cruiser.cjs; README "Layout and rules").
    name: 'module boundaries (dependency-cruiser, backend and frontend)',
    run: () => sh('npm run check:boundaries -w backend --silent && npm run check:boundaries -w frontend --silent'),
    count: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }),
  },
  {
    name: 'backend unit tests (jest)',
    run: () => sh(`npm run test:unit -w backend --silent -- --json --outputFile=${report('backend-unit')}`),
    count: () => jestCounts(report('backend-unit')),
  },
  {
    name: 'backend API tests (jest + supertest, real PostgreSQL)',
    run: () => sh(`npm run test:api -w backend --silent -- --json --outputFile=${report('backend-api')}`),
    count: () => jestCounts(report('backend-api')),
  },
  {
    name: 'frontend tests (vitest)',
    run: () => sh(`npm run test -w frontend --silent -- --reporter=default --reporter=json --outputFile=${report('frontend')}`),
    count: () => jestCounts(report('frontend')),
  },
  {
    name: 'end-to-end journeys (Playwright, Chromium)',
    run: () => sh('npm run test -w e2e --silent', { PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') }),
    count: () => playwrightCounts(report('e2e')),
  },
];

function sh(command, extraEnv = {}) {
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, ...extraEnv } });
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The first lines of a failure's message, without colours and without the page's markup that Testing Library appends
 * ("Ignored nodes: …", then the DOM): CI logs are often read only from their end.
 */
function firstLines(message, count = 6) {
  const text = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const dom = text.indexOf('\nIgnored nodes:');
  const lines = (dom >= 0 ? text.slice(0, dom) : text).split('\n');
  // Past the markup, the stack's line in the test file says where it waited.
  if (dom >= 0) lines.push(text.slice(dom).split('\n').find((line) => /\.(test|spec)\.tsx?:\d+/.test(line)) ?? '');
  return lines
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, count);
}

function jestCounts(file) {
  const data = readJson(file);
  if (!data) return { passed: 0, failed: 1, note: 'no report written' };
  // A suite that failed to load counts as a failure even though it ran no test.
  const broken = (data.testResults ?? []).filter((suite) => suite.status === 'failed' && !(suite.assertionResults ?? []).length);
  const failedTests = (data.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({ name: `${path.relative(root, suite.name)} › ${test.fullName ?? test.title}`, reason: firstLines(test.failureMessages?.[0]) })),
  );
  const names = [
    ...broken.map((suite) => ({ name: `${path.relative(root, suite.name)} (did not load)`, reason: firstLines(suite.message) })),
    ...failedTests,
  ];
  // Passed on a retry (CI only): jest counts the invocations, vitest keeps the failed try's message.
  const flaky = (data.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && ((test.invocations ?? 1) > 1 || (test.failureMessages ?? []).length > 0))
      .map((test) => ({ name: `${path.relative(root, suite.name)} › ${test.fullName ?? test.title}`, reason: firstLines(test.failureMessages?.[0]) })),
  );
  return { passed: data.numPassedTests ?? 0, failed: (data.numFailedTests ?? 0) + broken.length, names, flaky };
}

function playwrightCounts(file) {
  const data = readJson(file);
  if (!data) return { passed: 0, failed: 1, note: 'no report written' };
  const stats = data.stats ?? {};
  const names = [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.status === 'flaky' ? test.results?.[0] : test.results?.at(-1))?.error;
        const where = error?.location ? `at ${path.basename(error.location.file)}:${error.location.line}` : '';
        const entry = { name: [...titles, spec.title].filter(Boolean).join(' › '), reason: [...firstLines(error?.message), where].filter(Boolean) };
        (test.status === 'flaky' ? flaky : names).push(entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of data.suites ?? []) walk(suite, [suite.title]);
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: (stats.unexpected ?? 0) + (data.errors?.length ?? 0), names, flaky };
}

const summary = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const ok = suite.run();
  const counts = suite.count(ok);
  // A command that failed without any failed test (crash, broken setup) still fails the run.
  if (!ok && counts.failed === 0) counts.failed = 1;
  summary.push({ name: suite.name, ...counts, seconds: (Date.now() - started) / 1000 });
}

/** A suite's wall time, '42 s' or '7.5 min': where a run's minutes go (README "Tests"). */
const took = (seconds) => (seconds < 90 ? `${Math.round(seconds)} s` : `${(seconds / 60).toFixed(1)} min`);

console.log('\n=== Summary ===');
for (const row of summary) {
  console.log(
    `${row.failed ? 'FAIL' : 'ok  '}  ${row.name}: ${row.passed} passed, ${row.failed} failed in ${took(row.seconds)}${row.note ? ` (${row.note})` : ''}`,
  );
  // The failing tests' names here too, as CI logs are often read only from their end.
  for (const { name, reason } of row.names ?? []) {
    console.log(`        ✗ ${name}`);
    for (const line of reason ?? []) console.log(`            ${line}`);
  }
  // Passed on the second try (CI retries once): counted as passed, named so that the race gets mended.
  for (const { name, reason } of row.flaky ?? []) {
    console.log(`        ~ flaky, passed on the second try: ${name}`);
    for (const line of reason ?? []) console.log(`            ${line}`);
  }
}
const passed = summary.reduce((sum, row) => sum + row.passed, 0);
const failed = summary.reduce((sum, row) => sum + row.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
