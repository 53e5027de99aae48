// GET parameters go in the query string, arrays as name[]=value (docs/spec-notes.md §7).
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type QueryParams = Record<string, QueryValue>;

export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${name}[]`, String(item));
    } else {
      search.append(name, String(value));
    }
  }
  return search.toString();
}
