import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from '@ga/core';
import { filtersToSearch, parseFilters, type UrlFilters } from './search-params';

/**
 * Filters, sort and page live in the URL: shareable, and the back button works.
 *
 * React Router renders a navigation in a transition, so a second change can come before the first
 * is rendered (a filter ticked, then the sort chosen at once): built from the search as last
 * rendered, it would drop the first change (CI saw `?energies=hybride` become `?sort=price_asc`).
 * Each change is built on the newest search asked for; asked searches are forgotten once the URL
 * shows them, or once the URL moves to a search none of them asked (back button, a link).
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<string[]>([]);
  const rendered = params.toString();
  const lastRendered = useRef(rendered);
  // Once per move of the URL (a render done twice, as StrictMode does, changes nothing more).
  if (rendered !== lastRendered.current) {
    lastRendered.current = rendered;
    const index = asked.current.indexOf(rendered);
    asked.current = index >= 0 ? asked.current.slice(index + 1) : [];
  }

  const filters = useMemo(() => parseFilters(params), [params]);
  const go = useCallback(
    (next: UrlFilters, preventScrollReset: boolean) => {
      const search = new URLSearchParams(filtersToSearch(next));
      asked.current = [...asked.current, search.toString()];
      setParams(search, { preventScrollReset });
    },
    [setParams],
  );
  /** The newest search: the last one asked for and not rendered yet, or the URL's. */
  const newest = useCallback(() => {
    const last = asked.current.at(-1);
    return last === undefined ? filters : parseFilters(new URLSearchParams(last));
  }, [filters]);
  const update = useCallback(
    (change: Partial<UrlFilters>, { keepPage = false } = {}) => {
      const next = { ...newest(), ...change };
      if (!keepPage) delete next.page;
      go(next, !keepPage);
    },
    [newest, go],
  );
  /** The whole search at once (the filter form submitted): filters not in `next` are dropped. */
  const apply = useCallback((next: UrlFilters) => go(next, true), [go]);
  const reset = useCallback(() => go({}, false), [go]);
  return { filters, update, apply, reset };
}
