/**
 * Validation at the boundary with zod (sync or async refinements): failure → 422 with errors per field.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ValidationError } from './errors';
import { issuesToFieldErrors } from './field-errors';

export async function validate<S extends z.ZodType>(schema: S, data: unknown): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(data ?? {});
  if (!result.success) throw new ValidationError(issuesToFieldErrors(result.error.issues));
  return result.data;
}

/**
 * Route-level validator compiler: the body schema is only documented (OpenAPI) and the handler
 * validates it with `validate()` (which can run database checks and report every field at once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const bodyValidatedInHandler: FastifySchemaCompiler<any> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);
