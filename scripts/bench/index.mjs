#!/usr/bin/env node
// pnpm bench — every performance measurement of the site, one after the other (never in parallel: they would
// share this machine's cores), then ONE summary table with the machine it ran on:
//   pages    Lighthouse mobile, median of 3, JS bytes, federated vs non-federated (bench:pages)
//   search   the catalogue API on PostgreSQL, 50,000 vehicles, with the bare SQL time (bench:search)
//   delivery the delivery price of a département under load (bench:delivery)
//   ssr      the site server rendering pages under an open-loop load, cached, uncached and off (bench:ssr)
//   startup  each server's start-up, compiled and through tsx (bench:startup)
//   inbox    the staff inbox's list and search at 100,000 requests, PGlite and PostgreSQL (bench:inbox)
// Each sub-bench prints its own detail first, and records its figures in docs/performance-figures.json
// and the table of docs/performance.md (figures.mjs): a bench left out keeps its rows there.
// BENCH_ONLY=pages,search limits the list.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchSettings } from './support.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-bench-'));
const only = benchSettings.list('BENCH_ONLY');
const BENCHES = [
  { key: 'pages', script: 'pages.mjs' },
  { key: 'search', script: 'search.mjs' },
  { key: 'delivery', script: 'delivery.mjs' },
  { key: 'ssr', script: 'ssr.mjs' },
  { key: 'startup', script: 'startup.mjs' },
  { key: 'inbox', script: 'inbox.mjs' },
].filter((b) => only.includes(b.key));

function runBench(bench) {
  const summary = path.join(work, `${bench.key}.json`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(HERE, bench.script)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SUMMARY: summary },
    });
    child.on('exit', (code) => {
      let figures = null;
      try {
        figures = JSON.parse(fs.readFileSync(summary, 'utf8'));
      } catch {
        /* no summary: the bench failed or does not write one */
      }
      resolve({ ...bench, ok: code === 0, figures });
    });
  });
}

const started = performance.now();
const results = [];
for (const bench of BENCHES) {
  console.log(`\n━━━ pnpm bench:${bench.key} ━━━\n`);
  results.push(await runBench(bench));
}
fs.rmSync(work, { recursive: true, force: true });

const cpu = os.cpus()[0]?.model ?? '?';
console.log(
  `\n━━━ Résumé — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism?.() ?? os.cpus().length} cœurs ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} Gio, Node ${process.version}, ${os.platform()} ━━━\n`,
);
console.log('| mesure | valeur | objectif | atteint |\n|---|---|---|---|');
const row = (label, value, target, ok) =>
  console.log(`| ${label} | ${value} | ${target} | ${ok === null ? '—' : ok ? '✔' : '✘'} |`);
const ms = (n) => `${Math.round(n)} ms`;
for (const r of results) {
  if (!r.ok || !r.figures) {
    row(`bench:${r.key}`, 'échec (voir plus haut)', '—', false);
    continue;
  }
  if (r.key === 'pages') {
    for (const page of r.figures.pages) {
      const f = r.figures.federated[page.name];
      const off = r.figures.clientRendered?.[page.name];
      const m = r.figures.monolith?.[page.name];
      row(
        `${page.name} : score Lighthouse SSR (sans SSR, monolithe)`,
        `${f.score}${off ? ` (${off.score}, ${m.score})` : ''}`,
        '≥ 95',
        f.score >= 95,
      );
      row(
        `${page.name} : LCP · TBT · CLS avec SSR`,
        `${(f.lcp / 1000).toFixed(2)} s · ${ms(f.tbt)} · ${f.cls.toFixed(3)}`,
        '≤ 1,8 s · ≤ 150 ms · ≤ 0,05',
        f.lcp <= 1800 && f.tbt <= 150 && f.cls <= 0.05,
      );
      if (off)
        row(
          `${page.name} : SSR pas pire que sans (score, LCP, TBT, CLS)`,
          `${f.score}/${off.score}, ${(f.lcp / 1000).toFixed(2)}/${(off.lcp / 1000).toFixed(2)} s, ${ms(f.tbt)}/${ms(off.tbt)}, ${f.cls.toFixed(3)}/${off.cls.toFixed(3)}`,
          'aucune mesure pire',
          f.score >= off.score && f.lcp <= off.lcp && f.tbt <= off.tbt && f.cls <= off.cls,
        );
      if (off && m)
        row(
          `${page.name} : JS gzip fédéré / monolithe, LCP sans SSR / monolithe`,
          `${(off.jsGzip / 1024).toFixed(0)} / ${(m.jsGzip / 1024).toFixed(0)} Kio (${Math.round((100 * off.jsGzip) / m.jsGzip)} %), ${Math.round((100 * off.lcp) / m.lcp)} %`,
          '≤ 115 %',
          off.jsGzip <= 1.15 * m.jsGzip && off.lcp <= 1.15 * m.lcp,
        );
    }
    row(
      'JS au premier chargement de / (gzip)',
      `${(r.figures.federated.accueil.jsGzip / 1024).toFixed(0)} Kio`,
      '≤ 150 Kio',
      r.figures.federated.accueil.jsGzip <= 150 * 1024,
    );
  } else if (r.key === 'search') {
    for (const line of r.figures.rows ?? []) row(line.label, line.value, line.target, line.ok);
  } else {
    for (const line of r.figures.rows ?? []) row(line.label, line.value, line.target, line.ok);
  }
}
console.log(`\nDurée totale : ${((performance.now() - started) / 60000).toFixed(1)} min`);
console.log(
  'Derniers chiffres de chaque banc : docs/performance.md « Latest figures » (docs/performance-figures.json).',
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
