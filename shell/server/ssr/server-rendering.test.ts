// The site server's side of server rendering (docs/server-rendering.md), with a stand-in for the
// shell's server build (`server/ssr.cjs`) whose answer depends on the path: the allow-list, the
// markup and islands in the page, the status, redirects, and the fallback to the page the browser
// renders — on a throw, past the time limit, for a canary whose build fails, or when ops switch it off.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { COHORT_COOKIE, inCanary, newCohortId, signCohort } from '@ga/releases';
import { buildSiteServer, siteLogger } from '../site-server';
import { CATALOGUE_VERSION, SHELL_VERSION, createTestStore, type TestStore } from '../test-store';

const CANARY = '1.1.0-cccccccccc';

const STAND_IN = `
const { PassThrough } = require('node:stream');
const streamed = (html) => {
  const body = new PassThrough();
  body.end(html);
  return body;
};
exports.configure = () => {};
exports.loadedVersions = () => [];
exports.renderCookies = ['ncc_c', 'ncc_e'];
globalThis.__gaRenders = globalThis.__gaRenders || 0;
globalThis.__gaEvaluations = (globalThis.__gaEvaluations || 0) + 1;
exports.render = async ({ url, owner, nonce, cookies }) => {
  globalThis.__gaRenders += 1;
  const { pathname } = new URL(url);
  if (pathname === '/achat/attente') await new Promise((resolve) => setTimeout(resolve, 100));
  if (pathname === '/achat/panne') throw new Error('panne du rendu');
  if (owner && owner.version === '${CANARY}') throw new Error('build serveur du canari en panne');
  if (pathname === '/achat/lent') return new Promise(() => {});
  if (pathname === '/achat/ancienne') return { kind: 'redirect', status: 302, location: '/achat' };
  if (pathname === '/inconnue') return { kind: 'page', status: 404, probeHtml: '<h1>Page introuvable</h1>', body: streamed('<h1>Page introuvable</h1>'), apiState: {}, routerState: {}, pending: 0 };
  if (pathname === '/achat/flux') {
    // The body comes when the test says so: what the browser receives before it is the head.
    const body = new PassThrough();
    globalThis.__gaReleaseBody = () => body.end('<h1 class="titre-page">Corps du flux</h1>' + 'x'.repeat(40000));
    return { kind: 'page', status: 200, probeHtml: '<h1 class="titre-page"></h1>', body, apiState: {}, routerState: {}, pending: 0 };
  }
  const who = owner ? owner.remote + '@' + owner.version : 'shell';
  const html = '<h1 class="titre-page">Rendu par ' + who + '</h1><p>Cookies lus : ' + Object.keys(cookies).sort().join(',') + '</p><img src="https://api.test/photos/1.jpg?w=800&amp;h=520" fetchpriority="high" alt=""/><script nonce="' + nonce + '">/* React */</script>';
  return {
    kind: 'page',
    status: 200,
    probeHtml: html,
    body: streamed(html),
    apiState: { queries: { 'catalogueSearchVehicles(undefined)': { status: 'fulfilled', data: '</script><script>alert(1)</script>' } } },
    routerState: { loaderData: {} },
    pending: 0,
  };
};
`;

const registry = (canary: boolean, flags: { shell?: boolean; catalogue?: boolean } = {}) => ({
  apps: {
    shell: {
      live: SHELL_VERSION,
      history: [SHELL_VERSION],
      ...(flags.shell === undefined ? {} : { ssr: flags.shell }),
    },
    'mf-catalogue': {
      live: CATALOGUE_VERSION,
      history: [CATALOGUE_VERSION, CANARY],
      ...(canary ? { canary: { version: CANARY, share: 50, startedAt: new Date().toISOString() } } : {}),
      ...(flags.catalogue === undefined ? {} : { ssr: flags.catalogue }),
    },
  },
  remotes: {
    'mf-catalogue': { version: CATALOGUE_VERSION, entry: `/releases/mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js` },
  },
  ...(canary
    ? {
        canaries: {
          'mf-catalogue': { version: CANARY, entry: `/releases/mf-catalogue/${CANARY}/remoteEntry.js`, share: 50 },
        },
      }
    : {}),
});

