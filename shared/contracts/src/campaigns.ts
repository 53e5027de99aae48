/**
 * Campaigns: events (/evenement/{slug}) and promotions (/promotion/{slug}).
 *
 * GET /api/events/{id|slug}   → Resource<EventPage>
 * GET /api/promotions/{slug}  → Resource<PromotionPage> (the id is accepted too)
 * 404 for an unknown one. A finished campaign still answers (status `terminee`) so the page can
 * say it is over. The vehicles concerned are not listed here: `search` holds the criteria to send
 * to GET /api/vehicles (same names as VehicleSearchQuery), `vehicles_count` how many match now.
 */
import type { Id, IsoDate, Url } from './common';
import type { VehicleSearchQuery } from './vehicle-search';

/** Decided from the dates (Paris): before `starts_on`, up to `ends_on` included, after. */
export const CAMPAIGN_STATUSES = ['a_venir', 'en_cours', 'terminee'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  a_venir: 'À venir',
  en_cours: 'En cours',
  terminee: 'Terminé',
};

/** The criteria of a campaign's vehicles: a GET /api/vehicles query without the page. */
export type CampaignVehicleSearch = Omit<VehicleSearchQuery, 'page' | 'per_page'>;

export interface CampaignBase {
  id: Id;
  slug: string;
  title: string;
  /** One line under the title. */
  subtitle: string | null;
  /** Paragraphs of plain text (no HTML). */
  paragraphs: string[];
  /** Hero illustration (SVG drawn by the API, 1200 × 600). */
  image: Url;
  /** First and last day, both included (Paris dates). */
  starts_on: IsoDate;
  ends_on: IsoDate;
  status: CampaignStatus;
  /** Query for GET /api/vehicles giving the vehicles concerned. */
  search: CampaignVehicleSearch;
  /** Published vehicles matching `search` today. */
  vehicles_count: number;
}

export interface EventPlace {
  name: string;
  address: string;
  postal_code: string;
  city: string;
}

export interface EventPage extends CampaignBase {
  kind: 'event';
  place: EventPlace;
  /** e.g. « Vendredi et samedi de 9 h à 19 h, dimanche de 10 h à 18 h ». */
  opening_hours: string;
}

export interface PromotionPage extends CampaignBase {
  kind: 'promotion';
  /** e.g. « Jusqu’à 2 000 € de remise sur les utilitaires neufs ». */
  discount_label: string;
  /** Conditions and legal notice, one paragraph per item. */
  conditions: string[];
}
