import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import chromium from './chromium.json';

/**
 * A port no other program listens on, asked of the system (port 0) in a child process, since the
 * config is read synchronously. Kept in E2E_PORT: the workers read this config again and must find
 * the same server.
 */
function freePort(): string {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= freePort();
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, with the flags this closed network needs (no background calls home). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.executablePath;
const CHROMIUM_ARGS = chromium.args;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // CI only, as vitest's and the API tests' (README "Tests"): a journey passed on its second try is named as flaky.
  retries: process.env.CI ? 1 : 0,
  // The journeys take 20-40 s on a shared 2-core machine (the admin one ~40 s). An assertion waits
  // up to 15 s: the first paint of a lazy route (its chunk, then its data) took over 7.5 s while
  // another build ran on the machine; a stuck step still fails well within the test's minute.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['json']] : [['list'], ['json'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    // Recording a trace costs a quarter of a journey's time on this 2-core machine. CI retries a failed journey
    // once and records that try, so a failure that holds comes with its trace; a local run records every journey
    // and keeps the failed ones' traces.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /.*\.mobile\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
    {
      name: 'mobile',
      testMatch: /.*\.mobile\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    // The built app on a database of its own, dropped when the run ends.
    command: 'node scripts/serve-fresh.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { E2E_PORT: String(PORT) },
  },
});
