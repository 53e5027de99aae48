// What the page carries so the browser works in parallel: preload hints from the live
// releases, the registry of this request and the first API data inlined as JSON islands.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchPattern } from './route-manifests';
import { buildSiteServer } from './site-server';
import { CATALOGUE_VERSION, SHELL_VERSION, useTestSiteServer } from './test-store';

const site = useTestSiteServer();

/** The JSON of `<script type="application/json" id="…">`, with the nonce it carries. */
function island(html: string, id: string): { nonce: string; value: unknown } | null {
  const match = new RegExp(`<script type="application/json" id="${id}" nonce="([^"]+)">([^<]*)</script>`).exec(html);
  return match ? { nonce: match[1]!, value: JSON.parse(match[2]!) } : null;
}
const pageNonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

/** The catalogue's routes.json as its build writes it (prefetch entries with their chunk files). */
function publishCatalogueRoutes() {
  site.store.write(
    `mf-catalogue/${CATALOGUE_VERSION}/routes.json`,
    JSON.stringify({
      app: 'mf-catalogue',
      routes: [],
      prefetch: [
        {
          pattern: '/achat/vehicule/:slug/:vehicleId',
          chunk: 'page-vehicle',
          files: ['page-vehicle.abc.css', 'page-vehicle.abc.js'],
          data: ['/api/vehicles/:vehicleId?booking'],
        },
        { pattern: '/achat/:category/:type?', chunk: 'page-listings', files: ['page-listings.abc.js'] },
      ],
    }),
  );
}

function publishCatalogueManifest() {
  site.store.write(
    `mf-catalogue/${CATALOGUE_VERSION}/mf-manifest.json`,
    JSON.stringify({
      exposes: [
        {
          name: 'routes',
          assets: {
            js: { sync: ['__federation_expose_routes.abc.js'], async: ['464.x.js'] },
            css: { sync: ['routes.abc.css'], async: [] },
          },
        },
        {
          name: 'widgets/vehicle-slider',
          assets: { js: { sync: ['slider.js'], async: [] }, css: { sync: [], async: [] } },
        },
      ],
    }),
  );
}

