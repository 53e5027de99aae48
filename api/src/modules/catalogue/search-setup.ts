/**
 * The catalogue's search caches and in-memory index, kept up to date by the change channel.
 * The index is read in the background: SQL answers the searches until it is loaded.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { ChangeChannel } from '../../db/change-channel';
import type { DatabaseHandle } from '../../db/connection';
import { createSearchCache, type SearchCache } from './search-cache';
import { createSearchIndex, type SearchIndex } from './search-index/search-index';
import { followStockChanges } from './stock-changes';

export function openCatalogueSearch(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  changes: ChangeChannel,
): { searchIndex: SearchIndex | null; catalogueCache: SearchCache } {
  const searchIndex =
    config.searchIndex === 'memory'
      ? createSearchIndex(database.db, {
          resyncSeconds: config.searchIndexResyncSeconds,
          warn: (message) => app.log.warn(`[search-index] ${message}`),
        })
      : null;
  const catalogueCache = createSearchCache({
    count: config.catalogueCacheSeconds,
    facets: config.catalogueCacheSeconds,
    page: config.cataloguePageCacheSeconds,
  });
  followStockChanges(changes, catalogueCache, searchIndex);
  if (searchIndex) {
    const started = Date.now();
    searchIndex.load().then(
      () => app.log.info(`[search-index] ${searchIndex.size} véhicules indexés en ${Date.now() - started} ms`),
      (error: Error) =>
        app.log.warn(`[search-index] lecture impossible (${error.message}) ; recherche en SQL en attendant`),
    );
  }
  return { searchIndex, catalogueCache };
}
