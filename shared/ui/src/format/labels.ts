/** French labels of the energy slugs (SPEC §2 for the /achat-par-energie pages). */
export const ENERGY_LABELS: Readonly<Record<string, string>> = {
  essence: 'Essence',
  diesel: 'Diesel',
  hybride: 'Hybride',
  'hybride-rechargeable': 'Hybride rechargeable',
  electrique: 'Électrique',
  'electrique-hybride': 'Hybride & Électrique',
  gpl: 'GPL',
  ethanol: 'Éthanol',
  hydrogene: 'Hydrogène',
};

export const GEARBOX_LABELS: Readonly<Record<string, string>> = {
  manual: 'Manuelle',
  manuelle: 'Manuelle',
  automatic: 'Automatique',
  automatique: 'Automatique',
};

export const CONDITION_LABELS: Readonly<Record<string, string>> = {
  neuf: 'Neuf',
  new: 'Neuf',
  '0km': '0\u00A0km',
  '0-km': '0\u00A0km',
  'zero-km': '0\u00A0km',
  occasion: 'Occasion',
  used: 'Occasion',
};

/** Unknown slug: readable fallback ("bio-gnv" → "Bio gnv") rather than nothing. */
function humanize(slug: string): string {
  const text = slug.replace(/[-_]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

function lookup(table: Readonly<Record<string, string>>, slug: string | null | undefined): string {
  if (!slug) return '';
  const key = slug.trim().toLowerCase();
  return table[key] ?? humanize(key);
}

/** `electrique` → `Électrique`, `hybride-rechargeable` → `Hybride rechargeable`. */
export function energyLabel(slug: string | null | undefined): string {
  return lookup(ENERGY_LABELS, slug);
}

/** `manual` → `Manuelle`, `automatic` → `Automatique`. */
export function gearboxLabel(slug: string | null | undefined): string {
  return lookup(GEARBOX_LABELS, slug);
}

/** `neuf` → `Neuf`, `0km` → `0 km`, `occasion` → `Occasion`. */
export function conditionLabel(slug: string | null | undefined): string {
  return lookup(CONDITION_LABELS, slug);
}