let site: TestStore;
let app: ReturnType<typeof buildSiteServer>;

beforeEach(async () => {
  // Without the micro-cache: every request here is a render (the cache has its own tests below).
  site = createTestStore({ ssrTimeoutMs: 300, ssrCacheMs: 0 });
  site.write(`shell/${SHELL_VERSION}/server/ssr.cjs`, STAND_IN);
  site.write(
    `shell/${SHELL_VERSION}/main.abcdef0123.css`,
    '@font-face{src:url(assets/inter.0123456789.woff2)}.kit{background:url("data:image/svg+xml,x")}\n/*# sourceMappingURL=main.abcdef0123.css.map*/',
  );
  for (const version of [CATALOGUE_VERSION, CANARY]) {
    site.write(
      `mf-catalogue/${version}/routes.json`,
      JSON.stringify({
        app: 'mf-catalogue',
        routes: [],
        ssr: ['/achat', '/achat/:category'],
        client: ['/achat/comparer'],
      }),
    );
    site.write(`mf-catalogue/${version}/server/remoteEntry.js`, '/* build serveur */');
    site.write(`mf-catalogue/${version}/remoteEntry.js`, 'var mf_catalogue;');
    site.write(
      `mf-catalogue/${version}/release.json`,
      JSON.stringify({ pool: ['page.0123456789.css', 'other.0123456789.css'] }),
    );
  }
  site.write('mf-catalogue/page.0123456789.css', '.titre-page{color:red}');
  site.write('mf-catalogue/other.0123456789.css', '.jamais-utilise{color:blue}');
  site.writeRegistry(registry(false));
  app = buildSiteServer(site.config);
  await app.ready();
});

afterEach(async () => {
  await app.close();
  site.remove();
});

const rendered = (html: string) => /<div id="root" data-ssr="([^"]+)">/.exec(html)?.[1];

