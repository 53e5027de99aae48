/**
 * The drawn pictures as WebP, for pages: the browser decodes a raster image off its main thread,
 * while each SVG <img> is a document of its own that Chromium parses, styles and paints on the main
 * thread (15–40 ms a picture on a phone's core, after the first paint: docs/performance.md
 * « Pictures as WebP »). The SVG stays the source (vehicle-svg.ts, illustration-svg.ts) and is still
 * served; the 360° frames stay SVG (loaded only when the visitor opens the viewer).
 *
 * Rendering one picture (librsvg through sharp) and encoding it takes 20–60 ms of a libuv thread, so:
 *  - pictures are kept in an LRU bounded in bytes, keyed by a hash of the SVG itself: a vehicle
 *    whose colour or body changes gets its new picture at once, without any invalidation;
 *  - concurrent requests for the same picture share one rendering (kept apart from the LRU until
 *    done, so a full cache never drops a rendering under way);
 *  - at most `concurrency` renderings run at once, the others wait their turn: libuv's pool is
 *    shared with scrypt (sign-ins) and the trade-in photos.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import sharp from 'sharp';

export interface RasterOptions {
  /** Bytes of WebP kept (default 32 MiB: some 3,500 pictures). */
  maxBytes?: number;
  /** Renderings at once (default 2). */
  concurrency?: number;
}

export interface Rasteriser {
  /** `svg` as WebP, at the SVG's own size (800 × 450 for a vehicle, 1200 × 600 for an illustration). */
  webp(svg: string): Promise<Buffer>;
  /** Renderings done and answers from memory since start-up. */
  readonly stats: { rendered: number; fromMemory: number };
  /** Bytes of WebP kept in memory. */
  readonly bytesKept: number;
}

/** Quality of the WebP: the drawings are flat colours and gradients; 80 shows no banding. */
const QUALITY = 80;

export function createRasteriser({ maxBytes = 32 * 1024 * 1024, concurrency = 2 }: RasterOptions = {}): Rasteriser {
  const stats = { rendered: 0, fromMemory: 0 };
  const inTurn = pLimit(concurrency);

  const done = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (data) => data.length });
  const pending = new Map<string, Promise<Buffer>>();

  async function render(svg: string): Promise<Buffer> {
    const data = await inTurn(() => sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer());
    stats.rendered += 1;
    return data;
  }

  return {
    stats,
    get bytesKept() {
      return done.calculatedSize;
    },
    async webp(svg) {
      const key = createHash('sha256').update(svg).digest('base64url');
      const kept = done.get(key);
      if (kept) {
        stats.fromMemory += 1;
        return kept;
      }
      let rendering = pending.get(key);
      if (!rendering) {
        rendering = render(svg)
          .then((data) => (done.set(key, data), data))
          .finally(() => pending.delete(key));
        pending.set(key, rendering);
      }
      return rendering;
    },
  };
}
