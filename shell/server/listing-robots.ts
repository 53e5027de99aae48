/**
 * Canonical address and robots rule of a page address (docs/server-rendering.md « SEO »). A listing's
 * filters live in its query string (the catalogue's `search` middleware has already made it clean):
 * - no query: the page is its own canonical;
 * - one filter with one value (`/achat?energies=electrique`): indexable, canonical with its query,
 *   as the big French car sites index « voitures électriques » pages;
 * - sorted, paged, several filters or a list of values: `noindex,follow` — crawlers follow the
 *   links (every vehicle stays reachable) but do not index countless combinations — and the canonical
 *   is the listing without its query.
 * Any other page's canonical is its path. Campaign parameters (`utm_*`, `gclid`, `fbclid`) are never part of the canonical.
 */
import { ownerOf } from '../src/remotes/route-owners';

const TRACKING = /^(utm_|gclid$|fbclid$)/;

/** The catalogue's pages except a vehicle's: the ones whose query string is a search. */
const isListing = (pathname: string) =>
  ownerOf(pathname) === 'mf-catalogue' && !pathname.startsWith('/achat/vehicule/');

export interface PageIndexing {
  canonical: string;
  noindex: boolean;
}

export function pageIndexing(url: URL, siteUrl: string): PageIndexing {
  const params = [...url.searchParams].filter(([key]) => !TRACKING.test(key));
  const base = `${siteUrl}${url.pathname}`;
  // Any other page: its address without the query (a vehicle's `?booking`, a sign-in's return path).
  if (params.length === 0 || !isListing(url.pathname)) return { canonical: base, noindex: false };
  const [[key, value]] = params as [[string, string]];
  const single = params.length === 1 && key !== 'sort' && key !== 'page' && !value.includes(',');
  if (single) return { canonical: `${base}?${new URLSearchParams([[key, value]]).toString()}`, noindex: false };
  return { canonical: base, noindex: true };
}
