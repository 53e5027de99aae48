/**
 * A reply that asking again will not change: the request is malformed (400, 422: an id that is not
 * one), or the vehicle, the page or the record does not exist (404) or is gone for good (410). RTK Query fetches a failed query again for every new subscriber
 * (its cache condition looks only at `fulfilledTimeStamp`), so a page rendered by the server around
 * such a reply would have it fetched again by the server's next data pass and once more by the
 * browser after hydration. Marked with the time it was answered, the entry is kept like a reply:
 * the page still reads it as an error (`status: 'rejected'`), and a visitor who comes back to it
 * after `keepUnusedDataFor` asks again, as for any reply.
 *
 * Returns the API state with these entries marked, or `undefined` when there is none to mark.
 * Errors that may pass (401 and 403 before a sign-in, 429, 5xx, a timeout, the API out of reach:
 * `FETCH_ERROR`) are left to be tried again.
 */
const FINAL_STATUSES = new Set([400, 404, 410, 422]);

interface QueryEntry {
  status?: string;
  error?: unknown;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

export function settleFinalErrors<S extends { queries: Record<string, unknown> }>(state: S): S | undefined {
  let queries: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(state.queries)) {
    const entry = value as QueryEntry | undefined;
    if (
      entry?.status !== 'rejected' ||
      entry.fulfilledTimeStamp !== undefined ||
      !FINAL_STATUSES.has(statusOf(entry.error) as number)
    )
      continue;
    queries ??= { ...state.queries };
    queries[key] = { ...entry, fulfilledTimeStamp: entry.startedTimeStamp ?? 0 };
  }
  return queries && { ...state, queries: queries as S['queries'] };
}
