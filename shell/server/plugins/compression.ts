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
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
