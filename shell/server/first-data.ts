/**
 * The first data of a page: the public API calls the landing page makes first, fetched
 * by the site server while it writes the page and inlined as JSON (the browser's base query
 * answers them from there: @ga/core first-data.ts). A call that fails or is slow is simply left
 * out: the browser asks the API as usual.
 */
import { apiCallHeaders } from './api-headers';
import type { SiteServerConfig } from './config';
import type { PrefetchMatch } from './route-manifests';

/** The page must not wait for the API longer than this. */
const BUDGET_MS = 400;

/** The home page is the shell's: its blocks (home/api.ts). */
const HOME_CALLS = ['/api/welcome-slides', '/api/banners', '/api/ratings'];

/**
 * The calls, path and query exactly as the base query builds them: the home's, or those the
 * remote owning the page declares in its route manifest, for an address without a query string
 * (filters in the query change what the page asks).
 */
export function firstDataCalls(url: URL, prefetch: PrefetchMatch | undefined): string[] {
  if (url.search) return [];
  if (url.pathname === '/') return HOME_CALLS;
  return (prefetch?.entry.data ?? []).map((call) =>
    call.replace(/:([A-Za-z]\w*)/g, (match, name: string) =>
      prefetch!.params[name] !== undefined ? encodeURIComponent(prefetch!.params[name]) : match,
    ),
  );
}

async function fetchReply(
  config: SiteServerConfig,
  call: string,
  signal: AbortSignal,
  requestId?: string,
): Promise<[string, unknown] | null> {
  try {
    // The page's request id (with the credential that makes the API keep it): its API calls are found under it in the API's logs.
    const response = await fetch(`${config.apiInternalUrl}${call}`, {
      headers: apiCallHeaders(config, requestId),
      signal,
    });
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json')) return null;
    return [call, await response.json()];
  } catch {
    return null;
  }
}

/** The replies that came back in time, by call. */
export async function fetchFirstData(
  config: SiteServerConfig,
  url: URL,
  prefetch: PrefetchMatch | undefined,
  requestId?: string,
): Promise<Record<string, unknown>> {
  const calls = firstDataCalls(url, prefetch).filter((call) => !call.includes(':'));
  if (calls.length === 0) return {};
  const signal = AbortSignal.timeout(BUDGET_MS);
  const replies = await Promise.all(calls.map((call) => fetchReply(config, call, signal, requestId)));
  return Object.fromEntries(replies.filter((reply): reply is [string, unknown] => reply !== null));
}
