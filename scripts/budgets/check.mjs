#!/usr/bin/env node
// `pnpm budgets` (a step of `pnpm test`): builds each app for production into a temporary folder
// and checks the gzip size of its entry and initial chunks against budgets.json; exits 1 when an
// app grows past its budget. Raising a budget is a reviewed change of budgets.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../release/build-app.mjs';
import { APPS, ROOT } from '../release/store.mjs';
import { chunksWithZod, measure, overBudget } from './sizes.mjs';
import { compileHintProblems } from './compile-hint.mjs';

const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'));
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-budgets-'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} Kio`;
const sizes = {};
const withZod = [];
const hints = [];
try {
  for (const app of APPS) {
    const dist = path.join(out, app);
    buildApp(path.join(ROOT, app), true, dist);
    sizes[app] = measure(dist, app);
    for (const chunk of chunksWithZod(dist, budgets.withoutZod?.[app] ?? [])) withZod.push({ app, ...chunk });
    for (const hint of compileHintProblems(dist)) hints.push({ app, ...hint });
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}

console.log('| app | entrée (gzip) | budget | entrée + chunks initiaux (gzip) | budget |\n|---|---|---|---|---|');
for (const [app, size] of Object.entries(sizes)) {
  const budget = budgets.apps[app] ?? {};
  console.log(
    `| ${app} | ${kb(size.entry)} | ${budget.entry ? kb(budget.entry) : '—'} | ${kb(size.initial)} | ${budget.initial ? kb(budget.initial) : '—'} |`,
  );
}
const over = overBudget(sizes, budgets.apps);
for (const o of over) console.error(`✘ ${o.app} : ${o.kind} ${kb(o.bytes)} > budget ${kb(o.budget)}`);
for (const z of withZod) console.error(`✘ ${z.app} : le chunk ${z.name} ${z.problem} (budgets.json « withoutZod »)`);
for (const h of hints) console.error(`✘ ${h.app} : ${h.file} ${h.problem}`);
if (over.length || withZod.length || hints.length) process.exit(1);
console.log('\nToutes les applications sont dans leur budget.');
