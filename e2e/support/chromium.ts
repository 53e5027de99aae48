import fs from 'node:fs';

/**
 * Chromium for the tests: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium, else
 * Playwright's own download (machines with internet). Browsers cannot be downloaded here.
 */
export function chromiumPath(): string | undefined {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
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
