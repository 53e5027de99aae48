/**
 * Reply schemas of the user area (documented in OpenAPI, checked on serialisation).
 * They mirror the `User` type of @ga/contracts.
 */
import type { User } from '@ga/contracts';
import { z } from 'zod';

export const userSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  is_comp: z.boolean(),
  company_name: z.string().nullable(),
  company_siret: z.string().nullable(),
  business_sector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  subscribe_newsletter: z.boolean(),
  bookmarks: z.array(z.number().int()),
  created_at: z.string(),
  email_verified: z.boolean().describe('Adresse confirmée par le lien envoyé (exigé avant une première réservation)'),
  pending_email: z.string().nullable().describe('Nouvelle adresse en attente de son lien de confirmation'),
}) satisfies z.ZodType<User>;

export const userResourceSchema = z.object({ data: userSchema });

const invalidId = 'Identifiant d’utilisateur invalide.';
export const userParamsSchema = z.object({
  id: z.coerce
    .number({ error: invalidId })
    .int({ error: invalidId })
    .positive({ error: invalidId })
    .max(2_147_483_647, { error: invalidId }),
});