/** A render counter of /metrics (counters live as long as the process: tests compare before/after). */
async function renders(version: string, outcome: 'rendered' | 'fallback'): Promise<number> {
  const reply = await app.inject({ url: '/metrics' });
  expect(reply.statusCode).toBe(200);
  const line = reply.body
    .split('\n')
    .find((l) => l.startsWith(`ga_site_ssr_renders_total{app="${version}",outcome="${outcome}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('server rendering in the site server', () => {
  it('a listed page arrives rendered, styled, with its islands and a nonce on every script', async () => {
    const reply = await app.inject({ url: '/achat' });
    expect(reply.statusCode).toBe(200);
    expect(rendered(reply.body)).toBe(`mf-catalogue@${CATALOGUE_VERSION}`);
    expect(reply.body).toContain(`Rendu par mf-catalogue@${CATALOGUE_VERSION}`);
    expect(reply.headers['cache-control']).toBe('private, no-cache');
    // The rules of the CSS files that define a class of the markup, inlined in the head; not the others.
    const head = reply.body.slice(0, reply.body.indexOf('</head>'));
    expect(head).toContain('<style data-ga-ssr-css>.titre-page{color:red}</style>');
    // The shell's stylesheet is inlined too, its fonts' URLs made absolute, and no longer linked.
    expect(head).toContain(
      `<style data-ga-shell-css>@font-face{src:url(/releases/shell/${SHELL_VERSION}/assets/inter.0123456789.woff2)}.kit{background:url("data:image/svg+xml,x")}`,
    );
    expect(head).not.toContain('sourceMappingURL');
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(reply.body).not.toContain('jamais-utilise');
    // The image the markup marks as the largest is announced first.
    expect(head).toContain(
      '<link rel="preload" as="image" href="https://api.test/photos/1.jpg?w=800&amp;h=520" fetchpriority="high" />',
    );
    expect(reply.body).toContain('id="ga-ssr-state"');
    expect(reply.body).toContain('id="ga-ssr-router"');
    expect(reply.body).not.toContain('id="ga-first-data"');
    // API text in an island cannot close it.
    expect(reply.body).not.toContain('</script><script>alert(1)');
    const nonce = /nonce="([^"]+)"/.exec(reply.body)?.[1];
    for (const tag of reply.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('a page listed for the browser, or matched by nothing, is not rendered; an unknown address is, with 404', async () => {
    const client = (await app.inject({ url: '/achat/comparer' })).body;
    expect(rendered(client)).toBeUndefined();
    // The page the browser renders links the shell's stylesheet.
    expect(client).toMatch(/<link href="\/releases\/shell\/[^"]+\/main\.abcdef0123\.css" rel="stylesheet">/);
    expect(client).not.toContain('data-ga-shell-css');
    expect(rendered((await app.inject({ url: '/mon-compte' })).body)).toBeUndefined();
    const unknown = await app.inject({ url: '/inconnue' });
    expect(unknown.statusCode).toBe(404);
    expect(rendered(unknown.body)).toBe(`shell@${SHELL_VERSION}`);
  });

  it('a route redirect becomes a permanent redirect', async () => {
    const reply = await app.inject({ url: '/achat/ancienne' });
    expect(reply.statusCode).toBe(301);
    expect(reply.headers.location).toBe('/achat');
  });

  it('a render that throws or takes too long gives the page the browser renders, counted against its version', async () => {
    const before = await renders(`mf-catalogue@${CATALOGUE_VERSION}`, 'fallback');
    for (const url of ['/achat/panne', '/achat/lent']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(rendered(reply.body)).toBeUndefined();
      expect(reply.body).toContain('<div id="root"></div>');
    }
    expect(await renders(`mf-catalogue@${CATALOGUE_VERSION}`, 'fallback')).toBe(before + 2);
  });

  it('a canary whose server build fails: its visitors get the client page, counted against the canary only', async () => {
    site.writeRegistry(registry(true));
    const cohorts = Array.from({ length: 200 }, () => newCohortId());
    const inside = cohorts.find((id) => inCanary(id, 'mf-catalogue', 50))!;
    const outside = cohorts.find((id) => !inCanary(id, 'mf-catalogue', 50))!;
    const canaryBefore = await renders(`mf-catalogue@${CANARY}`, 'fallback');
    const liveBefore = await renders(`mf-catalogue@${CATALOGUE_VERSION}`, 'rendered');
    const liveFallbacks = await renders(`mf-catalogue@${CATALOGUE_VERSION}`, 'fallback');
    const page = async (cohort: string) =>
      (await app.inject({ url: '/achat', cookies: { [COHORT_COOKIE]: signCohort(cohort, site.config.cohortKey) } }))
        .body;
    expect(rendered(await page(inside))).toBeUndefined();
    expect(rendered(await page(outside))).toBe(`mf-catalogue@${CATALOGUE_VERSION}`);
    expect(await renders(`mf-catalogue@${CANARY}`, 'fallback')).toBe(canaryBefore + 1);
    expect(await renders(`mf-catalogue@${CATALOGUE_VERSION}`, 'rendered')).toBe(liveBefore + 1);
    expect(await renders(`mf-catalogue@${CATALOGUE_VERSION}`, 'fallback')).toBe(liveFallbacks);
  });

  it('a server build that is not the one release.json recorded is never evaluated: the client page, counted against its version', async () => {
    site.writeRegistry(registry(true));
    const cohorts = Array.from({ length: 200 }, () => newCohortId());
    const inside = cohorts.find((id) => inCanary(id, 'mf-catalogue', 50))!;
    const outside = cohorts.find((id) => !inCanary(id, 'mf-catalogue', 50))!;
    const page = async (cohort: string) =>
      (await app.inject({ url: '/achat', cookies: { [COHORT_COOKIE]: signCohort(cohort, site.config.cohortKey) } }))
        .body;
    // The canary's file altered in the store after publication (written behind release.json's back).
    fs.writeFileSync(path.join(site.store, 'mf-catalogue', CANARY, 'server', 'remoteEntry.js'), '/* autre chose */');
    const renders0 = (globalThis as { __gaRenders?: number }).__gaRenders ?? 0;
    const refusedBefore = await renders(`mf-catalogue@${CANARY}`, 'fallback');
    expect(rendered(await page(inside))).toBeUndefined();
    expect(rendered(await page(inside))).toBeUndefined();
    expect(await renders(`mf-catalogue@${CANARY}`, 'fallback')).toBe(refusedBefore + 2);
    // Refused before the render: the shell's server build was not even called for it.
    expect((globalThis as { __gaRenders?: number }).__gaRenders ?? 0).toBe(renders0);
    expect(rendered(await page(outside))).toBe(`mf-catalogue@${CATALOGUE_VERSION}`);
  });

  it('a file added beside a server build, or digests missing from release.json (published before they were recorded): refused too', async () => {
    fs.writeFileSync(path.join(site.store, 'mf-catalogue', CATALOGUE_VERSION, 'server', 'extra.js'), '/* ajouté */');
    const listing = await app.inject({ url: '/achat' });
    expect(listing.statusCode).toBe(200);
    expect(rendered(listing.body)).toBeUndefined();
    // Verdicts are kept per version for the life of the process: another store, checked from its start.
    const older = createTestStore({ ssrCacheMs: 0 });
    older.write(`shell/${SHELL_VERSION}/server/ssr.cjs`, STAND_IN);
    fs.writeFileSync(
      path.join(older.store, 'shell', SHELL_VERSION, 'release.json'),
      JSON.stringify({ app: 'shell', version: SHELL_VERSION }),
    );
    const server = buildSiteServer(older.config);
    try {
      await server.ready();
      const home = await server.inject({ url: '/' });
      expect(home.statusCode).toBe(200);
      expect(rendered(home.body)).toBeUndefined();
      expect(home.body).toContain('<div id="root"></div>');
    } finally {
      await server.close();
      older.remove();
    }
  });

  it('a version published without its server build: the client page, counted against that version, logged once with the request', async () => {
    fs.rmSync(path.join(site.store, 'mf-catalogue', CATALOGUE_VERSION, 'server'), { recursive: true });
    const lines: string[] = [];
    const logged = buildSiteServer(site.config, {
      logger: { ...siteLogger('warn'), stream: { write: (line: string) => void lines.push(line) } } as ReturnType<
        typeof siteLogger
      >,
    });
    try {
      await logged.ready();
      const before = await renders(`mf-catalogue@${CATALOGUE_VERSION}`, 'fallback');
      for (const url of ['/achat', '/achat/citadine']) {
        const reply = await logged.inject({ url });
        expect(reply.statusCode).toBe(200);
        expect(rendered(reply.body)).toBeUndefined();
        expect(reply.body).toContain('<div id="root"></div>');
      }
      expect(await renders(`mf-catalogue@${CATALOGUE_VERSION}`, 'fallback')).toBe(before + 2);
      const warnings = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.reason === 'no-remote-server-build');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        app: 'mf-catalogue',
        version: CATALOGUE_VERSION,
        request_id: expect.any(String),
        message: expect.stringContaining('build serveur absent'),
      });
    } finally {
      await logged.close();
    }
  });

  it('a shell version whose server build is the same file as one already loaded renders with that one, evaluated once', async () => {
    // A shell release that changed only browser files: the same server build (and Module Federation
    // name, @ga/build server-config.mjs), which evaluated twice would hand the first one's router to the second.
    const SAME = '1.0.1-dddddddddd';
    const OTHER = '1.0.2-eeeeeeeeee';
    const evaluations = () => (globalThis as { __gaEvaluations?: number }).__gaEvaluations ?? 0;
    expect(rendered((await app.inject({ url: '/' })).body)).toBe(`shell@${SHELL_VERSION}`);
    const before = evaluations();
    for (const version of [SAME, OTHER]) {
      fs.cpSync(path.join(site.store, 'shell', SHELL_VERSION), path.join(site.store, 'shell', version), {
        recursive: true,
      });
    }
    site.write(`shell/${OTHER}/server/ssr.cjs`, `${STAND_IN}\n// une autre build\n`);
    for (const [version, expected] of [
      [SAME, before],
      [OTHER, before + 1],
      [SHELL_VERSION, before + 1],
    ] as const) {
      const current = registry(false);
      site.writeRegistry({
        ...current,
        apps: { ...current.apps, shell: { live: version, history: [SHELL_VERSION, SAME, OTHER] } },
      });
      const home = await app.inject({ url: '/' });
      expect([version, rendered(home.body)]).toEqual([version, `shell@${version}`]);
      expect(home.body).toContain(`/releases/shell/${version}/`);
      expect([version, evaluations()]).toEqual([version, expected]);
    }
  });

  it('ops switch an app off (or the shell, so every page) in the registry, read on the next request', async () => {
    site.writeRegistry(registry(false, { catalogue: false }));
    expect(rendered((await app.inject({ url: '/achat' })).body)).toBeUndefined();
    expect(rendered((await app.inject({ url: '/' })).body)).toBe(`shell@${SHELL_VERSION}`);
    site.writeRegistry(registry(false, { shell: false }));
    expect(rendered((await app.inject({ url: '/' })).body)).toBeUndefined();
    site.writeRegistry(registry(false, { catalogue: true }));
    expect(rendered((await app.inject({ url: '/achat' })).body)).toBe(`mf-catalogue@${CATALOGUE_VERSION}`);
  });

  it('/metrics is for ops only: a forwarded request or a wrong token gets the plain 404', async () => {
    expect((await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    const guarded = buildSiteServer({ ...site.config, opsToken: 'jeton-ops' });
    expect((await guarded.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer autre' } })).statusCode).toBe(
      404,
    );
    expect((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer jeton-ops' } })).statusCode).toBe(
      200,
    );
    await guarded.close();
  });

  it('the head leaves the compression (brotli) before the body is rendered', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received = await new Promise<{ beforeBody: string; all: string; encoding?: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/achat/flux', headers: { 'accept-encoding': 'br' } }, (response) => {
          const inflate = zlib.createBrotliDecompress();
          let text = '';
          let beforeBody = '';
          inflate.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
            if (!beforeBody && text.includes('</head>')) {
              beforeBody = text;
              (globalThis as { __gaReleaseBody?: () => void }).__gaReleaseBody!();
            }
          });
          inflate.on('end', () => resolve({ beforeBody, all: text, encoding: response.headers['content-encoding'] }));
          inflate.on('error', reject);
          response.pipe(inflate);
        })
        .on('error', reject);
    });
    expect(received.encoding).toBe('br');
    // The head (and its stylesheet) arrived while the body did not exist yet.
    expect(received.beforeBody).toContain('.titre-page{color:red}');
    expect(received.beforeBody).not.toContain('Corps du flux');
    expect(received.all).toContain('Corps du flux');
    expect(received.all).toContain('id="ga-ssr-state"');
    expect(received.all.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('past its renders per minute, an address gets the page the browser renders, never an error', async () => {
    const limited = buildSiteServer({ ...site.config, ssrRendersPerMinute: 2 });
    const pages = [];
    for (let i = 0; i < 3; i += 1) pages.push(await limited.inject({ url: '/achat', remoteAddress: '203.0.113.7' }));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200]);
    expect(pages.map((page) => Boolean(rendered(page.body)))).toEqual([true, true, false]);
    // Another address is not affected.
    expect(rendered((await limited.inject({ url: '/achat', remoteAddress: '203.0.113.8' })).body)).toBeDefined();
    await limited.close();
  });
});

