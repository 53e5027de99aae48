/**
 * Text the API never takes: NUL and the other C0 control characters (tab, line feed and carriage
 * return excepted) and lone UTF-16 surrogates (a JSON `"\ud800"` parses to one). PostgreSQL
 * refuses NUL in text (a 500 from the driver), a lone surrogate cannot be stored as UTF-8, and no
 * form a person fills in contains either. They are refused at the boundary, for every route at once,
 * with a 422 on the field that holds them: never stripped or replaced, so nothing is stored altered.
 *
 * The check walks path parameters, the query string and a parsed JSON body (keys too) before any
 * schema runs, so a route cannot forget it.
 */
import { API_MESSAGES, type FieldErrors } from '@ga/contracts';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors';
import { ROOT_FIELD } from './field-errors';

// eslint-disable-next-line no-control-regex -- the control characters are what this module looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character the API refuses (see above). */
export function hasForbiddenCharacter(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** A key as it may be shown in an error (its forbidden characters replaced by U+FFFD). */
const shown = (key: string) => key.replace(new RegExp(`${CONTROL.source}|${LONE_SURROGATE.source}`, 'g'), '\ufffd');

/** `{ field: [message] }` for each string (or key) of `value` that holds a forbidden character. */
export function forbiddenTextErrors(
  value: unknown,
  path: string[] = [],
  errors: FieldErrors = {},
  depth = 0,
): FieldErrors {
  const field = () => (path.length ? path.join('.') : ROOT_FIELD);
  if (typeof value === 'string') {
    if (hasForbiddenCharacter(value)) errors[field()] = [API_MESSAGES.forbiddenCharacter];
  } else if (value !== null && typeof value === 'object' && depth < 32) {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, shown(key)];
      if (hasForbiddenCharacter(key)) errors[at.join('.')] = [API_MESSAGES.forbiddenCharacter];
      else forbiddenTextErrors(item, at, errors, depth + 1);
    }
  }
  return errors;
}

export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {};
    forbiddenTextErrors(request.params, [], errors);
    forbiddenTextErrors(request.query, [], errors);
    if (request.body !== undefined && !Buffer.isBuffer(request.body)) forbiddenTextErrors(request.body, [], errors);
    if (Object.keys(errors).length) throw new ValidationError(errors);
  });
}
