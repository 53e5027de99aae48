import { Readable } from 'node:stream';

/** React writes small pieces: sent in pieces of about this size (each one is a compression flush). */
const PIECE_BYTES = 16 * 1024;

/**
 * The response of a server-rendered page: the head and the top of the body at once (the browser
 * starts on the stylesheets and preloads while the rest is rendered), then the rendered markup as it
 * comes, then the islands and the scripts. The compression plugin flushes each piece
 * (plugins/compression.ts), so the head is not held back until the body is done.
 */
export function pageStream(before: string, body: NodeJS.ReadableStream, after: string): Readable {
  async function* pieces() {
    yield before;
    let buffered = '';
    for await (const chunk of body) {
      buffered += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
      if (buffered.length >= PIECE_BYTES) {
        yield buffered;
        buffered = '';
      }
    }
    yield buffered + after;
  }
  return Readable.from(pieces(), { objectMode: false });
}
