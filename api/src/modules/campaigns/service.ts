/**
 * Events and promotions: one campaign by id or slug, its status from the dates (Paris) and the
 * number of published vehicles matching its criteria (the GET /api/vehicles filters, checked
 * with the same schema: stored criteria that no longer validate count no vehicle).
 */
import type { CampaignStatus, CampaignVehicleSearch, EventPage, PromotionPage } from '@ga/contracts';
import { parisToday } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { searchWhere } from '../catalogue/conditions';
import { searchCount } from '../catalogue/queries';
import { vehicleSearchQuerySchema } from '../catalogue/query-schemas';
import { illustrationUrl } from '../media/urls';
import { CAMPAIGN_MESSAGES } from './schemas';
import { findCampaign } from './queries';

export function campaignStatus(startsOn: string, endsOn: string, today: string): CampaignStatus {
  if (today < startsOn) return 'a_venir';
  return today > endsOn ? 'terminee' : 'en_cours';
}

type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

async function base(db: Db, publicApiUrl: string, row: CampaignRow, now: Date) {
  const parsed = vehicleSearchQuerySchema.safeParse(row.search);
  const vehicles_count = parsed.success ? await searchCount(db, searchWhere(parsed.data, now)) : 0;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    paragraphs: row.paragraphs,
    image: illustrationUrl(publicApiUrl, row.illustration),
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    status: campaignStatus(row.starts_on, row.ends_on, parisToday(now)),
    search: row.search as CampaignVehicleSearch,
    vehicles_count,
  };
}

export async function showEvent(db: Db, publicApiUrl: string, idOrSlug: string, now = new Date()): Promise<EventPage> {
  const row = await findCampaign(db, 'event', idOrSlug);
  if (!row || !row.place || !row.opening_hours) throw notFound(CAMPAIGN_MESSAGES.eventNotFound);
  return {
    ...(await base(db, publicApiUrl, row, now)),
    kind: 'event',
    place: row.place,
    opening_hours: row.opening_hours,
  };
}

export async function showPromotion(
  db: Db,
  publicApiUrl: string,
  idOrSlug: string,
  now = new Date(),
): Promise<PromotionPage> {
  const row = await findCampaign(db, 'promotion', idOrSlug);
  if (!row || row.discount_label === null || !row.conditions) throw notFound(CAMPAIGN_MESSAGES.promotionNotFound);
  return {
    ...(await base(db, publicApiUrl, row, now)),
    kind: 'promotion',
    discount_label: row.discount_label,
    conditions: row.conditions,
  };
}
