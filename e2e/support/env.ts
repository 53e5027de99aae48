import path from 'node:path';

/** Ports and folders of the e2e site: apart from a developer's `pnpm start` (3000 / 4000). */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const ARTIFACTS = path.resolve(__dirname, '../.artifacts');
export const E2E_STORE = path.join(ARTIFACTS, 'releases');
export const E2E_DATA = path.join(ARTIFACTS, 'pglite');
/** Outbox of the e2e API (OUTBOX_DIR): one JSON file per e-mail sent (format: api/src/modules/mailer). */
export const E2E_OUTBOX = path.join(ARTIFACTS, 'outbox');
/** Private files of the e2e API (FILES_DIR: trade-in photos). */
export const E2E_FILES = path.join(ARTIFACTS, 'files');
export const SITE_URL = `http://localhost:${E2E_SITE_PORT}`;
export const API_URL = `http://localhost:${E2E_API_PORT}`;
export const API_KEY = process.env.API_KEY ?? 'ga-local-dev-key';
