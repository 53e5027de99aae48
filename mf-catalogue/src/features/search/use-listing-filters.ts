import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@ga/core';
import { filtersToSearch, parseFilters, type UrlFilters } from './search-params';

/** Filters, sort and page live in the URL: shareable, and the back button works. */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (change: Partial<UrlFilters>, { keepPage = false } = {}) => {
      const next = { ...filters, ...change };
      if (!keepPage) delete next.page;
      setParams(new URLSearchParams(filtersToSearch(next)), { preventScrollReset: keepPage ? false : true });
    },
    [filters, setParams],
  );
  /** The whole search at once (the filter form submitted): filters not in `next` are dropped. */
  const apply = useCallback((next: UrlFilters) => setParams(new URLSearchParams(filtersToSearch(next)), { preventScrollReset: true }), [setParams]);
  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, update, apply, reset };
}
