/**
 * Short-lived cache of search counts and facet sets, keyed by the normalised query.
 *
 * Under load, most catalogue requests repeat a few popular queries (the fixed listings, a brand,
 * an energy); their `count(*)` and facet aggregates cost tens to hundreds of milliseconds of
 * database time each. The cache keeps the *promise* of each result, so concurrent identical
 * requests share one database query (request coalescing) and the next ones, within `ttlSeconds`,
 * none. Totals and facet counts (which a booking does not change, and the stock a few times a
 * day) live CATALOGUE_CACHE_SECONDS; whole result pages, whose cards say « Réservé », live
 * CATALOGUE_PAGE_CACHE_SECONDS (a few seconds) and are dropped as soon as a booking is made,
 * changed or cancelled in this process (another API process catches up within those seconds).
 * Per API process (lru-cache, bounded); a lifetime of 0 turns that kind off.
 */
import { LRUCache } from 'lru-cache';

export interface SearchCache {
  /** The cached promise of `compute()` for this kind and query, or a fresh one. */
  wrap<T>(kind: string, query: object, compute: () => Promise<T>): Promise<T>;
  /** Forgets every entry of a kind (pages when a booking changes « Réservé »). */
  clear(kind: string): void;
}

/** A stable key: object keys sorted, array values sorted, undefined dropped. */
export function normalisedKey(kind: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].map(String).sort() : v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${kind}:${JSON.stringify(entries)}`;
}

/** Seconds each kind of entry lives; a kind absent or at 0 is not cached. */
export type CacheLifetimes = Record<string, number>;

export function createSearchCache(lifetimes: CacheLifetimes, maxEntries = 5000): SearchCache {
  const cache = new LRUCache<string, Promise<unknown>>({ max: maxEntries });
  return {
    wrap<T>(kind: string, query: object, compute: () => Promise<T>): Promise<T> {
      const seconds = lifetimes[kind] ?? 0;
      if (seconds <= 0) return compute();
      const key = normalisedKey(kind, query);
      const hit = cache.get(key) as Promise<T> | undefined;
      if (hit) return hit;
      const promise = compute();
      cache.set(key, promise, { ttl: seconds * 1000 });
      // A failed query is not remembered.
      promise.catch(() => cache.delete(key));
      return promise;
    },
    clear(kind: string) {
      for (const key of [...cache.keys()]) if (key.startsWith(`${kind}:`)) cache.delete(key);
    },
  };
}
