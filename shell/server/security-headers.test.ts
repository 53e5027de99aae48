// Security review, point A: security headers and a per-response CSP with a nonce on every
// site server response; every inline script the server writes carries the nonce.
import { CATEGORIES } from '../src/cookies/consent-categories';
import { buildCsp } from './csp';
import { buildSiteServer } from './site-server';
import {
  API_URL,
  CATALOGUE_VERSION,
  SHELL_INDEX,
  SHELL_VERSION,
  SITE_URL,
  createTestStore,
  parseCsp,
  useTestSiteServer,
} from './test-store';

const site = useTestSiteServer();

const nonceOf = (csp: Record<string, string[]>) =>
  /^'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(csp['script-src']!.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined(); // plain http here
  const csp = parseCsp(headers['content-security-policy'] as string);
  expect(csp).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", API_URL],
    'img-src': ["'self'", 'data:', 'blob:', API_URL],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  return csp;
}

describe('security headers', () => {
  it('are on every kind of response: page, release files, registry, robots, 404, 400, 500', async () => {
    const responses = await Promise.all([
      site.app.inject('/'),
      site.app.inject('/achat/occasion'),
      site.app.inject(`/releases/shell/${SHELL_VERSION}/main.0123456789.js`),
      site.app.inject(`/releases/mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js`),
      site.app.inject('/registry.json'),
      site.app.inject('/robots.txt'),
      site.app.inject('/health'),
      site.app.inject(`/releases/shell/${SHELL_VERSION}/absent.js`),
      site.app.inject({ method: 'POST', url: '/contact' }),
      site.app.inject('/%E0%A4%A'),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 404, 404, 400]);
    for (const response of responses) expectSecurityHeaders(response.headers);

    // A server error (the live shell release is missing): same headers, and no internal detail.
    site.store.writeRegistry({ apps: { shell: { live: '9.9.9-missing', history: [] } }, remotes: {} });
    const logError = console.error;
    console.error = () => {}; // the server logs the error: expected here
    const failed = await site.app.inject('/').finally(() => (console.error = logError));
    expect(failed.statusCode).toBe(500);
    expectSecurityHeaders(failed.headers);
    expect(failed.body).not.toContain(site.store.store);
  });

  it('gives every script of the page the response nonce, a new one per request', async () => {
    const first = await site.app.inject('/');
    const nonce = nonceOf(expectSecurityHeaders(first.headers));
    expect(nonce).toBeDefined();
    const scripts = first.body.match(/<script\b[^>]*>/g) ?? [];
    // The JSON-LD of the home page, the runtime config (inline), the inlined registry (JSON) and
    // the shell's main.js.
    expect(scripts).toHaveLength(4);
    for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`);
    expect(first.body).toMatch(new RegExp(`<script nonce="${nonce!.replace(/[+/]/g, '\\$&')}">window.__GA_CONFIG__=`));

    const second = await site.app.inject('/');
    const other = nonceOf(parseCsp(second.headers['content-security-policy']));
    expect(other).not.toBe(nonce);
    expect(second.body).toContain(`nonce="${other}"`);
    expect(second.body).not.toContain(nonce);
  });

  it('stamps the nonce on inline scripts of the built shell template too', async () => {
    const inline = createTestStore(
      {},
      SHELL_INDEX.replace('</head>', '<script>window.__fromTheBuild = 1;</script>\n  </head>'),
    );
    const server = buildSiteServer(inline.config);
    try {
      const response = await server.inject('/mentions-legales');
      const nonce = nonceOf(parseCsp(response.headers['content-security-policy']));
      expect(response.body).toContain(`<script nonce="${nonce}">window.__fromTheBuild = 1;</script>`);
      for (const tag of response.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(` nonce="${nonce}"`);
    } finally {
      await server.close();
      inline.remove();
    }
  });

  it('allows the origin of a remote the registry puts on another origin, and only that one', async () => {
    site.store.writeRegistry({
      apps: { shell: { live: SHELL_VERSION, history: [SHELL_VERSION] } },
      remotes: {
        'mf-catalogue': {
          version: '2.0.0-cdn',
          entry: 'https://cdn.glinche.test/mf-catalogue/2.0.0-cdn/remoteEntry.js',
        },
        'mf-content': { version: '1.0.0-c', entry: '/releases/mf-content/1.0.0-c/remoteEntry.js' },
        'mf-account': { version: '1.0.0-d', entry: `${SITE_URL}/releases/mf-account/1.0.0-d/remoteEntry.js` },
      },
    });
    const csp = parseCsp((await site.app.inject('/')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-/), 'https://cdn.glinche.test']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['connect-src']).toEqual(["'self'", API_URL, 'https://cdn.glinche.test']);
  });

  it('sends HSTS only when the site is served over TLS', async () => {
    const tls = createTestStore({ siteUrl: 'https://www.glinche.test' });
    const server = buildSiteServer(tls.config);
    try {
      for (const url of ['/', '/registry.json', `/releases/shell/${SHELL_VERSION}/main.0123456789.js`]) {
        expect((await server.inject(url)).headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await server.close();
      tls.remove();
    }
    expect((await site.app.inject('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the consent tags load: same origin as the page, served as JavaScript', async () => {
    const page = await site.app.inject('/');
    const csp = parseCsp(page.headers['content-security-policy']);
    // consent-tags.ts loads `${__webpack_public_path__}${tag}`; with publicPath 'auto' that is the
    // folder of the shell's main.js as the page references it.
    const main = /<script[^>]*\ssrc="([^"]+main\.[0-9a-f]+\.js)"/.exec(page.body)![1]!;
    const publicPath = new URL('.', new URL(main, SITE_URL)).href;
    expect(publicPath).toBe(`${SITE_URL}/releases/shell/${SHELL_VERSION}/`);
    expect(csp['script-src']).toContain("'self'");
    for (const category of CATEGORIES) {
      if (!category.tag) continue; // « Personnalisation » loads nothing
      const url = new URL(category.tag, publicPath);
      expect(url.origin).toBe(new URL(SITE_URL).origin); // covered by 'self'
      const tag = await site.app.inject(url.pathname);
      expect(tag.statusCode).toBe(200);
      expect(tag.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    }
  });
});

describe('buildCsp', () => {
  it('is a pure function of the nonce, the config and the registry', () => {
    const csp = buildCsp({
      nonce: 'abc+/==',
      config: { siteUrl: 'https://www.glinche.test', apiPublicUrl: 'https://api.glinche.test/' },
      registry: {
        remotes: {
          a: { version: '1', entry: 'https://cdn.test/a/remoteEntry.js' },
          b: { version: '1', entry: '/releases/b/1/remoteEntry.js' },
        },
      },
    });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc+/==' https://cdn.test; style-src 'self' 'unsafe-inline' https://cdn.test; " +
        "connect-src 'self' https://api.glinche.test https://cdn.test; img-src 'self' data: blob: https://api.glinche.test https://cdn.test; " +
        "font-src 'self' data: https://cdn.test; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
