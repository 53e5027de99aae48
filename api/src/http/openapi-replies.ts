/**
 * Replies a route gives whatever its own code says, documented on every route they apply to, so
 * that /openapi.json lists every status the API sends (an outside tester checks each reply against
 * it, and so do the fuzz and the authorisation matrix: test/openapi-conformance.ts):
 * - 401 on /api and /oauth routes: the API key is missing or wrong (api-key.ts);
 * - 400 where a body is parsed (malformed JSON, a forbidden `__proto__` key) or the path carries a
 *   parameter (a malformed percent escape);
 * - 413 and 415 where a body is parsed: too large, not JSON;
 * - 404 and 414 where the path carries a parameter: nothing of that id or slug (or, with a `..`
 *   segment, no route at all), or longer than the router takes (ids.ts MAX_PATH_PARAM);
 * - 422 everywhere: a control character or a lone surrogate in any input (input-text.ts), besides
 *   each route's own validation;
 * - 429 on public writes (public-writes.ts);
 * - 503 everywhere: the database is away for a moment (error-handler.ts).
 */
import type { RouteOptions } from 'fastify';
import { PROTECTED } from './api-key';
import { isPublicWrite } from './public-writes';
import { errorSchemas } from './reply-schemas';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function documentCommonReplies(route: RouteOptions): void {
  const schema = route.schema as { hide?: boolean; response?: Record<string | number, unknown> } | undefined;
  if (!schema || schema.hide) return;
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
  const parsesBody = methods.some((m) => WRITES.has(m));
  const hasPathParams = route.url.includes(':') || route.url.includes('*');
  const codes = [422, 503];
  if (PROTECTED.test(route.url)) codes.push(401);
  if (parsesBody || hasPathParams) codes.push(400);
  if (parsesBody) codes.push(413, 415);
  if (hasPathParams) codes.push(404, 414);
  if (isPublicWrite(route)) codes.push(429);
  const response = (schema.response ??= {});
  for (const [code, body] of Object.entries(errorSchemas(...codes))) {
    if (!(code in response)) response[code] = body;
  }
}
