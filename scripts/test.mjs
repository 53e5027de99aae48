#!/usr/bin/env node
// pnpm test: every test of the project, in order: lint (incl. the architecture boundaries),
// type check, front-end unit/component tests (jest), API tests on the embedded database (and on
// PostgreSQL too when DATABASE_URL is set), then Playwright e2e against production builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './release/store.mjs';

const require = createRequire(import.meta.url);
const bin = (pkg, rel) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel);
const only = process.argv.slice(2);
const steps = [
  ['lint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']],
  ['typecheck', [path.join(ROOT, 'scripts/typecheck.mjs')]],
  ['unit', ['--experimental-vm-modules', '--no-warnings', bin('jest', 'bin/jest.js'), '--ci']],
  ['api', ['--experimental-vm-modules', '--no-warnings', bin('jest', 'bin/jest.js'), '--ci', '--config', 'jest.config.mjs'], path.join(ROOT, 'api')],
  ['e2e', [path.join(ROOT, 'scripts/e2e.mjs')]],
];

const results = [];
for (const [name, args, cwd = ROOT] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}
console.log('\nRésumé');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
if (!fs.existsSync(path.join(ROOT, 'node_modules'))) console.log('Installez d’abord les dépendances.');
process.exit(failed ? 1 : 0);
