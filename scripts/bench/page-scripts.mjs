// What a page's scripts spend their time on while it starts, per function of the sources: the
// site as it runs (`pnpm start`), a page loaded several times in Debian's Chromium with a CPU
// profile (Chrome DevTools Protocol, one sample every 100 µs), each frame mapped to its source
// through the release store's source maps (.releases/.sourcemaps, never served). Prints the median
// over the runs of the inclusive milliseconds of the busiest functions, and of the self time per
// package. The profiler slows the page down (about twice here): read the figures side by side,
// before and after a change, not as a phone's. On a server-rendered page the scripts start after
// the first paint (shell/server/index-html.ts), so these are the tasks Lighthouse counts in TBT.
//
//   pnpm bench:scripts /a-propos/faq [runs] [filter]   (filter: a regular expression on the functions)
//
// Environment: BENCH_SITE_URL (http://localhost:3000, the README's `pnpm start`), CHROMIUM_PATH.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { benchSettings, median } from './support.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_MAPS = path.join(ROOT, '.releases', '.sourcemaps');
const [pagePath = '/', runsArg = '3', filter] = process.argv.slice(2);
const site = benchSettings.optional('BENCH_SITE_URL') ?? 'http://localhost:3000';
const runs = Math.max(1, Number(runsArg) || 3);
const TOP = 25;

const maps = new Map();
/** The source map of a released script (/releases/<app>/<version>/<file>), or null. */
function mapOf(url) {
  if (!maps.has(url)) {
    const match = url.match(/\/releases\/([^/]+)\/([^/]+)\/(.+)$/);
    const file = match && path.join(SOURCE_MAPS, match[1], match[2], `${match[3]}.map`);
    maps.set(url, file && fs.existsSync(file) ? new TraceMap(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url);
}

/** A package or a workspace folder, from a source path of a map. */
function packageOf(source) {
  const inModules = source.split('node_modules/').pop();
  if (inModules !== source)
    return inModules.startsWith('@') ? inModules.split('/').slice(0, 2).join('/') : inModules.split('/')[0];
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .split('/')
    .slice(0, 2)
    .join('/');
}

const frames = new Map();
/** A profile frame as « function@source:line » and its package. */
function frameOf(callFrame) {
  const key = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}:${callFrame.functionName}`;
  if (!frames.has(key)) {
    let name = callFrame.functionName || '(anonyme)';
    let pkg = callFrame.url ? callFrame.url.split('/').pop() : name;
    const map = callFrame.url && callFrame.lineNumber >= 0 ? mapOf(callFrame.url) : null;
    if (map) {
      const at = originalPositionFor(map, { line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
      if (at.source) {
        pkg = packageOf(at.source);
        name = `${at.name ?? name}@${at.source
          .split('node_modules/')
          .pop()
          .replace(/^webpack:\/\/[^/]*\//, '')
          .slice(-70)}:${at.line}`;
      }
    }
    frames.set(key, { name, pkg });
  }
  return frames.get(key);
}

async function profileOnce(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(new URL(pagePath, site).href, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map();
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(id).callFrame;
    if (['(idle)', '(program)', '(root)'].includes(leaf.functionName)) return;
    const { pkg } = frameOf(leaf);
    self.set(pkg, (self.get(pkg) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { name } = frameOf(byId.get(at).callFrame);
      if (name === '(root)' || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  return { inclusive, self };
}

function printMedians(title, results, pick, limit, only) {
  const names = new Set(results.flatMap((r) => [...pick(r).keys()]));
  const rows = [...names]
    .filter((name) => !only || only.test(name))
    .map((name) => [name, median(results.map((r) => pick(r).get(name) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  console.log(`\n| ${title} | ms (médiane de ${results.length}) |\n|---|---|`);
  for (const [name, ms] of rows) console.log(`| ${name.replace(/\|/g, '\\|')} | ${ms.toFixed(1)} |`);
}

const browser = await chromium.launch({ executablePath: benchSettings.text('CHROMIUM_PATH'), args: ['--no-sandbox'] });
const results = [];
try {
  for (let i = 0; i < runs; i += 1) results.push(await profileOnce(browser));
} finally {
  await browser.close();
}
console.log(`Démarrage de ${pagePath} (${site}), ${runs} chargements, profil CPU toutes les 100 µs`);
printMedians('temps propre par paquet', results, (r) => r.self, 15);
printMedians('fonction (temps inclusif)', results, (r) => r.inclusive, TOP, filter ? new RegExp(filter) : undefined);
