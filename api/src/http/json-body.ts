/**
 * JSON bodies parsed with secure-json-parse, as Fastify's own parser does, but with an answer that
 * says what is wrong: a body with a `__proto__` key (or `constructor.prototype`) is refused with a
 * 400 that names the key, not with « not valid JSON », which it is.
 */
import { API_MESSAGES } from '@ga/contracts';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { FASTIFY_MESSAGES } from './error-handler';
import { HttpError } from './errors';

const POISONING = /forbidden prototype property/;

export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new HttpError(400, FASTIFY_MESSAGES.FST_ERR_CTP_EMPTY_JSON_BODY!);
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (err) {
    throw new HttpError(
      400,
      POISONING.test((err as Error).message)
        ? API_MESSAGES.forbiddenKey
        : FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!,
    );
  }
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (err) {
      done(err as HttpError, undefined);
    }
  });
}
