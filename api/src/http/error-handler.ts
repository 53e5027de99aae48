/**
 * One error shape for every failure: `{ message }`, plus `errors` per field on 422.
 * Never a stack trace to clients; bad input is never a 500.
 */
import { API_MESSAGES } from '@ga/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, ValidationError } from './errors';
import { validationEntriesToFieldErrors } from './field-errors';
import { BARE_REPLY_HEADERS } from './security-headers';

export const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Type de contenu non pris en charge : envoyez du JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête JSON est vide.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Le corps de la requête n’est pas un JSON valide.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Le corps de la requête est trop volumineux.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'En-tête Content-Length invalide.',
  FST_ERR_BAD_URL: 'Adresse invalide.',
  FST_ERR_MAX_PARAM_LENGTH: 'Adresse trop longue.',
};

/**
 * Fastify's `frameworkErrors`: URLs the router refuses before any route (a malformed escape, a
 * path segment over 100 characters) get the one error shape too, not Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(status)
    .headers(BARE_REPLY_HEADERS)
    .send({ message: FASTIFY_MESSAGES[error.code] ?? 'Requête invalide.' });
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: API_MESSAGES.routeNotFound });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(422)
        .send({ message: API_MESSAGES.validation, errors: validationEntriesToFieldErrors(error.validation) });
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
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Base de données injoignable');
      return reply.code(503).header('retry-after', '5').send({ message: API_MESSAGES.unavailable });
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
