import fs from 'node:fs';
import { readSettings } from '@ga/config';

/**
 * Chromium for the tests: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium, else
 * Playwright's own download (machines with internet). Browsers cannot be downloaded here.
 */
export function chromiumPath(): string | undefined {
  for (const candidate of [readSettings('e2e').text('CHROMIUM_PATH'), '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
