/**
 * What every route shares, registered before the modules: CORS, compression, security headers,
 * the OpenAPI generator, the error handlers, the API key, the input text check and the public
 * write limits. Their order is the order Fastify runs their hooks in.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import type { Config } from '../config';
import { registerApiKeyCheck } from './api-key';
import { registerErrorHandlers } from './error-handler';
import { registerInputTextCheck } from './input-text';
import { registerOpenApi } from './openapi';
import { registerPublicWriteLimits } from './public-writes';
import { registerSecurityHeaders } from './security-headers';

export async function registerPlatform(app: FastifyInstance, config: Config, redis: Redis | null): Promise<void> {
  await app.register(cors, {
    origin: config.siteOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Authorization', 'X-Api-Key', 'X-Request-Id', 'X-CSRF-Token'],
    // The staff session is a cookie (modules/staff): the site's origins may send it (credentials),
    // SameSite=Strict and the CSRF header keep other sites out. Visitor routes read no cookie.
    credentials: true,
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  // JSON and the drawn SVG pictures leave compressed (brotli at a level cheap enough per request,
  // or gzip); below 1 KB the headers would cost more than they save.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerErrorHandlers(app);
  registerApiKeyCheck(app, config.apiKey);
  registerInputTextCheck(app);
  await registerPublicWriteLimits(app, { perMinute: config.rateLimits.publicWritesPerMinute, redis });
}
