/**
 * A server-sent events stream read as a browser's EventSource reads it, for the tests of the live
 * streams (/live/stock, /api/staff/stream): the status, the headers, and `until(test)` to wait for
 * what it has sent so far.
 */
export interface Reader {
  status: number;
  headers: Headers;
  /** Resolves with the text read so far once `test` holds on it (rejects after `ms`). */
  until(test: (text: string) => boolean, ms?: number): Promise<string>;
  ended: Promise<void>;
  cancel(): Promise<void>;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<Reader> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { origin: 'http://localhost:3000', accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  let text = '';
  const waiters = new Set<() => void>();
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!res.body) return;
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        for (const w of waiters) w();
      }
    } catch {
      /* aborted */
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    ended,
    until(test, ms = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (test(text)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(text);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`pas reçu en ${ms} ms ; lu : ${text.slice(-400)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    async cancel() {
      controller.abort();
      await ended;
    },
  };
}
