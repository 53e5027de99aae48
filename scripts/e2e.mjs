#!/usr/bin/env node
// Playwright e2e against production builds, in Chromium: Debian's /usr/bin/chromium (or
// CHROMIUM_PATH). Where neither exists, Playwright's own Chromium is installed (needs internet).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { readSettings } from '@ga/config';
import { ROOT } from './release/store.mjs';

const e2e = path.join(ROOT, 'e2e');
const require = createRequire(path.join(e2e, 'package.json'));
const cli = path.join(path.dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
const system = [readSettings('e2e').text('CHROMIUM_PATH'), '/usr/bin/chromium-browser'].some((p) => fs.existsSync(p));
if (!system) {
  console.log('Chromium introuvable sur la machine : installation du Chromium de Playwright…');
  const install = spawnSync(process.execPath, [cli, 'install', 'chromium'], { cwd: e2e, stdio: 'inherit' });
  if (install.status !== 0) {
    console.error('Impossible d’installer Chromium. Installez le paquet « chromium » ou définissez CHROMIUM_PATH.');
    process.exit(1);
  }
}
const run = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], { cwd: e2e, stdio: 'inherit' });
process.exit(run.status ?? 1);
