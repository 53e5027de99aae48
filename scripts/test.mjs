#!/usr/bin/env node
// pnpm test: every test of the project, in order: lint (incl. the architecture boundaries and the
// formatter's check),
// type check, front-end unit/component tests (jest), size budgets of each app's first download,
// API tests on the embedded database (and on PostgreSQL too when DATABASE_URL is set), then
// Playwright e2e against production builds, then the multi-instance test of the site tier (two APIs
// and two site servers behind HAProxy: scripts/cluster/multi-instance.mjs), which says in one line
// that it is skipped unless DATABASE_URL (PostgreSQL), REDIS_URL and haproxy are there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import os from 'node:os';
import { ROOT } from './release/store.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-test-'));
const jestReport = (name) => ['--json', `--outputFile=${path.join(reports, `${name}.json`)}`];

const require = createRequire(import.meta.url);
const bin = (pkg, rel) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), rel);
const only = process.argv.slice(2);
const steps = [
  ['lint', [path.join(ROOT, 'scripts/lint.mjs')]],
  ['typecheck', [path.join(ROOT, 'scripts/typecheck.mjs')]],
  ['unit', ['--experimental-vm-modules', '--no-warnings', bin('jest', 'bin/jest.js'), '--ci', ...jestReport('unit')]],
  ['budgets', [path.join(ROOT, 'scripts/budgets/check.mjs')]],
  [
    'api',
    [
      '--experimental-vm-modules',
      '--no-warnings',
      bin('jest', 'bin/jest.js'),
      '--ci',
      '--config',
      'jest.config.mjs',
      ...jestReport('api'),
    ],
    path.join(ROOT, 'api'),
  ],
  ['e2e', [path.join(ROOT, 'scripts/e2e.mjs')]],
  ['cluster', [path.join(ROOT, 'scripts/cluster/multi-instance.mjs'), path.join(reports, 'cluster.json')]],
];

fs.rmSync(path.join(ROOT, 'e2e/.artifacts/results.json'), { force: true });
const results = [];
for (const [name, args, cwd = ROOT] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({
    name,
    ok: run.status === 0,
    seconds,
    how: run.signal ? `signal ${run.signal}` : `code ${run.status}`,
  });
  if (run.status !== 0) break;
}
console.log('\nRésumé');
// A step that failed says how it ended: a crash or an unsettled top-level await (code 13) prints
// nothing of its own.
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s${r.ok ? '' : `, ${r.how}`})`);
const failed = results.filter((r) => !r.ok).length;

// One plain closing line with the number of tests run: jest reports (unit, api) + Playwright (e2e).
function counts() {
  let passed = 0;
  let failedTests = 0;
  for (const name of ['unit', 'api']) {
    try {
      const report = JSON.parse(fs.readFileSync(path.join(reports, `${name}.json`), 'utf8'));
      passed += report.numPassedTests;
      failedTests += report.numFailedTests;
    } catch {
      /* step not run */
    }
  }
  try {
    // The multi-instance test's checks (scripts/cluster/multi-instance.mjs; none when it was skipped).
    const report = JSON.parse(fs.readFileSync(path.join(reports, 'cluster.json'), 'utf8'));
    passed += report.passed;
    failedTests += report.failed;
  } catch {
    /* step not run, or skipped */
  }
  let flaky = [];
  try {
    const report = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e/.artifacts/results.json'), 'utf8'));
    passed += report.stats.expected + report.stats.flaky;
    failedTests += report.stats.unexpected;
    flaky = flakyTests(report);
  } catch {
    /* e2e not run */
  }
  return { passed, failedTests, flaky };
}

/** Playwright tests that failed first and passed on retry: « file › title ». */
function flakyTests(report) {
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky')) found.push(`${spec.file ?? file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return found;
}

const { passed, failedTests, flaky } = counts();
if (flaky.length) {
  console.log(`\nInstables : ${flaky.length} test(s) passé(s) seulement au second essai — à corriger :`);
  for (const name of flaky) console.log(`  ⚠ ${name}`);
}
console.log(
  `\nTests: ${passed} passed${flaky.length ? ` (${flaky.length} flaky)` : ''}, ${failedTests + (failed && !failedTests ? 1 : 0)} failed`,
);
process.exit(failed ? 1 : 0);
