/** Zod schemas of the inbox routes' replies and parameters (query and bodies: @ga/contracts staff-inbox.ts). */
import { INBOX_KINDS, INBOX_MESSAGES, INBOX_STATUSES, STAFF_ROLE_VALUES } from '@ga/contracts';
import { z } from 'zod';

export const inboxIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, INBOX_MESSAGES.notFound)
    .describe('Identifiant de la demande dans la boîte'),
});

export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  source_id: z.number().int().describe('Identifiant de la demande dans sa propre table (réservation, reprise…)'),
  status: z.enum(INBOX_STATUSES),
  assigned_to: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  fullname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  plate: z.string().nullable(),
  reference: z.string().nullable(),
  vehicle_id: z.number().int().nullable(),
  summary: z.string().nullable(),
  due_at: z
    .string()
    .nullable()
    .describe('Rappel : fin du créneau demandé ; rendez-vous : début ; réservation : fin de l’option'),
  created_at: z.string(),
});

export const inboxPageSchema = z.object({
  data: z.array(inboxItemSchema),
  meta: z.object({
    next_cursor: z.string().nullable().describe('À passer en `before` pour la page suivante ; null : dernière page'),
    unassigned_open: z.number().int().describe('Demandes ouvertes que personne ne suit (le badge)'),
  }),
});

export const inboxNoteReplySchema = z.object({
  id: z.string(),
  author: z.object({ id: z.number().int(), full_name: z.string() }),
  body: z.string(),
  created_at: z.string(),
});

const requestFactSchema = z.object({
  label: z.string(),
  value: z.string(),
  href: z.string().nullable().describe('Lien à suivre (mailto:, tel:, une page)'),
});
export const requestDetailsSchema = z
  .object({
    vehicle: z
      .object({
        id: z.number().int(),
        title: z.string(),
        url: z.string().describe('La fiche publique du véhicule'),
        price_now: z.number().int().describe('Prix TTC actuel (euros)'),
        price_at_request: z
          .number()
          .int()
          .nullable()
          .describe('Prix TTC vu par le visiteur lors de sa demande (réservation, devis, financement)'),
        availability: z.enum(['vendu', 'retire', 'reserve', 'disponible']),
      })
      .nullable(),
    groups: z.array(z.object({ title: z.string(), facts: z.array(requestFactSchema) })),
  })
  .describe('Tout ce que le visiteur a saisi, par rubrique, en français');

export const inboxDetailSchema = z.object({
  data: inboxItemSchema.extend({
    details: requestDetailsSchema,
    notes: z.array(inboxNoteReplySchema),
    history: z.array(
      z.object({
        id: z.string(),
        at: z.string(),
        actor: z.string().nullable(),
        action: z.string(),
        before: z.unknown(),
        after: z.unknown(),
      }),
    ),
  }),
});

export const colleaguesSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), full_name: z.string(), role: z.enum(STAFF_ROLE_VALUES) })),
});
