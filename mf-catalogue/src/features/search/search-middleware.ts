import { registerMiddleware, redirect, type MiddlewareFunction } from '@ga/core';
import { filtersToSearch, parseFilters } from './search-params';

/**
 * `search` (docs/spec-notes.md §2, /achat): the URL is the search. Invalid or unknown parameters are dropped
 * and the visitor lands on the clean, shareable URL of the same search.
 */
export const searchMiddleware: MiddlewareFunction = async ({ request }) => {
  const url = new URL(request.url);
  if (!url.search) return; // nothing to clean
  // The filter reader is a few hundred bytes since it no longer uses Zod: bundled with the routes, so
  // a listing with filters does not wait for one more file before it renders.
  // Campaign parameters are not filters, but they must survive for attribution.
  const tracking = [...url.searchParams].filter(
    ([key]) => key.startsWith('utm_') || key === 'gclid' || key === 'fbclid',
  );
  const filters = filtersToSearch(parseFilters(url.searchParams));
  const extra = new URLSearchParams(tracking).toString();
  const clean = extra ? `${filters || '?'}${filters ? '&' : ''}${extra}` : filters;
  const current = url.search.replace(/%2C/g, ',');
  if (clean !== current) throw redirect(`${url.pathname}${clean}`);
};

export function registerSearchMiddleware(): void {
  registerMiddleware('search', searchMiddleware);
}
