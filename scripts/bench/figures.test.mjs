// The latest figures (scripts/bench/figures.mjs): docs/performance.md's table is what the figures file
// gives, the page stays a short reference, and a bench's record replaces its own rows only.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  END_MARKER,
  FIGURES_FILE,
  PAGE_FILE,
  ROOT,
  START_MARKER,
  commitLabel,
  figuresTable,
  pageWithTable,
  readFigures,
  recordFigures,
  serialiseFigures,
} from './figures.mjs';

const page = () => fs.readFileSync(path.join(ROOT, PAGE_FILE), 'utf8');

describe('docs/performance.md', () => {
  it('shows the table generated from docs/performance-figures.json (pnpm perf:doc)', () => {
    expect(page()).toBe(pageWithTable(page(), readFigures()));
  });

  it('stays a reference: under 300 lines', () => {
    expect(page().trimEnd().split('\n').length).toBeLessThan(300);
  });

  it('has the figures file as the figures file writes itself', () => {
    const text = fs.readFileSync(path.join(ROOT, FIGURES_FILE), 'utf8');
    expect(text).toBe(serialiseFigures(JSON.parse(text)));
  });

  it('gives every bench a date, a commit or null, a CPU index or null, and figures with a unit', () => {
    for (const [key, bench] of Object.entries(readFigures().benches)) {
      expect([key, bench.date]).toEqual([key, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
      expect(bench.commit === null || /^[0-9a-f]{7,}( \+modifs)?$/.test(bench.commit)).toBe(true);
      expect(bench.cpuIndex === null || Number.isFinite(bench.cpuIndex)).toBe(true);
      expect(bench.figures.length).toBeGreaterThan(0);
      for (const figure of bench.figures) {
        expect(typeof figure.what).toBe('string');
        expect(typeof figure.unit).toBe('string');
        const values = Array.isArray(figure.value) ? figure.value : [figure.value];
        expect(values.every(Number.isFinite)).toBe(true);
        if (figure.target) expect(Object.keys(figure.target)).toEqual([expect.stringMatching(/^(min|max)$/)]);
      }
    }
  });
});

describe('the figures table', () => {
  let root;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-figures-'));
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, PAGE_FILE), `# P\n\n${START_MARKER}\nold\n${END_MARKER}\n\nafter\n`);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const record = (bench, figures, options) =>
    recordFigures(bench, figures, { root, machine: '2 cores', cpuIndex: 2000, log: () => {}, ...options });

  it('replaces the recorded bench and keeps the others, with their own date, commit and CPU index', async () => {
    await record('search', [{ what: 'p99', value: 12.5, unit: 'ms', target: { max: 50 } }], {
      date: '2026-11-24',
      commit: null,
      cpuIndex: null,
    });
    await record('pages', [{ what: 'score', value: 90, unit: '', target: { min: 95 } }], {
      date: '2026-11-29',
      commit: 'abc1234',
    });
    await record('pages', [{ what: 'score', value: 99, unit: '', target: { min: 95 } }], {
      date: '2026-12-08',
      commit: 'def5678 +modifs',
      cpuIndex: 2666.6,
    });
    const text = fs.readFileSync(path.join(root, PAGE_FILE), 'utf8');
    expect(text).toContain(
      [
        START_MARKER,
        '| bench | figure | value | unit | target | met | date | commit | CPU index |',
        '|---|---|---|---|---|---|---|---|---|',
        '| `bench:pages` | score | 99 | — | ≥ 95 | ✔ | 2026-12-08 | def5678 +modifs | 2,667 |',
        '| `bench:search` | p99 | 12.5 | ms | ≤ 50 | ✔ | 2026-11-24 | unknown | unknown |',
        '',
        '- `bench:pages`: 2 cores.',
        '- `bench:search`: 2 cores.',
        END_MARKER,
      ].join('\n'),
    );
    expect(text.endsWith(`${END_MARKER}\n\nafter\n`)).toBe(true);
    expect(Object.keys(readFigures(root).benches)).toEqual(['search', 'pages']);
  });

  it('marks a range by its worst end, and a figure measured apart by its own date', () => {
    const table = figuresTable({
      benches: {
        ssr: {
          date: '2026-11-29',
          commit: '2968e0c',
          cpuIndex: null,
          machine: 'm',
          settings: 's',
          figures: [
            { what: 'p99', value: [52, 64], unit: 'ms', target: { max: 60 } },
            { what: 'rate | held', value: 1600, unit: 'req/s', date: '2026-11-23' },
          ],
        },
      },
    });
    expect(table.split('\n').slice(2)).toEqual([
      '| `bench:ssr` | p99 | 52–64 | ms | ≤ 60 | ✘ | 2026-11-29 | 2968e0c | unknown |',
      '| `bench:ssr` | rate \\| held | 1,600 | req/s | — |  | 2026-11-23 | 2968e0c | unknown |',
      '',
      '- `bench:ssr`: m; s.',
    ]);
  });

  it('names the commit measured, with « +modifs » when the work tree differs but for the figures', () => {
    const git = (...args) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: root });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'first');
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    expect(commitLabel(root)).toBe(hash);
    fs.appendFileSync(path.join(root, PAGE_FILE), 'table written again\n');
    fs.writeFileSync(path.join(root, FIGURES_FILE), '{}\n');
    expect(commitLabel(root)).toBe(hash);
    fs.writeFileSync(path.join(root, 'changed.mjs'), 'export {};\n');
    expect(commitLabel(root)).toBe(`${hash} +modifs`);
    expect(commitLabel(path.join(os.tmpdir(), 'nowhere-ga-figures'))).toBe(null);
  });
});
