export type Reply = { status?: number; body?: unknown };
export type Call = { method: string; path: string; body: unknown };
/** The API of a test: a reply for a request (path with its query string), or undefined for 404. */
export type Handler = (method: string, path: string, body: unknown) => Reply | undefined;

/**
 * `fetch` answered by `reply` (404 « Introuvable. » when it gives nothing), every request recorded
 * in the list returned; the API's address set to http://api.test.
 */
export function mockFetch(reply?: Handler): Call[] {
  window.__GA_CONFIG__ = { apiUrl: 'http://api.test' };
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const target = url.pathname + url.search;
    calls.push({ method: request.method, path: target, body });
    const { status = 200, body: replyBody } = reply?.(request.method, target, body) ?? {
      status: 404,
      body: { message: 'Introuvable.' },
    };
    return new Response(status === 204 ? null : JSON.stringify(replyBody ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}
