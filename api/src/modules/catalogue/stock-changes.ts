/**
 * The catalogue follows the change channel: a booking drops the cached result pages (their cards
 * say « Réservé ») and re-reads its vehicles' holds in the search index; a stock or price change
 * drops the cached totals and facets too; `resync` reads the whole index again.
 */
import type { ChangeChannel } from '../../db/change-channel';
import type { SearchCache } from './search-cache';
import type { SearchIndex } from './search-index/search-index';

export function followStockChanges(changes: ChangeChannel, cache: SearchCache, index: SearchIndex | null): () => void {
  return changes.subscribe(async (event) => {
    cache.clear('page');
    if (event.kind !== 'booking') {
      cache.clear('count');
      cache.clear('facets');
    }
    await index?.apply(event);
  });
}
