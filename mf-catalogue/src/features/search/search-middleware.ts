import { registerMiddleware, redirect, type MiddlewareFunction } from '@ga/core';

/**
 * `search` (docs/spec-notes.md §2, /achat): the URL is the search. Invalid or unknown parameters are dropped
 * and the visitor lands on the clean, shareable URL of the same search.
 */
export const searchMiddleware: MiddlewareFunction = async ({ request }) => {
  const url = new URL(request.url);
  if (!url.search) return; // nothing to clean
  // The filter schema (Zod) is loaded by the first search that has parameters: the routes chunk,
  // which every catalogue page loads (the vehicle page too), stays without it.
  const { filtersToSearch, parseFilters } = await import('./search-params');
  // Campaign parameters are not filters, but they must survive for attribution.
  const tracking = [...url.searchParams].filter(([key]) => key.startsWith('utm_') || key === 'gclid' || key === 'fbclid');
  const filters = filtersToSearch(parseFilters(url.searchParams));
  const extra = new URLSearchParams(tracking).toString();
  const clean = extra ? `${filters || '?'}${filters ? '&' : ''}${extra}` : filters;
  const current = url.search.replace(/%2C/g, ',');
  if (clean !== current) throw redirect(`${url.pathname}${clean}`);
};

export function registerSearchMiddleware(): void {
  registerMiddleware('search', searchMiddleware);
}
