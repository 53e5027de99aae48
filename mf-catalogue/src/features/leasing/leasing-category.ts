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

/** Title and description of a leasing page (the page and the route manifest). */
export function leasingHead(what: 'voiture' | 'utilitaire', subject: string | null) {
  return {
    title: `Leasing ${subject ?? what} en LOA`,
    description: `Location avec option d’achat${subject ? ` ${subject}` : ''} : ${what === 'voiture' ? 'voitures' : 'utilitaires'} neufs, 0 km et d’occasion en LOA, mensualités calculées sur chaque véhicule, livraison partout en France.`,
  };
}
