/**
 * Query strings with arrays as `name[]=value` (docs/spec-notes.md §7), parsed with `qs`.
 * `categories[]=a&categories[]=b` → `{ categories: ['a', 'b'] }`.
 */
import qs from 'qs';

export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, { arrayLimit: 100, depth: 2, parameterLimit: 200, allowDots: false });
}
