/**
 * One error shape for every failure: `{ message }`, plus `errors` per field on 422.
 * Never a stack trace to clients; bad input is never a 500.
 */
import { API_MESSAGES } from '@ga/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, ValidationError } from './errors';
import { validationEntriesToFieldErrors } from './field-errors';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge : envoyez du JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête JSON est vide.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Le corps de la requête n’est pas un JSON valide.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'En-tête Content-Length invalide.',
  FST_ERR_BAD_URL: 'Adresse invalide.',
};

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: API_MESSAGES.routeNotFound });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send({ message: API_MESSAGES.validation, errors: validationEntriesToFieldErrors(error.validation) });
    }
    if (error instanceof ValidationError) {
      return reply.code(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error.statusCode === 400 && error instanceof SyntaxError)) {
      return reply.code(400).send({ message: FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? 'Requête invalide.';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'Erreur interne');
    return reply.code(500).send({ message: API_MESSAGES.serverError });
  });
}
