/**
 * GET /api/localization?search=: the query and the reply shape.
 */
import { LOCALITY_SEARCH_MIN_LENGTH, type Locality } from '@ga/contracts';
import { z } from 'zod';
import { foldSearch } from './normalize';

export const LOCALIZATION_MESSAGES = {
  search: `Saisissez au moins ${LOCALITY_SEARCH_MIN_LENGTH} caractères : un code postal ou le nom d’une commune.`,
  tooLong: 'La recherche est limitée à 60 caractères.',
} as const;

export const localizationQuerySchema = z.object({
  search: z
    .string({ error: LOCALIZATION_MESSAGES.search })
    .trim()
    .min(LOCALITY_SEARCH_MIN_LENGTH, { error: LOCALIZATION_MESSAGES.search, abort: true })
    .max(60, { error: LOCALIZATION_MESSAGES.tooLong, abort: true })
    .refine((v) => foldSearch(v).replace(/ /g, '').length >= LOCALITY_SEARCH_MIN_LENGTH, LOCALIZATION_MESSAGES.search),
});

export const localitySchema = z.object({
  postal_code: z.string(),
  city: z.string(),
  insee_code: z.string(),
  department_code: z.string(),
  label: z.string().describe('« 72220 Écommoy »'),
}) satisfies z.ZodType<Locality>;
