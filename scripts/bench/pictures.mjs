// What the drawn pictures cost a page's main thread: the site as it runs (`pnpm start`), a page
// loaded several times in Debian's Chromium, CPU slowed 4× as Lighthouse's phone, with a devtools
// trace; each load twice in turn, its /media pictures as the API sends them (WebP) and the same
// pictures as SVG (the request rewritten to the SVG of the same drawing). Prints per load the
// main thread's milliseconds in SVG image documents (SVGImage::DataChanged: parse, style and
// layout of each SVG <img>, the site's favicon among them), in image decoding on the main thread,
// the main thread's busy time from the navigation to 4 s after the load event, the first paint,
// and a TBT estimated from the trace (the part over 50 ms of each task after the first paint);
// then the medians. Lighthouse's TBT moves with everything else on the page (and with the moment of
// the first paint: work before it is not counted): the first two columns isolate the pictures.
//
//   pnpm bench:pictures [page…] [--runs N]   (default pages: / /achat and a vehicle page of /achat)
//
// Environment: BENCH_SITE_URL (http://localhost:3000, the README's `pnpm start`), CHROMIUM_PATH.
import { chromium } from 'playwright-core';
import { benchSettings, median } from './support.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 4) : 4;
const site = benchSettings.optional('BENCH_SITE_URL') ?? 'http://localhost:3000';
const CHROMIUM = benchSettings.text('CHROMIUM_PATH');
let pages = args.filter((a, i) => !a.startsWith('--') && (runsAt < 0 || i !== runsAt + 1));

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

if (pages.length === 0) {
  const html = await (await fetch(`${site}/achat`)).text();
  const vehicle = html.match(/href="(\/achat\/vehicule\/[^"]+\/\d+)"/)?.[1];
  pages = ['/', '/achat', ...(vehicle ? [vehicle] : [])];
}

/** One load of `path`, its pictures as `format`: the trace's figures for the page's main thread. */
async function load(path, format) {
  // A trace now and then lacks the navigation's start (as Lighthouse's NO_NAVSTART): load again.
  for (let attempt = 1; ; attempt += 1) {
    const figures = await traced(path, format);
    if (figures || attempt === 3)
      return figures ?? Promise.reject(new Error(`${path} : aucune trace complète en 3 essais`));
  }
}

async function traced(path, format) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Both ways go through the same interception, so that it costs each the same.
  await page.route(/\/media\/.*\.webp$/, async (route) => {
    const url = route.request().url();
    return route.fulfill({
      response: await route.fetch(format === 'svg' ? { url: url.replace(/\.webp$/, '.svg') } : {}),
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink',
        'loading',
        'toplevel',
        'blink.user_timing',
      ],
    },
    transferMode: 'ReportEvents',
  });
  await page.goto(`${site}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();

  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    .pop();
  if (!nav) return null;
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= nav.ts);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid)?.ts ?? nav.ts;
  const ms = (list) => list.reduce((total, e) => total + e.dur, 0) / 1000;
  const after = main.filter((e) => e.name === 'RunTask' && e.ts >= fcp);
  return {
    fcp: (fcp - nav.ts) / 1000,
    busy: ms(main.filter((e) => e.name === 'RunTask')),
    svgDocuments: ms(main.filter((e) => e.name === 'SVGImage::DataChanged')),
    decoding: ms(main.filter((e) => /^(Decode Image|ImageDecodeTask|Decode LazyPixelRef)$/.test(e.name))),
    tbt: after.reduce((total, e) => total + Math.max(0, e.dur / 1000 - 50), 0),
  };
}

const round = (n) => String(Math.round(n)).padStart(5);
console.log(`${site}, CPU ×4, ${runs} loads each way, in turn (ms of the main thread)`);
console.log('page                                     format  SVG documents  decoding  busy  first paint  TBT (trace)');
for (const path of pages) {
  const figures = { webp: [], svg: [] };
  for (let i = 0; i < runs; i += 1)
    for (const format of ['svg', 'webp']) figures[format].push(await load(path, format));
  for (const format of ['svg', 'webp']) {
    const f = figures[format];
    const m = (key) => median(f.map((x) => x[key]));
    const all = (key) => f.map((x) => Math.round(x[key])).join(', ');
    console.log(
      `${path.slice(0, 40).padEnd(40)} ${format.padEnd(6)}  ${round(m('svgDocuments'))}          ${round(m('decoding'))}  ${round(m('busy'))}  ${round(m('fcp'))}        ${round(m('tbt'))}   (SVG documents: ${all('svgDocuments')}; busy: ${all('busy')}; TBT: ${all('tbt')})`,
    );
  }
}
await browser.close();