describe('preload hints', () => {
  it("a catalogue page announces the live catalogue entry and its routes' chunk, no font, not the home chunk", async () => {
    publishCatalogueManifest();
    site.store.write(`shell/${SHELL_VERSION}/assets/inter-latin-wght-normal.0123456789.woff2`, 'font');
    site.store.write(`shell/${SHELL_VERSION}/assets/inter-greek-wght-normal.0123456789.woff2`, 'font');
    site.store.write(`shell/${SHELL_VERSION}/home.0123456789.js`, '// home');
    const html = (await site.app.inject('/achat')).body;
    const base = `/releases/mf-catalogue/${CATALOGUE_VERSION}`;
    expect(html).toContain(`<link rel="preload" as="script" href="${base}/remoteEntry.js" />`);
    expect(html).toContain(`<link rel="preload" as="script" href="${base}/__federation_expose_routes.abc.js" />`);
    expect(html).toContain(`<link rel="preload" as="style" href="${base}/routes.abc.css" />`);
    expect(html).not.toContain('slider.js');
    expect(html).not.toContain('as="font"');
    expect(html).not.toContain('home.0123456789.js');
  });

  it('a remote built with its entry one folder down: its chunks are announced from its shared pool', async () => {
    site.store.write(
      `mf-catalogue/${CATALOGUE_VERSION}/mf-manifest.json`,
      JSON.stringify({
        metaData: { remoteEntry: { name: 'entry/remoteEntry.js' } },
        exposes: [
          {
            name: 'routes',
            assets: {
              js: { sync: ['__federation_expose_routes.abc.js'], async: [] },
              css: { sync: ['routes.abc.css'], async: [] },
            },
          },
        ],
      }),
    );
    publishCatalogueRoutes();
    const html = (await site.app.inject('/achat/vehicule/peugeot-208/42')).body;
    expect(html).toContain(
      `<link rel="preload" as="script" href="/releases/mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js" />`,
    );
    expect(html).toContain(
      '<link rel="preload" as="script" href="/releases/mf-catalogue/__federation_expose_routes.abc.js" />',
    );
    expect(html).toContain('<link rel="preload" as="style" href="/releases/mf-catalogue/routes.abc.css" />');
    expect(html).toContain('<link rel="preload" as="script" href="/releases/mf-catalogue/page-vehicle.abc.js" />');
  });

  it("a page the owner's route manifest names gets its page chunk announced too", async () => {
    publishCatalogueManifest();
    publishCatalogueRoutes();
    const base = `/releases/mf-catalogue/${CATALOGUE_VERSION}`;
    const vehicle = (await site.app.inject('/achat/vehicule/peugeot-208/42')).body;
    expect(vehicle).toContain(`<link rel="preload" as="script" href="${base}/page-vehicle.abc.js" />`);
    expect(vehicle).toContain(`<link rel="preload" as="style" href="${base}/page-vehicle.abc.css" />`);
    expect(vehicle).not.toContain('page-listings');
    const listing = (await site.app.inject('/achat/voitures')).body;
    expect(listing).toContain(`<link rel="preload" as="script" href="${base}/page-listings.abc.js" />`);
    expect(listing).not.toContain('page-vehicle');
  });

  it('the home page announces the shell home chunk; a page no remote owns announces no remote', async () => {
    site.store.write(`shell/${SHELL_VERSION}/home.0123456789.js`, '// home');
    site.store.write(`shell/${SHELL_VERSION}/home.0123456789.css`, '.home{}');
    const home = (await site.app.inject('/')).body;
    expect(home).toContain(
      `<link rel="preload" as="script" href="/releases/shell/${SHELL_VERSION}/home.0123456789.js" />`,
    );
    expect(home).toContain(
      `<link rel="preload" as="style" href="/releases/shell/${SHELL_VERSION}/home.0123456789.css" />`,
    );
    expect(home).not.toContain('remoteEntry.js" />');
    const unknown = (await site.app.inject('/page-inconnue')).body;
    expect(unknown).not.toContain('remoteEntry.js" />');
  });

  it("the shell's entry comes first, with a high priority, then the owner's entry and chunks", async () => {
    publishCatalogueManifest();
    const html = (await site.app.inject('/achat')).body;
    const hints = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(hints[0]).toBe(
      `<link rel="preload" as="script" href="/releases/shell/${SHELL_VERSION}/main.0123456789.js" fetchpriority="high" />`,
    );
    expect(hints.findIndex((h) => h.includes('remoteEntry.js'))).toBe(1);
  });
});

describe('the registry of this request, inlined', () => {
  it('is the JSON of /registry.json, in a non-executed island carrying the response nonce', async () => {
    const response = await site.app.inject('/achat');
    const registry = island(response.body, 'ga-registry');
    expect(registry?.value).toEqual((await site.app.inject('/registry.json')).json());
    expect(registry?.nonce).toBe(pageNonce(response.headers['content-security-policy']));
  });

  it('follows a release at once (read per request)', async () => {
    site.store.writeRegistry({
      apps: {
        shell: { live: SHELL_VERSION, history: [SHELL_VERSION] },
        'mf-catalogue': { live: '1.0.1-cccccccccc', history: [CATALOGUE_VERSION, '1.0.1-cccccccccc'] },
      },
      remotes: {
        'mf-catalogue': {
          version: '1.0.1-cccccccccc',
          entry: '/releases/mf-catalogue/1.0.1-cccccccccc/remoteEntry.js',
        },
      },
    });
    const html = (await site.app.inject('/achat')).body;
    expect(island(html, 'ga-registry')?.value).toMatchObject({
      remotes: { 'mf-catalogue': { version: '1.0.1-cccccccccc' } },
    });
    expect(html).toContain('href="/releases/mf-catalogue/1.0.1-cccccccccc/remoteEntry.js"');
  });
});

