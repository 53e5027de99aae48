import type { VehicleCategorySlug } from '@ga/contracts';

/**
 * The `leasing-{category}` segment of /financement/leasing-{category}/{brand?}/{carmodel?}
 * (React Router cannot match partial segments, so the page parses it). Categories are the
 * catalogue's: voitures, utilitaires; the singular forms are accepted too (leasing-voiture,
 * leasing-utilitaire), as French sites link both. Anything else is not a leasing page (404).
 */
const CATEGORY_ALIASES: Record<string, VehicleCategorySlug> = {
  voitures: 'voitures',
  voiture: 'voitures',
  utilitaires: 'utilitaires',
  utilitaire: 'utilitaires',
};

export function leasingCategory(segment: string | undefined): VehicleCategorySlug | null {
  const match = /^leasing-([a-z0-9-]+)$/.exec(segment ?? '');
  return (match && CATEGORY_ALIASES[match[1]!]) ?? null;
}
