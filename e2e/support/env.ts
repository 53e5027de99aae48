import path from 'node:path';
import { DEFAULTS, readSettings } from '@ga/config';

// Names and defaults from the one list of settings (@ga/config, docs/configuration.md).
const settings = readSettings('e2e');
/** Ports and folders of the e2e site: apart from a developer's `pnpm start` (3000 / 4000). */
export const E2E_SITE_PORT = settings.int('E2E_SITE_PORT');
export const E2E_API_PORT = settings.int('E2E_API_PORT');
export const REPO_ROOT = path.resolve(__dirname, '../..');
export const ARTIFACTS = path.resolve(__dirname, '../.artifacts');
export const E2E_STORE = path.join(ARTIFACTS, 'releases');
export const E2E_DATA = path.join(ARTIFACTS, 'pglite');
/** Outbox of the e2e API (OUTBOX_DIR): one JSON file per e-mail sent (format: api/src/modules/mailer). */
export const E2E_OUTBOX = path.join(ARTIFACTS, 'outbox');
/** Private files of the e2e API (FILES_DIR: trade-in photos). */
export const E2E_FILES = path.join(ARTIFACTS, 'files');
export const SITE_URL = `http://localhost:${E2E_SITE_PORT}`;
export const API_URL = `http://localhost:${E2E_API_PORT}`;
export const API_KEY = settings.text('API_KEY');
/** The site's demo OAuth client, as the e2e API runs with it (the fields of POST /oauth/token). */
export const OAUTH_CLIENT = {
  client_id: String(DEFAULTS.OAUTH_CLIENT_ID),
  client_secret: String(DEFAULTS.OAUTH_CLIENT_SECRET),
};
/** The outbox the specs read: the e2e API's, unless they run against a site started elsewhere (E2E_OUTBOX_DIR). */
export const OUTBOX_READ = path.resolve(REPO_ROOT, settings.path('E2E_OUTBOX_DIR', REPO_ROOT));

/** The first staff admin the e2e API creates at start-up (STAFF_FIRST_ADMIN, docs/staff.md): its link arrives in the outbox. */
export const E2E_FIRST_ADMIN = { email: 'admin.essai@glinche-automobiles.fr', fullName: 'Claire Essai' } as const;

/**
 * Tag of the tests that change what every visitor gets (the release registry: canaries, rollbacks,
 * server rendering switched off, a broken remote). They run in a project of their own, one at a
 * time, after every other test (playwright.config.ts): the others run two at a time beside each
 * other and must never meet a canary or a switch one of these left on for a moment.
 */
export const EXCLUSIVE = { tag: '@exclusive' } as const;
