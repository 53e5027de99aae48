#!/usr/bin/env node
// The latest figures of the benches, kept in the repository: docs/performance-figures.json holds, per
// bench, its last run (date, commit, CPU index, machine, settings) and its figures; the table of
// docs/performance.md « Latest figures », between its two markers, is generated from that file.
//   - Each bench calls recordFigures() when it ends: its entry is replaced, the others' are kept with
//     their own date, commit and CPU index; the table is written again.
//   - `pnpm perf:doc` (this file run alone) writes the table again from the file, after a hand edit.
//   - scripts/bench/figures.test.mjs fails when the page's table is not what this writes.
// A figure: { what, value, unit, target? }, value a number or a [low, high] range (figures copied
// from an older report), target { max } or { min } in the figure's unit. A figure may carry its own
// date, commit or cpuIndex when it was measured apart from the rest of its bench's entry.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIGURES_FILE = 'docs/performance-figures.json';
export const PAGE_FILE = 'docs/performance.md';
export const START_MARKER = '<!-- figures:start: written by scripts/bench/figures.mjs, do not edit -->';
export const END_MARKER = '<!-- figures:end -->';
/** The table's order: `pnpm bench`'s (index.mjs), then any other bench by name. */
const BENCH_ORDER = ['pages', 'search', 'delivery', 'ssr', 'startup', 'inbox'];

/**
 * The commit measured: `git rev-parse --short HEAD`, with « +modifs » when the work tree differs
 * from it (the figures file and the page it feeds do not count: a bench writes them), null without git.
 */
export function commitLabel(root = ROOT) {
  try {
    const git = (...args) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const hash = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--', '.', `:!${FIGURES_FILE}`, `:!${PAGE_FILE}`).trim() !== '';
    return dirty ? `${hash} +modifs` : hash;
  } catch {
    return null;
  }
}

/** This machine in a few words: cores, CPU model, memory, Node. */
export function machineLabel() {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const model = (os.cpus()[0]?.model ?? '?').trim();
  return `${cores} cores ${model}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`;
}

export function readFigures(root = ROOT) {
  const file = path.join(root, FIGURES_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { benches: {} };
}

/** The file as written: two-space JSON, each figure on one line (small diffs, easy to read). */
export function serialiseFigures(data) {
  const text = JSON.stringify(
    data,
    (key, value) =>
      key === 'figures'
        ? value.map((figure) => `\u0000${JSON.stringify(figure, null, 1).replace(/\n\s*/g, ' ')}`)
        : value,
    2,
  );
  return `${text.replace(/"\\u0000(.*)"/g, (_, inner) => JSON.parse(`"${inner}"`))}\n`;
}

const number = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });
const shown = (value) => (Array.isArray(value) ? value.map(number).join('–') : number(value));
const cell = (text) => String(text).replace(/\|/g, '\\|');

/** ✔ when the whole value (both ends of a range) meets the target, ✘ when not, empty without a target. */
function met(value, target) {
  if (!target) return '';
  const values = Array.isArray(value) ? value : [value];
  const ok = values.every((v) => ('max' in target ? v <= target.max : v >= target.min));
  return ok ? '✔' : '✘';
}

function targetText(target) {
  if (!target) return '—';
  return 'max' in target ? `≤ ${number(target.max)}` : `≥ ${number(target.min)}`;
}

function benchKeys(data) {
  const keys = Object.keys(data.benches ?? {});
  const rank = (key) => (BENCH_ORDER.includes(key) ? BENCH_ORDER.indexOf(key) : BENCH_ORDER.length);
  return keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The Markdown between the page's markers: one table of every figure, then each bench's machine and settings. */
export function figuresTable(data) {
  const lines = [
    '| bench | figure | value | unit | target | met | date | commit | CPU index |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const notes = [];
  for (const key of benchKeys(data)) {
    const bench = data.benches[key];
    for (const figure of bench.figures) {
      const date = figure.date ?? bench.date;
      const commit = figure.commit !== undefined ? figure.commit : bench.commit;
      const cpuIndex = figure.cpuIndex !== undefined ? figure.cpuIndex : bench.cpuIndex;
      lines.push(
        `| ${[
          `\`bench:${key}\``,
          cell(figure.what),
          shown(figure.value),
          figure.unit || '—',
          targetText(figure.target),
          met(figure.value, figure.target),
          date,
          commit ?? 'unknown',
          cpuIndex == null ? 'unknown' : number(Math.round(cpuIndex)),
        ].join(' | ')} |`,
      );
    }
    const about = [bench.machine, bench.settings, bench.note].filter(Boolean).join('; ');
    notes.push(`- \`bench:${key}\`: ${about}.`);
  }
  return [...lines, '', ...notes].join('\n');
}

/** `page` with the text between its markers replaced by the table of `data`. */
export function pageWithTable(page, data) {
  const start = page.indexOf(START_MARKER);
  const end = page.indexOf(END_MARKER);
  if (start === -1 || end < start) throw new Error(`${PAGE_FILE} : marqueurs du tableau des chiffres introuvables`);
  return `${page.slice(0, start + START_MARKER.length)}\n${figuresTable(data)}\n${page.slice(end)}`;
}

/** Writes the page's table again from the figures file. */
export function writeTable(root = ROOT) {
  const file = path.join(root, PAGE_FILE);
  fs.writeFileSync(file, pageWithTable(fs.readFileSync(file, 'utf8'), readFigures(root)));
}

/**
 * Records the figures of one run of `bench` (e.g. 'search'): its entry of the figures file is
 * replaced, then the page's table is written again. `cpuIndex`: Lighthouse's benchmark index of this
 * machine (measured here when not given: cpu.mjs); `settings`: how it was run, in a few words.
 */
export async function recordFigures(bench, figures, options = {}) {
  const { root = ROOT, settings, note, log = console.log } = options;
  let { cpuIndex } = options;
  if (cpuIndex === undefined) {
    const { cpuIndex: measure } = await import('./cpu.mjs');
    cpuIndex = await measure();
  }
  const data = readFigures(root);
  data.benches = data.benches ?? {};
  data.benches[bench] = {
    command: `pnpm bench:${bench}`,
    date: options.date ?? new Date().toISOString().slice(0, 10),
    commit: options.commit !== undefined ? options.commit : commitLabel(root),
    cpuIndex: cpuIndex == null ? null : Math.round(cpuIndex),
    machine: options.machine ?? machineLabel(),
    ...(settings ? { settings } : {}),
    ...(note ? { note } : {}),
    figures,
  };
  fs.writeFileSync(path.join(root, FIGURES_FILE), serialiseFigures(data));
  writeTable(root);
  log(`\nChiffres de bench:${bench} enregistrés : ${FIGURES_FILE}, tableau de ${PAGE_FILE}.`);
  return data;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeTable();
  console.log(`Tableau de ${PAGE_FILE} écrit depuis ${FIGURES_FILE}.`);
}
