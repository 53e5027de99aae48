#!/usr/bin/env node
// pnpm bench:delivery — on this machine: time to release each app, time to roll back, and the
// bytes a returning visitor downloads when only one remote (mf-catalogue) changed.
// Runs on a release store and database of its own (nothing of `pnpm start` is touched). Its figures
// are recorded in docs/performance-figures.json and docs/performance.md's table (figures.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { benchSettings } from './support.mjs';
import { recordFigures } from './figures.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-bench-delivery-'));
process.env.RELEASE_STORE = path.join(work, 'releases');
const { APPS, ROOT } = await import('../release/store.mjs');
const { release } = await import('../release/release.mjs');
const { rollback } = await import('../release/rollback.mjs');
const { startSite } = await import('../processes.mjs');
const require = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const rows = [];
let releaseSeconds = 0;
for (const app of APPS) {
  const r = await release(app, { quiet: true });
  releaseSeconds += r.seconds;
  rows.push([`release ${app}`, `${r.seconds.toFixed(2)} s`, r.version]);
}

const SITE = 3200;
const API = 4200;
const site = await startSite({
  apiPort: API,
  sitePort: SITE,
  env: { DATA_DIR: path.join(work, 'pglite'), RELEASE_STORE: process.env.RELEASE_STORE, LOG_LEVEL: 'warn' },
});
const chromiumPath = [benchSettings.text('CHROMIUM_PATH')].find((p) => fs.existsSync(p));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  let transfers = [];
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) =>
    transfers.push({ url: urls.get(e.requestId) ?? '', bytes: e.encodedDataLength }),
  );

  const visit = async () => {
    for (const p of ['/', '/connexion', '/services', '/reprise-voiture', '/achat-par-energie/diesel']) {
      await page.goto(`${site.siteUrl}${p}`, { waitUntil: 'networkidle' });
    }
  };
  await visit(); // first visit: fills the browser cache
  const firstVisit = transfers.reduce((n, t) => n + t.bytes, 0);

  // A release where one page of the catalogue changed: an attribute added to the listing page's
  // markup for this build only (the source file is put back at once), so its chunk — and the
  // entry that names it — change, and nothing else. The visit below shows a listing.
  const pageSource = path.join(ROOT, 'mf-catalogue/src/pages/listing-page.tsx');
  const source = fs.readFileSync(pageSource, 'utf8');
  let changed;
  try {
    fs.writeFileSync(
      pageSource,
      source.replace('data-testid="listing-results"', `data-testid="listing-results" data-bench="${Date.now()}"`),
    );
    changed = await release('mf-catalogue', { quiet: true });
  } finally {
    fs.writeFileSync(pageSource, source);
  }
  rows.push(['release mf-catalogue (la page des listes a changé)', `${changed.seconds.toFixed(2)} s`, changed.version]);

  transfers = [];
  await visit(); // the same visitor comes back after the catalogue release
  const byArea = {};
  for (const t of transfers) {
    const area =
      /\/releases\/([^/]+)\//.exec(t.url)?.[1] ??
      (new URL(t.url || 'http://x/').port === String(API) ? 'api' : 'site (html, registry)');
    byArea[area] = (byArea[area] ?? 0) + t.bytes;
  }

  const rb = await rollback('mf-catalogue');
  rows.push(['rollback mf-catalogue', `${rb.ms.toFixed(1)} ms`, `${rb.from} → ${rb.to}`]);

  console.log('\nLivraison indépendante — mesures sur cette machine\n');
  console.log('| étape | durée | version |\n|---|---|---|');
  for (const [a, b, c] of rows) console.log(`| ${a} | ${b} | ${c} |`);
  console.log(`\nPremière visite (5 pages, cache vide) : ${(firstVisit / 1024).toFixed(1)} KiB transférés`);
  console.log(
    'Visite suivante après une release de mf-catalogue où seule la page des listes a changé (octets transférés, 304 compris) :\n',
  );
  console.log('| origine | KiB |\n|---|---|');
  for (const [area, bytes] of Object.entries(byArea).sort((a, b) => b[1] - a[1]))
    console.log(`| ${area} | ${(bytes / 1024).toFixed(1)} |`);
  const summaryFile = benchSettings.optional('BENCH_SUMMARY');
  if (summaryFile) {
    const summary = [
      ...rows.map(([label, value]) => ({ label, value, target: '—', ok: null })),
      {
        label: 'première visite, 5 pages (transféré)',
        value: `${(firstVisit / 1024).toFixed(0)} Kio`,
        target: '—',
        ok: null,
      },
      {
        label: 'retour après une release de mf-catalogue (transféré)',
        value: `${(Object.values(byArea).reduce((a, b) => a + b, 0) / 1024).toFixed(0)} Kio`,
        target: '—',
        ok: null,
      },
    ];
    fs.writeFileSync(summaryFile, JSON.stringify({ rows: summary }));
  }
  const kib = (bytes, digits = 0) => Number((bytes / 1024).toFixed(digits));
  await recordFigures(
    'delivery',
    [
      {
        what: `release of the ${APPS.length} apps, one after the other, builds included`,
        value: Number(releaseSeconds.toFixed(1)),
        unit: 's',
      },
      { what: 'release of mf-catalogue where one page changed', value: Number(changed.seconds.toFixed(1)), unit: 's' },
      { what: 'rollback of mf-catalogue', value: Number(rb.ms.toFixed(1)), unit: 'ms' },
      { what: 'first visit, 5 pages, empty cache: transferred', value: kib(firstVisit), unit: 'KiB' },
      {
        what: 'return visit after a release of mf-catalogue where one page changed: transferred',
        value: kib(Object.values(byArea).reduce((a, b) => a + b, 0)),
        unit: 'KiB',
      },
      { what: 'of which mf-catalogue’s files', value: kib(byArea['mf-catalogue'] ?? 0, 1), unit: 'KiB' },
    ],
    { settings: '5 pages visited in Debian’s Chromium, a release store and embedded database of its own' },
  );
} finally {
  await browser.close();
  await site.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
