import { readSettings } from '@ga/config';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { SITE_URL } from './support/env';

const CI = readSettings('e2e').raw('CI') !== undefined;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  // Test files run two at a time (one browser per worker, 2 cores); the tests of a file in order.
  // Each picks its own data through the API (a free vehicle, a fresh account), so two files never
  // share a record. The tests tagged EXCLUSIVE (support/env.ts) change the release registry for
  // every visitor: they run last, alone, in the project « exclusive ».
  fullyParallel: false,
  workers: 2,
  retries: CI ? 1 : 0,
  // A `.only` left behind would run one test and skip the rest: refused in CI (lint refuses it too).
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './.artifacts/results.json' }]],
  use: {
    baseURL: SITE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1366, height: 900 },
    // A trace of the retry only: recording one for every test (retain-on-failure) cost the suite about
    // a sixth of its CPU (the two walks: 5.5 min → 4.6 min). A failure in CI is retried, with its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: /@exclusive/ },
    { name: 'exclusive', use: { browserName: 'chromium' }, grep: /@exclusive/, dependencies: ['chromium'], workers: 1 },
  ],
});
