import path from 'node:path';

/** Ports and folders of the e2e site: apart from a developer's `pnpm start` (3000 / 4000). */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const ARTIFACTS = path.resolve(__dirname, '../.artifacts');
export const E2E_STORE = path.join(ARTIFACTS, 'releases');
export const E2E_DATA = path.join(ARTIFACTS, 'pglite');
export const SITE_URL = `http://localhost:${E2E_SITE_PORT}`;
export const API_URL = `http://localhost:${E2E_API_PORT}`;
export const API_KEY = process.env.API_KEY ?? 'ga-local-dev-key';
