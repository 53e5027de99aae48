/**
 * Short-lived cache of search counts and facet sets, keyed by the normalised query.
 *
 * Under load, most catalogue requests repeat a few popular queries (the fixed listings, a brand,
 * an energy); their `count(*)` and facet aggregates cost tens to hundreds of milliseconds of
 * database time each. The cache keeps the *promise* of each result, so concurrent identical
 * requests share one database query (request coalescing) and the next ones, within `ttlSeconds`,
 * none. Cards (prices, « Réservé ») are never cached: only totals and facet counts, which a
 * booking does not change and which the stock changes a few times a day.
 * Per API process (lru-cache, bounded); ttlSeconds 0 turns it off.
 */
import { LRUCache } from 'lru-cache';

export interface SearchCache {
  wrap<T>(kind: string, query: object, compute: () => Promise<T>): Promise<T>;
}

/** A stable key: object keys sorted, array values sorted, undefined dropped. */
export function normalisedKey(kind: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${kind}:${JSON.stringify(entries)}`;
}

export function createSearchCache(ttlSeconds: number, maxEntries = 5000): SearchCache {
  if (ttlSeconds <= 0) return { wrap: (_kind, _query, compute) => compute() };
  const cache = new LRUCache<string, Promise<unknown>>({ max: maxEntries, ttl: ttlSeconds * 1000 });
  return {
    wrap<T>(kind: string, query: object, compute: () => Promise<T>): Promise<T> {
      const key = normalisedKey(kind, query);
      const hit = cache.get(key) as Promise<T> | undefined;
      if (hit) return hit;
      const promise = compute();
      cache.set(key, promise);
      // A failed query is not remembered.
      promise.catch(() => cache.delete(key));
      return promise;
    },
  };
}
