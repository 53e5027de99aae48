/**
 * OpenAPI document generated from the route schemas (@fastify/swagger), served at /openapi.json.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The document with stable key order, as checked in at api/openapi.json. */
export function openApiDocument(app: FastifyInstance): unknown {
  return app.swagger();
}

export function openApiJson(app: FastifyInstance): string {
  return `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
}
