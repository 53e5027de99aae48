import { useEffect, useRef } from 'react';

interface ListResult {
  data?: readonly unknown[];
  isSuccess: boolean;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

/** How long an account list stays cached without a page showing it (seconds). */
export const LIST_CACHE_SECONDS = 30 * 60;

/**
 * docs/spec-notes.md §4 "Lists load once and are cached when non-empty": the list endpoints keep their data
 * (LIST_CACHE_SECONDS, invalidated by tags when something changes), and a list that came empty
 * from the cache is asked again when its page is opened.
 */
export function useRefetchWhenEmpty({ data, isSuccess, fulfilledTimeStamp, refetch }: ListResult): void {
  const mountedAt = useRef(Date.now());
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !isSuccess) return;
    checked.current = true;
    const fromCache = (fulfilledTimeStamp ?? 0) < mountedAt.current;
    if (fromCache && data && data.length === 0) void refetch();
  }, [data, isSuccess, fulfilledTimeStamp, refetch]);
}
