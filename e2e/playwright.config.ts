import { readSettings } from '@ga/config';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { SITE_URL } from './support/env';

const CI = readSettings('e2e').raw('CI') !== undefined;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
