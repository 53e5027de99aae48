import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { MUTABLE_FILES } from '@ga/releases';
import { REQUEST_ID_HEADER, saneRequestId } from './contracts';
import { registerBeacons } from './beacons';
import { siteConfig, type SiteServerConfig } from './config';
import { buildCsp, createNonce } from './csp';
import { readStoreRegistry, visitorRegistry, type StoreRegistry } from './registry';
import { renderIndex, shellIndex } from './index-html';
import { staticHead } from './page-head';
import { productHead } from './product-head';
import { fetchFirstData } from './first-data';
import { preloadHints } from './page-preload';
import { findPrefetch, findRoute, listedPaths, liveManifests, manifestHead } from './route-manifests';
import { apiSitemapPaths, robotsTxt, sitemapXml } from './seo-files';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This response's CSP nonce (base64, new for every request; csp.ts). Every inline `<script>`
     * the server writes into a page carries `nonce="${request.cspNonce}"`.
     */
    cspNonce: string;
  }
}

/** Files that name what is live: always revalidated. Everything else in a release is content-hashed. */

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers (nosniff, X-Frame-Options, Referrer-Policy, COOP/CORP, Origin-Agent-Cluster…).
 * Its CSP is off: ours is per response (csp.ts), and helmet's nonce option would also put a nonce
 * in style-src, which makes browsers ignore 'unsafe-inline' there. HSTS is sent over TLS only.
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
});
const TEXT = 'text/plain; charset=utf-8';

/**
 * Which store paths /releases/ serves: files inside a release folder (`/<app>/<version>/…`) or a
 * remote's pool of content-hashed files shared by its versions (`/<app>/<file>`, `/<app>/assets/…`).
 * Refused (404): files at the store root (registry.json and its temporary copies: the public,
 * revalidated registry is /registry.json), dotfiles and dot folders (.sourcemaps/), source maps,
 * and anything whose real path (symlinks resolved) leaves the store.
 */
function servableFromStore(pathName: string, root: string): boolean {
  const segments = pathName.split('/').filter(Boolean);
  if (segments.length < 2 || segments.some((segment) => segment.startsWith('.')) || pathName.endsWith('.map')) return false;
  let realRoot: string;
  let realFile: string;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    return false;
  }
  try {
    realFile = fs.realpathSync(path.join(root, pathName));
  } catch {
    return true; // nothing there: @fastify/static answers 404
  }
  return realFile.startsWith(realRoot + path.sep);
}

/**
 * The site server of `pnpm start`: serves the release store (immutable versioned folders), the
 * registry, the live shell's index.html with the page head and runtime config, robots.txt and
 * sitemap.xml. A release or rollback is a registry change, seen on the next request.
 *
 * Every response carries the security headers (docs/security.md): helmet's set (nosniff,
 * Referrer-Policy, X-Frame-Options DENY…), HSTS over TLS only, and a Content-Security-Policy built
 * for that response from the config and the registry, with the request's nonce (csp.ts).
 */
/**
 * The site server's JSON logs (SITE_LOG_LEVEL): each request under its id (sent on to the API in
 * X-Request-Id), by method and path — never the query string (a link's token), the IP or headers.
 */
export function siteLogger(level: string) {
  return {
    level,
    messageKey: 'message',
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split('?')[0] }),
      res: (reply: { statusCode: number }) => ({ status: reply.statusCode }),
    },
  };
}

