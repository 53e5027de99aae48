import type { FastifyInstance } from 'fastify';
import type { SiteServerConfig } from '../config';
import { PLAIN_TEXT, XML } from '../content-types';
import type { RequestRegistries } from '../request-registry';
import { listedPaths, liveManifests } from '../route-manifests';
import { apiSitemapPaths, robotsTxt, sitemapXml } from '../seo-files';

/**
 * robots.txt and sitemap.xml (seo-files.ts). The sitemap lists the routes of the store's registry
 * as it is (no visitor, so no canary cohort) and the pages whose address comes from the API.
 */
export function registerCrawlerFiles(
  app: FastifyInstance,
  config: SiteServerConfig,
  { storeRegistryFor }: RequestRegistries,
): void {
  app.get('/robots.txt', async (_req, reply) => reply.type(PLAIN_TEXT).send(robotsTxt(config)));
  app.get('/sitemap.xml', async (request, reply) => {
    const manifests = await liveManifests(config.releaseStore, await storeRegistryFor(request));
    return reply.type(XML).send(sitemapXml(config, [...listedPaths(manifests), ...(await apiSitemapPaths(config))]));
  });
}
