import type { FastifyInstance } from 'fastify';
// Test support for the site server tests: a temporary release store holding a fake shell release
// shaped like the real ones (scripts/release/store.mjs, a built shell/src/index.html).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverBuildDigests } from '@ga/releases';
import { siteConfig, type SiteServerConfig } from './config';
import type { StoreRegistry } from './registry';
import { buildSiteServer } from './site-server';

export const SHELL_VERSION = '1.0.0-aaaaaaaaaa';
export const CATALOGUE_VERSION = '1.0.0-bbbbbbbbbb';
export const SITE_URL = 'http://localhost:3905';
export const API_URL = 'http://api.test:4905';

/** index.html as HtmlRspackPlugin writes it for production (relative asset URLs, both markers). */
export const SHELL_INDEX = `<!DOCTYPE html>
<html lang="fr">
<head>
    <meta charset="utf-8">
    <title>Glinche Automobiles</title>
    <meta name="description" content="Voitures et utilitaires neufs.">
    <link rel="icon" href="favicon.svg" type="image/svg+xml">
    <!--ga:head-->
  <link href="main.abcdef0123.css" rel="stylesheet"></head>
  <body>
    <div id="root"></div>
    <!--ga:config-->
<script defer src="main.0123456789.js"></script></body></html>
`;

export interface TestStore {
  store: string;
  config: SiteServerConfig;
  /** Writes a file inside the store (relative path). */
  write(relative: string, content: string): string;
  writeRegistry(registry: StoreRegistry): void;
  remove(): void;
}

export function createTestStore(overrides: Partial<SiteServerConfig> = {}, indexHtml = SHELL_INDEX): TestStore {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-site-store-'));
  const put = (relative: string, content: string) => {
    const file = path.join(store, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    return file;
  };
  // As release.mjs publishes them: a version's release.json records the digests of its server
  // build, kept up to date here whenever a test writes either. A test that alters a server build
  // behind the release's back writes the file itself (fs), not through `write`.
  const write = (relative: string, content: string) => {
    const file = put(relative, content);
    const release = /^([^/]+\/[^/]+)\/(?:server\/.+|release\.json)$/.exec(relative);
    if (release) {
      const dir = path.join(store, release[1]!);
      const metaFile = path.join(dir, 'release.json');
      let meta: Record<string, unknown> = {};
      try {
        meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as Record<string, unknown>;
      } catch {
        // no release.json yet
      }
      fs.writeFileSync(metaFile, JSON.stringify({ ...meta, server: serverBuildDigests(dir) }));
    }
    return file;
  };
  const writeRegistry = (registry: StoreRegistry) =>
    write(
      'registry.json',
      `${JSON.stringify({ schema: 1, updatedAt: new Date().toISOString(), ...registry }, null, 2)}\n`,
    );
  write(`shell/${SHELL_VERSION}/index.html`, indexHtml);
  write(`shell/${SHELL_VERSION}/main.0123456789.js`, 'console.log("shell");\n');
  write(`shell/${SHELL_VERSION}/release.json`, JSON.stringify({ app: 'shell', version: SHELL_VERSION, shared: {} }));
  for (const tag of ['analytics', 'meta-pixel', 'linkedin-pixel', 'classifieds'])
    write(`shell/${SHELL_VERSION}/tags/${tag}.js`, `/* ${tag} */\n`);
  write(`mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js`, 'var mf_catalogue;\n');
  // Each release keeps its server build (Node only, never served) in `server/`, as release.mjs does.
  write(`shell/${SHELL_VERSION}/server/ssr.cjs`, 'module.exports = "ssr du shell";\n');
  write(`mf-catalogue/${CATALOGUE_VERSION}/server/remoteEntry.js`, 'module.exports = "ssr du catalogue";\n');
  writeRegistry({
    apps: {
      shell: { live: SHELL_VERSION, history: [SHELL_VERSION] },
      'mf-catalogue': { live: CATALOGUE_VERSION, history: [CATALOGUE_VERSION] },
    },
    remotes: {
      'mf-catalogue': {
        version: CATALOGUE_VERSION,
        entry: `/releases/mf-catalogue/${CATALOGUE_VERSION}/remoteEntry.js`,
      },
    },
  });
  const config: SiteServerConfig = {
    ...siteConfig,
    siteUrl: SITE_URL,
    apiPublicUrl: API_URL,
    // Nothing listens there: API look-ups (product heads, sitemap) fail fast and fall back.
    apiInternalUrl: 'http://127.0.0.1:1',
    releaseStore: store,
    ...overrides,
  };
  return { store, config, write, writeRegistry, remove: () => fs.rmSync(store, { recursive: true, force: true }) };
}

/** The directives of a Content-Security-Policy header: name → sources. */
export function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  if (typeof header !== 'string') throw new Error(`No single Content-Security-Policy header: ${String(header)}`);
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/**
 * A fresh store and site server for each test of the file (beforeEach / afterEach). Read
 * `site.store` and `site.app` inside the tests.
 */
export function useTestSiteServer(): { readonly store: TestStore; readonly app: FastifyInstance } {
  let store: TestStore;
  let app: FastifyInstance;
  beforeEach(() => {
    store = createTestStore();
    app = buildSiteServer(store.config);
  });
  afterEach(async () => {
    await app.close();
    store.remove();
  });
  return {
    get store() {
      return store;
    },
    get app() {
      return app;
    },
  };
}
