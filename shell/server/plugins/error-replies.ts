import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLAIN_TEXT } from '../content-types';
import type { SecureResponse } from './security-headers';

// Errors answer in plain French, without internal details (file paths, stack).

const clientStatus = (error: FastifyError, otherwise: number) =>
  error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : otherwise;

/**
 * Fastify's `frameworkErrors`: requests refused before routing (an undecodable URL…) skip the
 * hooks, so their security headers are set here.
 */
export function refuseEarly(secureResponse: SecureResponse) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    await secureResponse(request, reply);
    return reply
      .code(clientStatus(error, 400))
      .type(PLAIN_TEXT)
      .send(error.code === 'FST_ERR_BAD_URL' ? 'Adresse invalide.' : 'Requête refusée.');
  };
}

/** A route that throws: a refusal for the visitor's errors, a logged server error otherwise. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, _request, reply) => {
    const status = clientStatus(error, 500);
    if (status === 500) console.error(error);
    return reply
      .code(status)
      .type(PLAIN_TEXT)
      .send(status === 500 ? 'Erreur du serveur : réessayez dans un instant.' : 'Requête refusée.');
  });
}

/**
 * A release file that is not there (@fastify/static) or another method than GET/HEAD. Set with the
 * routes, once compression is loaded, like them.
 */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Introuvable.' });
    return reply.code(404).type(PLAIN_TEXT).send('Fichier introuvable.');
  });
}
