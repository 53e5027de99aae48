/**
 * Where photos are processed, one at a time per API instance, off the event loop:
 *  - HEIC is decoded by libheif (WASM) and resized (sharp) in a worker thread (piscina pool of one
 *    thread, heic-worker.mjs, at a lower priority than the event loop on Linux): its pixels never
 *    reach the API's heap (large external buffers make V8 collect for 50 to 100 ms); terminated after
 *    `timeoutMs` of decoding (PhotoTimeoutError; `coldStartMs` more when the worker must start
 *    first); an idle worker is closed after `idleMs`, giving back the WASM memory it grew;
 *  - resizing and JPEG encoding (sharp) take one slot of libuv's pool, shared with scrypt
 *    (password hashing): sharp.concurrency(1) and one photo at a time here;
 *  - at most `maxWaiting` photos wait their turn; beyond, PhotoBusyError (503 + Retry-After):
 *    an upload burst cannot pile up decoded images in memory.
 * The memory the worker saw after each decode (RSS of the process, its external and ArrayBuffer
 * memory: WASM memory is not capped by resourceLimits) is kept in `lastMemory` for the metrics.
 */
import path from 'node:path';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import sharp from 'sharp';

/** Photos waiting for their turn beyond this: refused (PhotoBusyError). */
export const PHOTO_MAX_WAITING = 4;
/** A HEIC decode longer than this (ms) is stopped: its worker is terminated. */
export const HEIC_DECODE_TIMEOUT_MS = 10_000;
/** Time allowed on top for a worker to start (loading libheif's WASM) when none is running. */
export const HEIC_COLD_START_MS = 5_000;

export class PhotoBusyError extends Error {}
export class PhotoTimeoutError extends Error {}

/** The JPEG kept: `maxSide` px at most, `quality`. */
export interface HeicOutput {
  maxSide: number;
  quality: number;
}

export interface DecodedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

export interface WorkerMemory {
  rss: number;
  external: number;
  arrayBuffers: number;
}

export interface PhotoDecoder {
  /** Runs `work` in its turn; `work` decodes HEIC through `heic`. Throws PhotoBusyError when the line is full. */
  run<T>(
    work: (
      heic: (bytes: Buffer, maxPixels: number, output: HeicOutput) => Promise<DecodedPhoto | 'tooManyPixels'>,
    ) => Promise<T>,
  ): Promise<T>;
  /** Photos being processed (0 or 1) and waiting. */
  readonly load: { running: number; waiting: number };
  readonly lastMemory: WorkerMemory | null;
  close(): Promise<void>;
}

interface WorkerReply {
  tooManyPixels?: boolean;
  width: number;
  height: number;
  data: Uint8Array;
  memory: WorkerMemory;
}

// The resizing of one photo uses one libvips thread (default: one per core), on libuv's pool.
sharp.concurrency(1);

const WORKER = path.join(__dirname, 'heic-worker.mjs');

export function createPhotoDecoder({
  timeoutMs = HEIC_DECODE_TIMEOUT_MS,
  coldStartMs = HEIC_COLD_START_MS,
  maxWaiting = PHOTO_MAX_WAITING,
  idleMs = 30_000,
} = {}): PhotoDecoder {
  const pool = new Piscina({
    filename: WORKER,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: idleMs,
    maxQueue: maxWaiting,
    concurrentTasksPerWorker: 1,
  });
  // One photo at a time (its resizing, or its decoding in the worker), the others in turn.
  const line = pLimit(1);
  let lastMemory: WorkerMemory | null = null;

  const heic = async (
    bytes: Buffer,
    maxPixels: number,
    output: HeicOutput,
  ): Promise<DecodedPhoto | 'tooManyPixels'> => {
    const allowed = timeoutMs + (pool.threads.length === 0 ? coldStartMs : 0);
    const signal = AbortSignal.timeout(allowed);
    let reply: WorkerReply;
    try {
      reply = (await pool.run({ bytes, maxPixels, ...output }, { signal })) as WorkerReply;
    } catch (err) {
      if (signal.aborted) throw new PhotoTimeoutError(`Décodage HEIC arrêté après ${allowed} ms`);
      throw err;
    }
    lastMemory = reply.memory;
    if (reply.tooManyPixels) return 'tooManyPixels';
    return {
      width: reply.width,
      height: reply.height,
      data: Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength),
    };
  };

  return {
    async run(work) {
      // Every photo accepted is running or waiting (pending until its turn, even for a microtask).
      if (line.activeCount + line.pendingCount > maxWaiting) throw new PhotoBusyError('Trop de photos en attente');
      return line(() => work(heic));
    },
    get load() {
      return { running: line.activeCount, waiting: line.pendingCount };
    },
    get lastMemory() {
      return lastMemory;
    },
    async close() {
      await pool.destroy();
    },
  };
}
