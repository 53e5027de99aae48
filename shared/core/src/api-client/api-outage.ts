import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from './api-slice';

/**
 * The API out of reach (stopped, restarting, a network cut, 502/503/504 from a proxy or from the
 * API itself when its database is away): the shell says so once for the whole page and re-runs the
 * failed queries by itself until they succeed (docs/reliability.md).
 */
export function isServiceUnreachable(error: unknown): boolean {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 503 || status === 504;
}

interface QueryEntry {
  status?: string;
  error?: unknown;
  endpointName?: string;
  originalArgs?: unknown;
}

type ApiState = { api: ReturnType<typeof api.reducer> };

function unreachable(state: ApiState): QueryEntry[] {
  return (Object.values(state.api.queries) as (QueryEntry | undefined)[]).filter(
    (q): q is QueryEntry => q?.status === 'rejected' && isServiceUnreachable(q.error),
  );
}

/** How many queries of the page failed because the API could not be reached. */
export const selectUnreachableCount = (state: ApiState): number => unreachable(state).length;

/** Runs those queries again (their components get the data as soon as one succeeds). */
export function retryUnreachable(store: { getState(): ApiState; dispatch(action: unknown): unknown }): void {
  const endpoints = api.endpoints as Record<
    string,
    { initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): unknown } | undefined
  >;
  for (const query of unreachable(store.getState())) {
    const endpoint = query.endpointName ? endpoints[query.endpointName] : undefined;
    if (endpoint) store.dispatch(endpoint.initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
  }
}
