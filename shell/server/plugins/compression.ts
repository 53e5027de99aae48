import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Pages and JSON are compressed per response (brotli at a fast level, or gzip); release files are
 * served from the brotli/gzip copies written at release time (scripts/release/precompress.mjs).
 * Routes declared once this plugin is loaded (app.after) are the ones it equips.
 */
export function registerCompression(app: FastifyInstance): void {
  app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Each write is flushed: a streamed page's head leaves at once (ssr/page-stream.ts writes in
    // pieces of 16 KB, so the ratio stays that of whole pieces). A page sent as one string is one write.
    brotliOptions: {
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    },
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
  });
}
