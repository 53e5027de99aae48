/**
 * The filters and keyset pages of the staff lists (the inbox, the journal): filters live in the
 * address; older pages are the cursors loaded after the first one, forgotten when the filters change.
 */
import { useState } from 'react';

/** The filters of the address that are set, by name. */
export function filtersFrom<K extends string>(
  search: URLSearchParams,
  names: readonly K[],
): Partial<Record<K, string>> {
  return Object.fromEntries(names.flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : []))) as Partial<
    Record<K, string>
  >;
}

/** A filter form's values without the empty ones (what goes into the address). */
export const filledOnly = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/** The cursors of the older pages shown under the first one, for the filters `key`. */
export function useKeysetPages(key: string) {
  const [cursors, setCursors] = useState<{ key: string; list: string[] }>({ key, list: [] });
  const pages = cursors.key === key ? cursors.list : [];
  return { pages, last: pages.at(-1), more: (cursor: string) => setCursors({ key, list: [...pages, cursor] }) };
}
