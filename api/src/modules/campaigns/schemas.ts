/**
 * Campaign replies (events and promotions): serialisation and OpenAPI.
 */
import { CAMPAIGN_STATUSES, type EventPage, type PromotionPage } from '@ga/contracts';
import { z } from 'zod';
import { idOrSlugParam } from '../../http/ids';

export const CAMPAIGN_MESSAGES = {
  eventNotFound: 'Événement introuvable.',
  promotionNotFound: 'Promotion introuvable.',
} as const;

export const campaignParamsSchema = z.object({
  id: idOrSlugParam(),
});

const baseShape = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  paragraphs: z.array(z.string()),
  image: z.string(),
  starts_on: z.string().describe('AAAA-MM-JJ, inclus'),
  ends_on: z.string().describe('AAAA-MM-JJ, inclus'),
  status: z.enum(CAMPAIGN_STATUSES),
  search: z.record(z.string(), z.unknown()).describe('Critères à envoyer à GET /api/vehicles'),
  vehicles_count: z.number().int(),
};

export const eventPageSchema = z.object({
  ...baseShape,
  kind: z.literal('event'),
  place: z.object({ name: z.string(), address: z.string(), postal_code: z.string(), city: z.string() }),
  opening_hours: z.string(),
}) satisfies z.ZodType<Omit<EventPage, 'search'>>;

export const promotionPageSchema = z.object({
  ...baseShape,
  kind: z.literal('promotion'),
  discount_label: z.string(),
  conditions: z.array(z.string()),
}) satisfies z.ZodType<Omit<PromotionPage, 'search'>>;
