/**
 * Home page data: banners, hero slides, vehicle sliders, ratings, latest news, business sectors.
 */
import type { Id, IsoDate, List, Url } from './common';
import type { VehicleCard } from './catalogue';
import type { BusinessSector } from './user';

/** GET /api/banners → List<Banner> */
export interface Banner {
  id: Id;
  title: string;
  subtitle: string | null;
  cta_label: string;
  /** Path on the site, e.g. `/achat/par-remise`. */
  link: string;
  image: Url;
  background_colour: string;
  text_colour: string;
  position: number;
}

/** GET /api/welcome-slides → List<WelcomeSlide> */
export interface WelcomeSlide {
  id: Id;
  title: string;
  text: string;
  cta_label: string;
  link: string;
  image: Url;
  position: number;
}

/** Slider categories of GET /api/list-slides?categories[]=… */
export const LIST_SLIDE_CATEGORIES = [
  'nouveautes',
  'coup-de-coeur',
  'offre-du-moment',
  'utilitaires',
  'electriques',
] as const;
export type ListSlideCategory = (typeof LIST_SLIDE_CATEGORIES)[number];
export const LIST_SLIDE_TITLES: Record<ListSlideCategory, string> = {
  nouveautes: 'Nos derniers arrivages',
  'coup-de-coeur': 'Nos coups de cœur',
  'offre-du-moment': 'Les offres du moment',
  utilitaires: 'Nos véhicules utilitaires',
  electriques: '100 % électriques',
};
/** Site path listing the whole category ("Voir tout"). */
export const LIST_SLIDE_LINKS: Record<ListSlideCategory, string> = {
  nouveautes: '/achat/nouveautes',
  'coup-de-coeur': '/achat/coup-de-coeur',
  'offre-du-moment': '/achat/offre-du-moment',
  utilitaires: '/achat/utilitaires',
  electriques: '/achat-par-energie/electrique',
};

export interface ListSlidesQuery {
  /** Sent as `categories[]=nouveautes&categories[]=utilitaires`; default: all categories. */
  categories?: ListSlideCategory[];
  /** Vehicles per slider (1–24, default 12). */
  limit?: number;
}

export interface ListSlide {
  category: ListSlideCategory;
  title: string;
  link: string;
  vehicles: VehicleCard[];
}
/** GET /api/list-slides → List<ListSlide> in the order requested. */
export type ListSlidesResponse = List<ListSlide>;

/** A customer review of the website ("Sophie M."). */
export interface Review {
  id: Id;
  author: string;
  city: string | null;
  /** 1 to 5. */
  rating: number;
  title: string;
  comment: string;
  date: IsoDate;
}

/** GET /api/ratings — the site reads data, count, percentage (defaults 199 and 90). */
export interface RatingsResponse {
  data: Review[];
  /** Number of reviews. */
  count: number;
  /** Share of satisfied customers (rating ≥ 4), 0–100. */
  percentage: number;
  /** Mean rating out of 5, one decimal. */
  average: number;
}
export const DEFAULT_RATINGS = { count: 199, percentage: 90 } as const;

/** GET /api/blog/last-news → List<NewsItem> (the dealership's own blog posts). */
export interface NewsItem {
  id: Id;
  slug: string;
  title: string;
  excerpt: string;
  date: IsoDate;
  image: Url;
  /** Site path of the article. */
  url: string;
  category: string;
}

/** GET /api/business-sectors → List<BusinessSector> */
export type BusinessSectorList = List<BusinessSector>;
