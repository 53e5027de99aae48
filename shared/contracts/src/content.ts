/**
 * Editorial and general calls: contact, newsletter, partners, teams, cities, localisation, form pages.
 */
import type { Id, IsoDate, Url } from './common';
import type { VehicleCard, VehicleCategorySlug } from './catalogue';
import type { VehicleSearchQuery } from './vehicle-search';
import type { Department } from './delivery';

/**
 * GET /api/partners → List<Partner> (by category, then name); GET /api/partners/{id|slug} →
 * Resource<Partner>, unknown → 404. DEMO DATA: invented companies, said so on the page.
 */
export interface Partner {
  id: Id;
  slug: string;
  name: string;
  /** e.g. « Financement », « Convoyage », « Aménagement ». */
  category: string;
  /** One sentence for the list. */
  summary: string;
  /** Paragraphs of the partner's page (plain text). */
  description: string[];
  /** What our customers get from this partner (plain text bullets). */
  benefits: string[];
  /** Where the service is offered on our site (a path of the site), if anywhere. */
  site_path: string | null;
  /** Brand colour of the monogram drawn in place of a logo (#rrggbb). */
  colour: string;
}

/** GET /api/teams → List<Team>: the services of the dealership and their people (invented first names, roles). */
export interface TeamMember {
  id: Id;
  first_name: string;
  role: string;
  /** One sentence on what they do for customers. */
  speciality: string;
}
export interface Team {
  id: Id;
  slug: string;
  name: string;
  /** What the service does, in a sentence or two. */
  mission: string;
  members: TeamMember[];
}

/*
 * Cities with an « achat utilitaire » landing page (/achat-utilitaire/{city}).
 * GET /api/cities → List<City> (by name);
 * GET /api/cities/{slug}?type= → Resource<CityPage>; `type` is a vehicle category slug
 * (`utilitaires`, the default, or `voitures`; the singular `utilitaire` / `voiture` is accepted);
 * 404 unknown city, 422 unknown type.
 */
export interface City {
  id: Id;
  slug: string;
  name: string;
  postal_code: string;
  /** Code officiel géographique (INSEE) of the commune. */
  insee_code: string;
  department_code: string;
  /**
   * The name as it reads after « à », with the article contracted: « au Mans », « au Havre »,
   * « à La Rochelle », « à Tours », « aux Sables-d’Olonne ». Titles: « Achat d’utilitaire au Mans (72) ».
   */
  at_name: string;
  /** As the crow flies from our centre in Écommoy (72), rounded to 5 km. */
  distance_km: number;
}
/**
 * A delivery type for the city's département: `delivery_price` null = on quote (« SUR DEVIS »),
 * 0 = free (« GRATUIT »), else euros TTC. `lead_time_days`: the same per-département lead time as
 * GET /api/delivery-types/departments/{dept} (days between the order being complete and the
 * handover; 0 = as soon as the vehicle is ready); where that is on quote, the type's generic delay.
 */
export interface CityDeliveryType {
  id: Id;
  name: string;
  description: string;
  at_home: boolean;
  delivery_price: number | null;
  delivery_price_etax: number | null;
  lead_time_days: number;
}
/** Vehicles on sale on a city page: the cheapest first. */
export const CITY_PAGE_VEHICLES = 12;
export interface CityPage extends City {
  /** The département (as GET /api/departments gives it: name « 72 Sarthe »). */
  department: Department;
  category: VehicleCategorySlug;
  /** e.g. « Achat d’utilitaire à Tours (37) », « Achat d’utilitaire au Mans (72) » (uses `at_name`). */
  title: string;
  /** One French paragraph (demo text built from the data). */
  intro: string;
  delivery_types: CityDeliveryType[];
  /** Published vehicles of `category` in stock. */
  vehicles_count: number;
  /** Up to CITY_PAGE_VEHICLES cards, cheapest first. */
  vehicles: VehicleCard[];
  /** GET /api/vehicles query giving the whole list: `{ category: 'utilitaires', sort: 'price_asc' }`. */
  search: Required<Pick<VehicleSearchQuery, 'category' | 'sort'>>;
}

/**
 * GET /api/localization?search= → List<Locality>: postal code / commune autocompletion for forms.
 * `search` (2 to 60 characters, else 422): digits = postal-code prefix, letters = commune name
 * prefix, at the start of the name or of one of its words (accents, case, hyphens and apostrophes
 * ignored; « st » / « ste » read « Saint » / « Sainte »). At most LOCALITY_MAX_RESULTS results: by
 * postal code, or for a name the names starting with the text first, then by name. One row per
 * postal code of a commune (Paris, Lyon, Marseille: one per arrondissement).
 */
export const LOCALITY_SEARCH_MIN_LENGTH = 2;
export const LOCALITY_MAX_RESULTS = 20;
export interface Locality {
  postal_code: string;
  city: string;
  insee_code: string;
  department_code: string;
  /** e.g. « 72220 Écommoy ». */
  label: string;
}

/** docs/spec-notes.md §3 "Press article (static)". */
export interface PressArticle {
  title: string;
  picture: Url;
  date: IsoDate;
  origin: string;
  link: string;
}

/** docs/spec-notes.md §3 "Notification" (client state). */
export type NotificationAction = 'success' | 'info' | 'warning' | 'danger';
export interface Notification {
  id: string;
  action: NotificationAction;
  message: string;
}
