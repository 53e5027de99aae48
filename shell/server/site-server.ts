import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { stopGracefullyOnSignals } from '@ga/config/graceful-stop';
import { registerBeacons } from './beacons';
import { siteConfig, type SiteServerConfig } from './config';
import { createSiteLifecycle, type SiteLifecycle } from './lifecycle';
import { siteRedis } from './site-redis';
import { requestRegistries } from './request-registry';
import { readStoreRegistry } from './registry';
import { liveTargets } from './ssr/ssr-policy';
import { warmUp } from './ssr/ssr-render';
import { registerCompression } from './plugins/compression';
import { registerConsent } from './plugins/consent';
import { registerCrawlerFiles } from './plugins/crawler-files';
import { refuseEarly, registerErrorHandler, registerNotFound } from './plugins/error-replies';
import { registerHealth } from './plugins/health';
import { registerLiveRegistry } from './plugins/live-registry';
import { registerMetrics } from './plugins/metrics';
import { registerPages } from './plugins/pages';
import { registerReleaseFiles } from './plugins/release-files';
import { registerRequestId, requestIdOptions, siteLogger } from './plugins/request-log';
import { declareCspNonce, registerSecurityHeaders, secureResponses } from './plugins/security-headers';

export { siteLogger };

/**
 * The site server of `pnpm start`: serves the release store (immutable versioned folders), the
 * registry, the live shell's index.html with the page head and runtime config, robots.txt and
 * sitemap.xml. A release or rollback is a registry change, seen on the next request.
 *
 * Every response carries the security headers (docs/security.md): helmet's set (nosniff,
 * Referrer-Policy, X-Frame-Options DENY…), HSTS over TLS only, and a Content-Security-Policy built
 * for that response from the config and the registry, with the request's nonce (csp.ts).
 *
 * Each part lives in plugins/; this function only puts them together. The order is the server's:
 * a hook applies to what is registered after it, and compression to the routes declared once it
 * is loaded.
 */
export function buildSiteServer(
  config: SiteServerConfig = siteConfig,
  options: { logger?: ReturnType<typeof siteLogger> | false; lifecycle?: SiteLifecycle } = {},
): FastifyInstance {
  const lifecycle = options.lifecycle ?? createSiteLifecycle();
  const registries = requestRegistries(config);
  const secureResponse = secureResponses(config, registries);
  const refuse = refuseEarly(secureResponse);
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a proxy (SITE_TRUST_PROXY): request.ip is the visitor that proxy names.
    trustProxy: config.trustProxy,
    ...requestIdOptions(config.trustProxy),
    frameworkErrors: (error, request, reply) => void refuse(error, request, reply),
  });

  // The counters every site server shares (REDIS_URL), closed with the server.
  const redis = siteRedis(config.redisUrl);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));

  declareCspNonce(app);
  app.register(fastifyCookie);
  registerRequestId(app);
  app.register(async (scope) => registerBeacons(scope, config, redis));
  registerSecurityHeaders(app, secureResponse);
  registerCompression(app);
  registerReleaseFiles(app, config);
  registerErrorHandler(app);

  // Declared once the compression plugin is loaded: it equips each route as the route is added.
  app.after(() => {
    registerLiveRegistry(app, config, registries);
    app.register(async (scope) => registerConsent(scope, config));
    registerCrawlerFiles(app, config, registries);
    registerHealth(app, config, lifecycle);
    registerMetrics(app, config);
    registerPages(app, config, registries);
    registerNotFound(app);
  });

  return app;
}

async function main() {
  const lifecycle = createSiteLifecycle({ warmed: !siteConfig.ssr });
  const app = buildSiteServer(siteConfig, { logger: siteLogger(siteConfig.logLevel), lifecycle });
  // Graceful stop, as the API's (@ga/config/graceful-stop): /health/ready says 503 at once, then
  // the server stops taking requests and those in flight finish.
  stopGracefullyOnSignals({
    log: app.log,
    drain: () => lifecycle.drain(),
    close: () => app.close(),
    ...siteConfig.shutdown,
  });
  await app.listen({ host: siteConfig.host, port: siteConfig.port });
  console.log(`Site en ligne sur ${siteConfig.siteUrl}`);
  // The live versions' server builds are loaded now rather than by their first visitor; the
  // instance is ready once they are (a build that cannot load is logged: its pages fall back).
  const registry = await readStoreRegistry(siteConfig);
  if (registry && siteConfig.ssr) await warmUp(siteConfig, liveTargets(siteConfig.releaseStore, registry), app.log);
  lifecycle.warmedUp();
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) void main();