export function buildSiteServer(config: SiteServerConfig = siteConfig, options: { logger?: ReturnType<typeof siteLogger> | false } = {}): FastifyInstance {
  // The registry is read once per request and resolved for its visitor (registry.ts): the CSP, the
  // page and /registry.json all see the same one.
  const registries = new WeakMap<FastifyRequest, Promise<StoreRegistry | null>>();
  const resolved = new WeakMap<FastifyRequest, StoreRegistry | null>();
  const storeRegistryFor = (request: FastifyRequest) => {
    let registry = registries.get(request);
    if (!registry) {
      registry = readStoreRegistry(config.releaseStore);
      registries.set(request, registry);
    }
    return registry;
  };
  /** `assign`: a page or /registry.json, where a visitor without a cohort gets one while a canary runs. */
  const registryFor = async (request: FastifyRequest, reply: FastifyReply, assign = false) => {
    if (resolved.has(request)) return resolved.get(request)!;
    const secure = config.siteUrl.startsWith('https:') || request.protocol === 'https';
    const registry = visitorRegistry(await storeRegistryFor(request), request, reply, assign, secure, config.cohortKey);
    if (assign) resolved.set(request, registry);
    return registry;
  };

  /** Every response's security headers: helmet's set, HSTS over TLS, this response's CSP. */
  const secureResponse = async (request: FastifyRequest, reply: FastifyReply) => {
    request.cspNonce ||= createNonce();
    helmetHeaders(request.raw, reply.raw, () => {});
    if (config.siteUrl.startsWith('https:') || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    reply.header('Content-Security-Policy', buildCsp({ nonce: request.cspNonce, config, registry: await registryFor(request, reply) }));
  };

  /** Requests refused before routing (an undecodable URL…) skip the hooks: secured here. */
  const refuseEarly = async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    await secureResponse(request, reply);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply.code(status).type(TEXT).send(error.code === 'FST_ERR_BAD_URL' ? 'Adresse invalide.' : 'Requête refusée.');
  };

  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (request) => saneRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    frameworkErrors: (error, request, reply) => void refuseEarly(error, request, reply),
  });

  app.decorateRequest('cspNonce', '');
  app.register(fastifyCookie);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.register(async (scope) => registerBeacons(scope, config));
  app.addHook('onRequest', async (request) => {
    request.cspNonce = createNonce();
  });
  // onSend runs for every routed reply: pages, files, JSON, 404s and errors alike.
  app.addHook('onSend', async (request, reply, payload) => {
    await secureResponse(request, reply);
    return payload;
  });

  // Pages and JSON are compressed per response (brotli at a fast level, or gzip); release files are
  // served from the brotli/gzip copies written at release time (scripts/release/precompress.mjs).
  app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.register(fastifyStatic, {
    root: config.releaseStore,
    preCompressed: true,
    prefix: '/releases/',
    index: false,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: (pathName) => servableFromStore(pathName, config.releaseStore),
    setHeaders(reply, filePath) {
      // filePath is the copy sent: `remoteEntry.js.br` is still the (mutable) remote entry.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', MUTABLE_FILES.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
      reply.header('Access-Control-Allow-Origin', '*');
      // Release files are public and may be loaded from a CDN origin: not helmet's same-origin.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  // Errors answer in plain French, without internal details (file paths, stack).
  app.setErrorHandler(async (error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(error);
    return reply.code(status).type(TEXT).send(status === 500 ? 'Erreur du serveur : réessayez dans un instant.' : 'Requête refusée.');
  });

  // Declared once the compression plugin is loaded: it equips each route as the route is added.
  app.after(() => {
    app.get('/registry.json', async (request, reply) => {
      const registry = await registryFor(request, reply, true);
      reply.header('Cache-Control', 'no-cache');
      if (!registry) return reply.code(503).send({ message: 'Aucune release publiée.' });
      return { remotes: registry.remotes };
    });

    app.get('/robots.txt', async (_req, reply) => reply.type(TEXT).send(robotsTxt(config)));
    app.get('/sitemap.xml', async (request, reply) => {
      const manifests = await liveManifests(config.releaseStore, await storeRegistryFor(request));
      return reply.type('application/xml; charset=utf-8').send(sitemapXml(config, [...listedPaths(manifests), ...(await apiSitemapPaths(config))]));
    });
    // The live route manifests, for /plan-du-site (mf-content): read from the release store, never a remote's code.
    app.get('/site-routes.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { manifests: await liveManifests(config.releaseStore, await registryFor(request, reply, true)) };
    });
    app.get('/health', async () => ({ status: 'ok' }));

    // Pages: a route (not the 404 handler) so that it is compressed like any other response.
    app.get('/*', async (request, reply) => {
      let url: URL;
      try {
        url = new URL(request.url, config.siteUrl);
      } catch {
        return reply.code(400).type(TEXT).send('Adresse invalide.');
      }
      if (url.pathname.startsWith('/releases/') || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) {
        return reply.code(404).type(TEXT).send('Fichier introuvable.');
      }
      const registry = await registryFor(request, reply, true);
      const shellVersion = registry?.apps.shell?.live;
      if (!shellVersion) {
        return reply.code(503).type(TEXT).send('Le site n’est pas encore publié : lancez « pnpm start » ou « pnpm release shell ».');
      }
      // Everything the page needs from files and the API, asked for at once.
      const manifests = await liveManifests(config.releaseStore, registry);
      const prefetch = findPrefetch(manifests, url.pathname);
      const [template, vehicleHead, firstData, preload] = await Promise.all([
        shellIndex(config, shellVersion),
        productHead(url.pathname, config, request.id),
        fetchFirstData(config, url, prefetch, request.id),
        preloadHints(config.releaseStore, registry, url.pathname, prefetch),
      ]);
      const route = url.pathname === '/' ? undefined : findRoute(manifests, url.pathname);
      const head = vehicleHead ?? (route ? manifestHead(route) : staticHead(url.pathname, config));
      reply.header('Cache-Control', 'no-cache');
      const page = renderIndex(template, head, `${config.siteUrl}${url.pathname}`, config, request.cspNonce, { preload, registry: { remotes: registry.remotes }, firstData });
      return reply.type('text/html; charset=utf-8').send(page);
    });

    // A release file that is not there (@fastify/static) or another method than GET/HEAD.
    app.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Introuvable.' });
      return reply.code(404).type(TEXT).send('Fichier introuvable.');
    });
  });

  return app;
}

async function main() {
  const app = buildSiteServer(siteConfig, { logger: siteLogger(siteConfig.logLevel) });
  await app.listen({ host: siteConfig.host, port: siteConfig.port });
  console.log(`Site en ligne sur ${siteConfig.siteUrl}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) void main();
