import { Readable } from 'node:stream';

/** React writes small pieces: sent in pieces of about this size (each one is a compression flush). */
const PIECE_BYTES = 16 * 1024;

/** Told how the stream ended: the whole page when it was sent to the end, else nothing. */
export type StreamEnd = (page: string | null) => void;

/**
 * The response of a server-rendered page: the head and the top of the body at once (the browser
 * starts on the stylesheets and preloads while the rest is rendered), then the rendered markup as it
 * comes, then the islands and the scripts. The compression plugin flushes each piece
 * (plugins/compression.ts), so the head is not held back until the body is done. `onEnd` gets the
 * whole page once it is sent (the micro-cache keeps it), or `null` when the render failed or the
 * visitor left.
 */
export function pageStream(before: string, body: NodeJS.ReadableStream, after: string, onEnd?: StreamEnd): Readable {
  const sent: string[] = [];
  let reported = false;
  const report = (page: string | null) => {
    if (reported) return;
    reported = true;
    onEnd?.(page);
  };
  async function* pieces() {
    let complete = false;
    try {
      sent.push(before);
      yield before;
      let buffered = '';
      for await (const chunk of body) {
        buffered += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
        if (buffered.length >= PIECE_BYTES) {
          sent.push(buffered);
          yield buffered;
          buffered = '';
        }
      }
      const last = buffered + after;
      sent.push(last);
      yield last;
      complete = true;
    } finally {
      report(complete ? sent.join('') : null);
    }
  }
  // Destroyed before its first piece (the visitor left at once): the generator never ran.
  return Readable.from(pieces(), { objectMode: false }).once('close', () => report(null));
}
