/**
 * The first data of the page: the site server fetches the public API calls the landing
 * page needs while it writes the HTML and inlines their replies as
 * `<script type="application/json" id="ga-first-data">{"/api/banners": {…}}</script>`. The base
 * query answers the same call from there once, instead of a round trip to the API, then the
 * network as usual. Replies were fetched signed out: a signed-in visitor never gets them, and they
 * are ignored once the page has been open for a while.
 */
/** The island's id (the site server writes it: shell/src/page-islands.ts, tested equal). */
export const FIRST_DATA_ELEMENT_ID = 'ga-first-data';
/** After this, the page is no longer « landing »: inlined replies are stale, ask the API. */
export const FIRST_DATA_MAX_AGE_MS = 30_000;

let replies: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  if (replies) return replies;
  replies = new Map();
  const element = typeof document !== 'undefined' ? document.getElementById(FIRST_DATA_ELEMENT_ID) : null;
  if (!element?.textContent) return replies;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [url, reply] of Object.entries(parsed)) replies.set(url, reply);
  } catch {
    /* unreadable: every call goes to the API */
  }
  return replies;
}

/** The inlined reply of `GET url` (path and query as the base query builds them), taken once. */
export function takeFirstData(url: string): unknown {
  if (typeof performance !== 'undefined' && performance.now() > FIRST_DATA_MAX_AGE_MS) return undefined;
  const store = read();
  if (!store.has(url)) return undefined;
  const reply = store.get(url);
  store.delete(url);
  return reply;
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetFirstData(): void {
  replies = null;
}