describe('the micro-cache of server-rendered pages', () => {
  const renderCount = () => (globalThis as { __gaRenders?: number }).__gaRenders ?? 0;
  let cached: ReturnType<typeof buildSiteServer>;
  beforeEach(async () => {
    cached = buildSiteServer({ ...site.config, ssrCacheMs: 60_000 });
    await cached.ready();
  });
  afterEach(() => cached.close());

  const nonceOf = (html: string) => /<script nonce="([^"]+)">\/\* React \*\//.exec(html)?.[1];

  it('sends a rendered page again with each response’s own nonce, one render for all', async () => {
    const before = renderCount();
    const first = await cached.inject({ url: '/achat?energies=electrique' });
    const second = await cached.inject({ url: '/achat?energies=electrique' });
    expect(renderCount()).toBe(before + 1);
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(rendered(second.body)).toBe(`mf-catalogue@${CATALOGUE_VERSION}`);
    // The nonce of each response is the one of its CSP header, on every script.
    for (const reply of [first, second]) {
      const nonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
      expect(nonceOf(reply.body)).toBe(nonce);
      for (const tag of reply.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonceOf(first.body)).not.toBe(nonceOf(second.body));
    // The same page, marked as sent again (the browser fetches its data once hydrated).
    expect(first.body).not.toContain('data-ssr-cache');
    expect(second.body).toContain('<html data-ssr-cache="hit" lang="fr">');
    expect(second.body.replaceAll(nonceOf(second.body)!, 'N').replace(' data-ssr-cache="hit"', '')).toBe(
      first.body.replaceAll(nonceOf(first.body)!, 'N'),
    );
    // Another query string is another page.
    await cached.inject({ url: '/achat?energies=hybride' });
    expect(renderCount()).toBe(before + 2);
    const metrics = (await cached.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/ga_site_ssr_cache_total\{result="hit"\} [1-9]/);
  });

  it('keys on the cookies the render reads (the consent), and passes it no other', async () => {
    const before = renderCount();
    const withSession = await cached.inject({
      url: '/achat',
      cookies: { ga_visite: 'abc', ncc_c: '1', ncc_e: 'analytics' },
    });
    expect(withSession.body).toContain('Cookies lus : ncc_c,ncc_e');
    expect(withSession.body).not.toContain('ga_visite');
    // Another unrelated cookie: the same page. Another consent, or none: another page.
    await cached.inject({ url: '/achat', cookies: { autre: 'x', ncc_c: '1', ncc_e: 'analytics' } });
    expect(renderCount()).toBe(before + 1);
    await cached.inject({ url: '/achat', cookies: { ncc_c: '1', ncc_e: '' } });
    const none = await cached.inject({ url: '/achat' });
    expect(renderCount()).toBe(before + 3);
    expect(none.body).toContain('Cookies lus : </p>');
  });

  it('keeps no fallback: a canary cohort whose build fails renders (and falls back) each time; the live cohort gets its own page', async () => {
    site.writeRegistry(registry(true));
    const cohorts = Array.from({ length: 200 }, () => newCohortId());
    const inside = cohorts.find((id) => inCanary(id, 'mf-catalogue', 50))!;
    const outside = cohorts.find((id) => !inCanary(id, 'mf-catalogue', 50))!;
    const page = async (cohort: string) =>
      (
        await cached.inject({
          url: '/achat/voitures',
          cookies: { [COHORT_COOKIE]: signCohort(cohort, site.config.cohortKey) },
        })
      ).body;
    const before = renderCount();
    expect(rendered(await page(inside))).toBeUndefined();
    expect(rendered(await page(inside))).toBeUndefined();
    expect(renderCount()).toBe(before + 2);
    expect(rendered(await page(outside))).toBe(`mf-catalogue@${CATALOGUE_VERSION}`);
    expect(rendered(await page(outside))).toBe(`mf-catalogue@${CATALOGUE_VERSION}`);
    expect(renderCount()).toBe(before + 3);
  });

  it('requests arriving while a page renders wait for it: one render', async () => {
    const before = renderCount();
    const replies = await Promise.all([1, 2, 3].map(() => cached.inject({ url: '/achat/attente' })));
    expect(replies.map((reply) => rendered(reply.body))).toEqual(Array(3).fill(`mf-catalogue@${CATALOGUE_VERSION}`));
    expect(renderCount()).toBe(before + 1);
  });

  it('a page expires after SITE_SSR_CACHE_MS; a page sent from the cache costs no render of the address’s limit', async () => {
    const short = buildSiteServer({ ...site.config, ssrCacheMs: 50, ssrRendersPerMinute: 1 });
    const before = renderCount();
    const ask = () => short.inject({ url: '/achat/utilitaires', remoteAddress: '203.0.113.20' });
    expect(rendered((await ask()).body)).toBeDefined();
    expect(rendered((await ask()).body)).toBeDefined();
    expect(renderCount()).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Expired, and the address's one render per minute is spent: the page the browser renders.
    expect(rendered((await ask()).body)).toBeUndefined();
    await short.close();
  });
});
