/**
 * Zod schemas of the common reply shapes, for OpenAPI and serialisation.
 */
import { z } from 'zod';

export const errorBodySchema = z.object({ message: z.string() }).describe('Erreur');
export const validationErrorBodySchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .describe('Erreurs de validation par champ');

/** `{ 401: errorBody, 422: validationErrorBody, … }` for a route's `response`. */
export function errorSchemas(...codes: number[]) {
  const out: Record<number, typeof errorBodySchema | typeof validationErrorBodySchema> = {};
  for (const code of codes) out[code] = code === 422 ? validationErrorBodySchema : errorBodySchema;
  return out;
}

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ total: z.number().int() }) });

/** 409 with errors per field (ConflictError: a slot taken meanwhile). */
export const conflictBodySchema = validationErrorBodySchema.describe('Conflit : erreurs par champ');
