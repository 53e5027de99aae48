import type { IsoDateTime } from './common';

/**
 * GET /api/sitemap/vehicles|brands|carmodels → List<SitemapEntry>: site paths
 * (`/achat/vehicule/{slug}/{id}`, `/achat-par-marque/{slug}`, `/achat-par-modele/{slug}`) of what is on sale.
 */
export interface SitemapEntry {
  path: string;
  slug: string;
  /** What the page is, for /plan-du-site: « Clio Evolution TCe 90 », « Renault », « Renault Clio ». */
  label: string;
  /** Latest change of the vehicle, or of the brand's / model's vehicles. */
  updated_at: IsoDateTime;
}
