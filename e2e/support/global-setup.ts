import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_API_PORT, E2E_DATA, E2E_FILES, E2E_FIRST_ADMIN, E2E_OUTBOX, E2E_SITE_PORT, E2E_STORE } from './env';

/**
 * Production builds of every app released into a store of the tests' own, then the API (fresh
 * embedded database, seeded) and the site server, exactly as `pnpm start` runs them.
 */
export default async function globalSetup() {
  process.env.RELEASE_STORE = E2E_STORE;
  fs.rmSync(E2E_STORE, { recursive: true, force: true });
  fs.rmSync(E2E_DATA, { recursive: true, force: true });
  fs.rmSync(E2E_OUTBOX, { recursive: true, force: true });
  fs.rmSync(E2E_FILES, { recursive: true, force: true });
  const scripts = path.resolve(__dirname, '../../scripts');
  const { APPS } = await import(pathToFileURL(path.join(scripts, 'release/store.mjs')).href);
  const { release } = await import(pathToFileURL(path.join(scripts, 'release/release.mjs')).href);
  const { startSite } = await import(pathToFileURL(path.join(scripts, 'processes.mjs')).href);
  for (const app of APPS as string[]) {
    const r = await release(app, { quiet: true });
    console.log(`[e2e] ${app} ${r.version} (${r.seconds.toFixed(1)} s)`);
  }
  const site = await startSite({
    apiPort: E2E_API_PORT,
    sitePort: E2E_SITE_PORT,
    // Every spec registers, signs in and books from one IP (127.0.0.1): the production per-IP limits
    // (10 sign-ups an hour, 20 failed sign-ins per 15 minutes, 20 bookings an hour, 30 public writes
    // a minute) would refuse them. Their own tests (api/) check them with low values.
    env: {
      DATA_DIR: E2E_DATA,
      OUTBOX_DIR: E2E_OUTBOX,
      FILES_DIR: E2E_FILES,
      RELEASE_STORE: E2E_STORE,
      LOG_LEVEL: 'warn',
      // The first staff admin, created at start-up with its enrolment link in the outbox (staff-admin.spec.ts).
      STAFF_FIRST_ADMIN: `${E2E_FIRST_ADMIN.email} ${E2E_FIRST_ADMIN.fullName}`,
      RATE_REGISTER_PER_IP: '1000',
      RATE_LOGIN_PER_IP: '1000',
      // The first sign-in delay of an account lasts long enough for a browser to meet it.
      RATE_LOGIN_FIRST_DELAY: '60',
      RATE_BOOKINGS_PER_IP: '1000',
      RATE_PUBLIC_WRITES_PER_MINUTE: '1000',
      RATE_PUBLIC_FORMS_PER_IP: '1000',
      RATE_BEACONS_PER_MINUTE: '10000',
      SITE_BEACONS_PER_MINUTE: '10000',
      SITE_BEACON_EVENTS_PER_ADDRESS: '100000',
      // Every page the specs open is rendered for 127.0.0.1 (the limit's own test is the site server's).
      SITE_SSR_RENDERS_PER_MINUTE: '100000',
      // The API replies a page waits for, and the render's deadline: 400 ms and 1.5 s in production,
      // on servers of their own. Here the servers share 2 cores with the browsers of every worker
      // (and whatever else runs on the machine): a reply past 400 ms left a vehicle page without its
      // vehicle (performance.spec.ts), a render past 1.5 s sent a page to be rendered in the browser
      // (the walks check which side rendered it). The specs check what is rendered, not how fast;
      // the deadlines' own tests are the site server's (shell/server/ssr).
      SITE_SSR_DATA_MS: '5000',
      SITE_SSR_TIMEOUT_MS: '20000',
      // The canary decider looks every second and judges a canary after 3 page loads (canary.spec.ts).
      CANARY_CHECK_SECONDS: '1',
      CANARY_MIN_LOADS: '3',
      // One test visitor is enough here (api/ tests the minimum of distinct visitors).
      CANARY_MIN_VISITORS: '1',
    },
  });
  return async () => {
    await site.stop();
  };
}
