import { CONDITION_LABELS, ENERGY_LABELS, ENERGY_SLUG_LABELS, GEARBOX_LABELS } from '@ga/contracts';

// One set of French labels: the API contracts' (energies, energy pages, gearboxes, conditions).
const ENERGY_TEXT: Readonly<Record<string, string>> = { ...ENERGY_LABELS, ...ENERGY_SLUG_LABELS };
const GEARBOX_TEXT: Readonly<Record<string, string>> = GEARBOX_LABELS;
const CONDITION_TEXT: Readonly<Record<string, string>> = CONDITION_LABELS;

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
  return lookup(ENERGY_TEXT, slug);
}

/** `manuelle` → `Manuelle`, `automatique` → `Automatique`. */
export function gearboxLabel(slug: string | null | undefined): string {
  return lookup(GEARBOX_TEXT, slug);
}

/** `new` → `Neuf`, `zero_km` → `0 km`, `used` → `Occasion`. */
export function conditionLabel(slug: string | null | undefined): string {
  return lookup(CONDITION_TEXT, slug);
}
