import { defineConfig, devices } from '@playwright/test';
import chromium from './chromium.json';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, with the flags this closed network needs (no background calls home). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.executablePath;
const CHROMIUM_ARGS = chromium.args;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The journeys take 20-40 s on a shared 2-core machine (the admin one ~40 s); a stuck step still
  // fails at its own 7.5 s expect timeout.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['json']] : [['list'], ['json'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    trace: 'retain-on-failure',
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
