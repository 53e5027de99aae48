#!/usr/bin/env node
// pnpm lint: ESLint (rules and the architecture boundaries of docs/architecture.md), then the one
// formatter's check (Prettier, .prettierrc.json): a file not formatted fails the step with its name.
// `pnpm format` writes the formatting.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const bin = (pkg, rel) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel);

const checks = [
  ['ESLint', [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']],
  ['Prettier', [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level=warn', '.']],
];
let failed = false;
for (const [name, args] of checks) {
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) {
    failed = true;
    if (name === 'Prettier') console.error('Fichiers à formater : lancez `pnpm format` (Prettier) puis validez.');
  }
}
process.exit(failed ? 1 : 0);
