/**
 * OpenAPI document generated from the route schemas (@fastify/swagger), served at /openapi.json.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PROTECTED } from './api-key';
import { documentCommonReplies } from './openapi-replies';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API Glinche Automobiles',
        version: '1.0.0',
        description:
          'API JSON du site de Glinche Automobiles (mandataire auto à Écommoy, Sarthe). Toutes les routes /api/* et /oauth/* exigent l’en-tête X-Api-Key. ' +
          'Réponses : ressource { data }, liste { data, meta }, erreur { message, errors? } (errors uniquement en 422).',
      },
      servers: [{ url: 'http://localhost:4000', description: 'Développement local' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
          // The site server's own credential (BEACON_SECRET): POST /api/beacons only.
          siteCredential: { type: 'apiKey', in: 'header', name: 'X-Site-Credential' },
          // The staff area (modules/staff): the session cookie, whose requirement lists the roles
          // the route accepts, and the CSRF header every write of /api/staff/* needs.
          staffSession: { type: 'apiKey', in: 'cookie', name: 'ga_staff_session' },
          staffCsrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: documentUploads,
    transformObject: (documentObject) =>
      errorsAsJson(('openapiObject' in documentObject ? documentObject.openapiObject : {}) as OpenApiObject) as never,
  });
  // Every /api and /oauth route needs the key (api-key.ts): say so where a route says nothing, so
  // that the document, and the suites generated from it (authorisation matrix), are complete.
  app.addHook('onRoute', (route) => {
    if (!PROTECTED.test(route.url) || !route.schema || route.schema.hide) return;
    (route.schema as { security?: unknown }).security ??= [{ apiKey: [] }];
  });
  // The replies every route can give whatever its own code (a missing key, a malformed body, a
  // database away…), added to each route's schema so that the document lists them too.
  app.addHook('onRoute', documentCommonReplies);
}

type OpenApiObject = {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
};

/**
 * Errors are JSON on every route, also where the success is not (a photo in JPEG, a calendar
 * file): @fastify/swagger gives every status the route's `produces`, so errors are set back to JSON.
 */
function errorsAsJson(document: OpenApiObject): OpenApiObject {
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const content = response.content;
        if (Number(status) < 400 || !content || 'application/json' in content) continue;
        const first = Object.values(content)[0];
        response.content = { 'application/json': first as unknown };
      }
    }
  }
  return document;
}

/**
 * Zod schemas to JSON Schema, and for multipart routes (uploads, validated by their handler) the
 * file field described as OpenAPI expects it, so the document shows how to send one.
 */
const documentUploads: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as { consumes?: string[]; body?: unknown } | undefined;
  if (schema?.consumes?.includes('multipart/form-data') && !schema.body) {
    out.schema = {
      ...schema,
      body: { type: 'object', required: ['photo'], properties: { photo: { type: 'string', format: 'binary' } } },
    };
  }
  return out;
};

/** The document with stable key order, as checked in at api/openapi.json. */
export function openApiDocument(app: FastifyInstance): unknown {
  return app.swagger();
}

export function openApiJson(app: FastifyInstance): string {
  return `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
}
