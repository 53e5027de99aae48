#!/usr/bin/env node
// Type checks every package (tsc --noEmit on each tsconfig), two at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APP_NAMES } from '@ga/releases';
import { ROOT } from './release/store.mjs';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin/tsc');
const projects = [
  ...fs.readdirSync(path.join(ROOT, 'shared')).map((pkg) => `shared/${pkg}`),
  ...APP_NAMES,
  'api',
  'e2e',
].filter((dir) => fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')));

let failed = 0;
async function check(dir) {
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', path.join(ROOT, dir), '--noEmit'], { stdio: 'inherit' });
    child.on('exit', resolve);
  });
  console.log(`${code === 0 ? '✔' : '✘'} ${dir}`);
  if (code !== 0) failed += 1;
}
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) await check(queue.shift());
  }),
);
process.exit(failed ? 1 : 0);