describe('first data', () => {
  let api: http.Server;
  let apiUrl: string;
  const calls: string[] = [];
  beforeAll(async () => {
    api = http.createServer((req, res) => {
      calls.push(`${req.url} ${req.headers['x-api-key']}`);
      if (req.url === '/api/banners') return void setTimeout(() => res.end('{"data":[]}'), 2000); // too slow: left out
      if (req.url === '/api/ratings') {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        return void res.end('{"message":"panne"}');
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: [{ id: 1, title: 'Diapo </script><script>alert(1)</script>', url: req.url }] }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  it("inlines the replies that came back in time (200 JSON only), escaped; the page doesn't wait for the slow one", async () => {
    const app = buildSiteServer({ ...site.store.config, apiInternalUrl: apiUrl });
    try {
      const started = Date.now();
      const response = await app.inject('/');
      expect(Date.now() - started).toBeLessThan(1500);
      const data = island(response.body, 'ga-first-data');
      expect(Object.keys(data?.value as object)).toEqual(['/api/welcome-slides']);
      expect(data?.value).toEqual({
        '/api/welcome-slides': {
          data: [{ id: 1, title: 'Diapo </script><script>alert(1)</script>', url: '/api/welcome-slides' }],
        },
      });
      expect(response.body).not.toContain('</script><script>alert(1)');
      expect(calls).toContain(`/api/welcome-slides ${site.store.config.apiKey}`);
    } finally {
      await app.close();
    }
  });

  it("a vehicle page inlines the calls the catalogue's manifest declares, :vehicleId from the path; not with a query string", async () => {
    publishCatalogueRoutes();
    const app = buildSiteServer({ ...site.store.config, apiInternalUrl: apiUrl });
    try {
      const html = (await app.inject('/achat/vehicule/peugeot-208/42')).body;
      expect(Object.keys(island(html, 'ga-first-data')?.value as object)).toEqual(['/api/vehicles/42?booking']);
      expect(
        island((await app.inject('/achat/vehicule/peugeot-208/42?utm_source=x')).body, 'ga-first-data'),
      ).toBeNull();
      expect(island((await app.inject('/achat/voitures')).body, 'ga-first-data')).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('API away: no island, the page is served all the same', async () => {
    const response = await site.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(island(response.body, 'ga-first-data')).toBeNull();
    expect(island(response.body, 'ga-registry')).not.toBeNull();
  });
});

describe('route patterns', () => {
  it.each([
    ['/achat/vehicule/:slug/:vehicleId', '/achat/vehicule/peugeot-208/42', { slug: 'peugeot-208', vehicleId: '42' }],
    ['/achat/vehicule/:slug/:vehicleId', '/achat/vehicule/peugeot-208/42/', { slug: 'peugeot-208', vehicleId: '42' }],
    ['/achat/:category/:type?', '/achat/voitures', { category: 'voitures' }],
    ['/achat/:category/:type?', '/achat/voitures/suv', { category: 'voitures', type: 'suv' }],
    ['/achat/:category/:type?', '/achat/voitures/suv/x', null],
    ['/achat/vehicule/:slug/:vehicleId', '/achat/vehicule/peugeot-208', null],
    ['/a-propos/faq', '/a-propos/faq', {}],
    ['/a-propos/faq', '/a-propos/faq-x', null],
    ['/achat-par-marque/:slug', '/achat-par-marque/%C3%A9', { slug: 'é' }],
    ['/achat-par-marque/:slug', '/achat-par-marque/%E0%A4%A', null],
  ])('%s ~ %s', (pattern, pathname, expected) => {
    expect(matchPattern(pattern, pathname)).toEqual(expected);
  });
});
