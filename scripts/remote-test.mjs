#!/usr/bin/env node
// `pnpm --filter <remote> test` (each remote's `test` script): what a team runs before shipping its
// remote alone. Its unit and component tests (its jest project of the root jest.config.mjs; extra
// arguments go to jest), then its contract with the live shell (release/shell-contract.mjs): the
// same check `pnpm release <remote>` makes before publishing, here on the sources.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES, ROOT } from './release/store.mjs';

const [app, ...jestArgs] = process.argv.slice(2);
if (!REMOTES.includes(app)) {
  console.error(`Usage : remote-test.mjs <remote> [arguments de jest] (remotes : ${REMOTES.join(', ')})`);
  process.exit(2);
}

const jest = path.join(path.dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin/jest.js');
const run = (label, args) => {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const { status } = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  return { label, ok: status === 0, seconds: ((performance.now() - started) / 1000).toFixed(1) };
};

// Both steps run even when the first fails: a team sees everything that stands in its way at once.
const results = [
  run(`tests de ${app} (jest)`, [
    '--experimental-vm-modules',
    '--no-warnings',
    jest,
    '--config',
    path.join(ROOT, 'jest.config.mjs'),
    '--selectProjects',
    app,
    ...jestArgs,
  ]),
  run(`contrat de ${app} avec le shell en ligne`, [path.join(ROOT, 'scripts/release/shell-contract-cli.mjs'), app]),
];
console.log('\nRésumé');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.label} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
