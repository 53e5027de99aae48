/**
 * The trade-in form's lists, each depending on the choices before it (docs/spec-notes.md §7 « Trade-in data »):
 * brands → models → body types, energies, gearboxes, years, months, colours → fiscal powers → engine
 * powers → finishes (one per version). Versions come from the database (tradein_versions); colours,
 * equipment and damage areas are fixed lists (seeds/tradein-reference.ts, demo values).
 */
import {
  ENERGY_LABELS,
  GEARBOX_LABELS,
  TRADEIN_MESSAGES,
  type DamageArea,
  type Energy,
  type Gearbox,
  type Option,
} from '@ga/contracts';
import {
  TRADEIN_COLOURS,
  TRADEIN_DAMAGE_AREAS,
  TRADEIN_DAMAGE_COSTS,
  TRADEIN_DAMAGE_KINDS,
  TRADEIN_EQUIPMENTS,
} from '../../../seeds/tradein-reference';
import type { Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { withTradeinReference } from './tables';
import type { ValuationReference } from './valuation';

export const BODY_LABELS: Record<string, string> = {
  citadine: 'Citadine',
  compacte: 'Compacte',
  berline: 'Berline',
  break: 'Break',
  suv: 'SUV / 4x4',
  monospace: 'Monospace',
  coupe: 'Coupé',
  cabriolet: 'Cabriolet',
  utilitaire: 'Utilitaire',
};
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** What the visitor chose so far (query string of the GET lists, body of the POST lists). */
export interface Choices {
  type?: string;
  energy?: Energy;
  gearbox?: Gearbox;
  year?: number;
  fiscal_power?: number;
  engine_power?: number;
}

export async function brandOptions(db: Db): Promise<Option[]> {
  const rows = await withTradeinReference(db)
    .selectFrom('tradein_versions')
    .select(['brand_slug', 'brand'])
    .distinct()
    .orderBy('brand')
    .execute();
  return rows.map((r) => ({ value: r.brand_slug, label: r.brand }));
}

export async function modelOptions(db: Db, brand: string): Promise<Option[]> {
  const rows = await withTradeinReference(db)
    .selectFrom('tradein_versions')
    .select(['model_slug', 'model'])
    .distinct()
    .where('brand_slug', '=', brand)
    .orderBy('model')
    .execute();
  if (!rows.length) throw notFound(TRADEIN_MESSAGES.brandUnknown);
  return rows.map((r) => ({ value: r.model_slug, label: r.model }));
}

/** The model's versions matching the choices so far; 404 when the brand or the model is unknown. */
export async function versions(db: Db, brand: string, model: string, choices: Choices = {}) {
  const all = await withTradeinReference(db)
    .selectFrom('tradein_versions')
    .selectAll()
    .where('brand_slug', '=', brand)
    .where('model_slug', '=', model)
    .orderBy('new_price')
    .orderBy('id')
    .execute();
  if (!all.length) {
    const known = await withTradeinReference(db)
      .selectFrom('tradein_versions')
      .select('id')
      .where('brand_slug', '=', brand)
      .executeTakeFirst();
    throw notFound(known ? TRADEIN_MESSAGES.modelUnknown : TRADEIN_MESSAGES.brandUnknown);
  }
  return all.filter(
    (v) =>
      (choices.type === undefined || v.body === choices.type) &&
      (choices.energy === undefined || v.energy === choices.energy) &&
      (choices.gearbox === undefined || v.gearbox === choices.gearbox) &&
      (choices.year === undefined || (v.year_from <= choices.year && (v.year_to ?? currentYear()) >= choices.year)) &&
      (choices.fiscal_power === undefined || v.fiscal_power === choices.fiscal_power) &&
      (choices.engine_power === undefined || v.engine_power === choices.engine_power),
  );
}
export type VersionRow = Awaited<ReturnType<typeof versions>>[number];

const currentYear = () => new Date().getUTCFullYear();
const distinct = <T, K extends string | number>(
  rows: T[],
  key: (r: T) => K,
  label: (k: K) => string,
  order: (a: K, b: K) => number,
): Option<K>[] => [...new Set(rows.map(key))].sort(order).map((value) => ({ value, label: label(value) }));
const byLabel = (labels: Record<string, string>) => (a: string, b: string) =>
  (labels[a] ?? a).localeCompare(labels[b] ?? b, 'fr');

export type ListName = 'types' | 'energies' | 'gearboxes' | 'years' | 'months' | 'colors';

/** GET /api/reprise/{list}/{brand}/{carmodel}: the options left by the choices so far. */
export async function listOptions(
  db: Db,
  list: ListName,
  brand: string,
  model: string,
  choices: Choices,
): Promise<Option<string | number>[]> {
  const rows = await versions(db, brand, model, list === 'years' ? { ...choices, year: undefined } : choices);
  switch (list) {
    case 'types':
      return distinct(
        rows,
        (v) => v.body,
        (k) => BODY_LABELS[k] ?? k,
        byLabel(BODY_LABELS),
      );
    case 'energies':
      return distinct(
        rows,
        (v) => v.energy,
        (k) => ENERGY_LABELS[k],
        byLabel(ENERGY_LABELS),
      );
    case 'gearboxes':
      return distinct(
        rows,
        (v) => v.gearbox,
        (k) => GEARBOX_LABELS[k],
        byLabel(GEARBOX_LABELS),
      );
    case 'years': {
      const years = new Set<number>();
      for (const v of rows) for (let y = v.year_from; y <= (v.year_to ?? currentYear()); y += 1) years.add(y);
      return [...years].sort((a, b) => b - a).map((y) => ({ value: y, label: String(y) }));
    }
    case 'months': {
      const now = new Date();
      const last = choices.year === now.getUTCFullYear() ? now.getUTCMonth() + 1 : 12;
      return MONTHS.slice(0, last).map((label, i) => ({
        value: i + 1,
        label: label[0]!.toUpperCase() + label.slice(1),
      }));
    }
    case 'colors':
      return TRADEIN_COLOURS.map((c) => ({ value: c, label: c }));
  }
}

export type ChoiceName = 'fiscal-powers' | 'engine-powers' | 'finishes';

/** POST /api/reprise/fiscal-powers | engine-powers | finishes with the choices so far. */
export async function choiceOptions(
  db: Db,
  name: ChoiceName,
  brand: string,
  model: string,
  choices: Choices,
): Promise<Option<string | number>[]> {
  const rows = await versions(db, brand, model, choices);
  if (name === 'fiscal-powers')
    return distinct(
      rows,
      (v) => v.fiscal_power,
      (k) => `${k} CV`,
      (a, b) => a - b,
    );
  if (name === 'engine-powers')
    return distinct(
      rows,
      (v) => v.engine_power,
      (k) => `${k} ch`,
      (a, b) => a - b,
    );
  return rows.map((v) => ({ value: v.id, label: `${v.engine} ${v.finish}` }));
}

export const equipmentOptions = (): Option[] => TRADEIN_EQUIPMENTS.map((e) => ({ value: e.slug, label: e.label }));

const SEVERITY_LABELS = {
  legere: 'gravité légère',
  moyenne: 'gravité moyenne',
  importante: 'gravité importante',
} as const;

/** Each kind of damage says its severity, so the visitor picks « what » and « how bad » at once. */
export const damageAreaOptions = (): DamageArea[] =>
  TRADEIN_DAMAGE_AREAS.map((a) => ({
    value: a.slug,
    label: a.label,
    zone: a.zone,
    kinds: TRADEIN_DAMAGE_KINDS.map((k) => ({ value: k.slug, label: `${k.label} – ${SEVERITY_LABELS[k.severity]}` })),
  }));

/** The valuation's reference amounts (demo values). */
export const VALUATION_REFERENCE: ValuationReference = {
  equipments: Object.fromEntries(TRADEIN_EQUIPMENTS.map((e) => [e.slug, { label: e.label, value: e.value }])),
  damageAreas: Object.fromEntries(
    TRADEIN_DAMAGE_AREAS.map((a) => [a.slug, { label: a.label, cost: TRADEIN_DAMAGE_COSTS[a.slug] ?? 300 }]),
  ),
  damageKinds: Object.fromEntries(TRADEIN_DAMAGE_KINDS.map((k) => [k.slug, { label: k.label, factor: k.factor }])),
};
