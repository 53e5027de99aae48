import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { siteConfig, type SiteServerConfig } from './config';
import { readStoreRegistry } from './registry';
import { renderIndex, shellIndex } from './index-html';
import { staticHead } from './page-head';
import { productHead } from './product-head';
import { catalogueSitemapPaths, robotsTxt, sitemapXml } from './seo-files';

/** Files that name what is live: always revalidated. Everything else in a release is content-hashed. */
const MUTABLE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html', 'release.json']);

/**
 * The site server of `pnpm start`: serves the release store (immutable versioned folders), the
 * registry, the live shell's index.html with the page head and runtime config, robots.txt and
 * sitemap.xml. A release or rollback is a registry change, seen on the next request.
 */
export function buildSiteServer(config: SiteServerConfig = siteConfig): FastifyInstance {
  const app = Fastify({ logger: false });

  app.register(fastifyStatic, {
    root: config.releaseStore,
    prefix: '/releases/',
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const name = path.basename(filePath);
      reply.header('Cache-Control', MUTABLE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  app.get('/registry.json', async (_req, reply) => {
    const registry = await readStoreRegistry(config.releaseStore);
    reply.header('Cache-Control', 'no-cache');
    if (!registry) return reply.code(503).send({ message: 'Aucune release publiée.' });
    return { remotes: registry.remotes };
  });

  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(config)));
  app.get('/sitemap.xml', async (_req, reply) => reply.type('application/xml; charset=utf-8').send(sitemapXml(config, await catalogueSitemapPaths(config))));
  app.get('/health', async () => ({ status: 'ok' }));

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Introuvable.' });
    const url = new URL(request.url, config.siteUrl);
    if (url.pathname.startsWith('/releases/') || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Fichier introuvable.');
    }
    const registry = await readStoreRegistry(config.releaseStore);
    const shellVersion = registry?.apps.shell?.live;
    if (!shellVersion) {
      return reply.code(503).type('text/plain; charset=utf-8').send('Le site n’est pas encore publié : lancez « pnpm start » ou « pnpm release shell ».');
    }
    const template = await shellIndex(config, shellVersion);
    const head = (await productHead(url.pathname, config)) ?? staticHead(url.pathname, config);
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(renderIndex(template, head, `${config.siteUrl}${url.pathname}`, config));
  });

  return app;
}

async function main() {
  const app = buildSiteServer();
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
