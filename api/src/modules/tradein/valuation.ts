/**
 * Instant trade-in valuation (« estimation immédiate »), computed on the server from the version's
 * reference price when new (seeds/tradein-reference.ts, demo values) and the car's condition. Every
 * step is an adjustment in euros, listed for the visitor; they add up exactly to the valuation, and
 * the range shown is the valuation −6 % / +4 % (rounded to 50 €), « sous réserve d'expertise ».
 *
 * Rules (demo calibration, French market orders of magnitude):
 * - age: a car keeps 80 % of its price after its first year, then loses a share each year that
 *   depends on its energy (diesel 13 %, essence 11 %, hybrids 10 %, electric 14 %), never below 8 %;
 * - mileage: against the expected kilometres for its age (13 000 km a year, 18 000 for a diesel and
 *   a van): every kilometre over lowers the value, every kilometre under raises it, at a rate that
 *   follows the car's value, capped at +10 % / −45 % of it;
 * - equipment: a fixed amount each (TRADEIN_EQUIPMENTS), halved past 8 years;
 * - damages: the area's repair cost × the kind's factor (TRADEIN_DAMAGE_COSTS, TRADEIN_DAMAGE_KINDS);
 * - no service history: −5 % of the market value; first hand: +2 %;
 * - the dealership's reconditioning and resale costs: −12 % of the market value, at least 400 €;
 * - the valuation never goes below 150 € (scrap value with its paperwork).
 */
export type ValuationEnergy = 'essence' | 'diesel' | 'hybride' | 'hybride-rechargeable' | 'electrique';

export interface ValuationReference {
  equipments: Readonly<Record<string, { label: string; value: number }>>;
  damageAreas: Readonly<Record<string, { label: string; cost: number }>>;
  damageKinds: Readonly<Record<string, { label: string; factor: number }>>;
}

export interface ValuationInput {
  /** Price when new, euros TTC. */
  newPrice: number;
  energy: ValuationEnergy;
  isVan: boolean;
  /** First registration. */
  year: number;
  month: number;
  mileage: number;
  equipments: readonly string[];
  damages: readonly { area: string; kind: string }[];
  firstHand: boolean;
  serviceHistory: boolean;
  /** The day of the valuation (Paris), for the car's age. */
  now: Date;
}

export type AdjustmentKind =
  'base' | 'age' | 'mileage' | 'equipment' | 'damage' | 'history' | 'owners' | 'resale' | 'floor';

export interface Adjustment {
  kind: AdjustmentKind;
  label: string;
  /** Euros, signed (the base is the price when new). */
  amount: number;
}

export interface Valuation {
  adjustments: Adjustment[];
  /** Sum of the adjustments, euros. */
  value: number;
  min: number;
  max: number;
}

export const VALUATION_FLOOR = 150;
const YEARLY_LOSS: Record<ValuationEnergy, number> = {
  diesel: 0.13,
  essence: 0.11,
  hybride: 0.1,
  'hybride-rechargeable': 0.1,
  electrique: 0.14,
};

/** Age in years (months / 12), at least one month. */
export function ageInYears(year: number, month: number, now: Date): number {
  const months = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
  return Math.max(1, months) / 12;
}

/** Share of the price when new that the car keeps at `years`, before its mileage and condition. */
export function residualShare(years: number, energy: ValuationEnergy): number {
  const share = years <= 1 ? 1 - 0.2 * years : 0.8 * (1 - YEARLY_LOSS[energy]) ** (years - 1);
  return Math.max(0.08, share);
}

const fr = new Intl.NumberFormat('fr-FR');
const km = (n: number) => `${fr.format(Math.round(n))} km`;
const round50 = (n: number) => Math.round(n / 50) * 50;

export function valuate(input: ValuationInput, ref: ValuationReference): Valuation {
  const years = ageInYears(input.year, input.month, input.now);
  // Exact amounts first; rounded at the end, cumulatively, so that the euros add up exactly and the
  // rounded valuation moves the same way as the exact one (no one-euro rise from rounding).
  const raw: Adjustment[] = [{ kind: 'base', label: 'Prix du véhicule neuf (référence)', amount: input.newPrice }];
  const add = (kind: AdjustmentKind, label: string, amount: number) => void raw.push({ kind, label, amount });

  const market = input.newPrice * residualShare(years, input.energy);
  const age = Math.floor(years);
  add(
    'age',
    `Décote liée à l’âge (${age < 1 ? 'moins d’un an' : `${age} an${age > 1 ? 's' : ''}`})`,
    market - input.newPrice,
  );

  const perYear = input.energy === 'diesel' || input.isVan ? 18_000 : 13_000;
  const expected = perYear * years;
  const rate = Math.min(0.2, Math.max(0.02, market * 0.000004));
  const mileage = Math.max(-0.45 * market, Math.min(0.1 * market, (expected - input.mileage) * rate));
  add('mileage', `Kilométrage : ${km(input.mileage)} pour ${km(expected)} attendus`, mileage);

  let value = market + mileage;
  for (const slug of new Set(input.equipments)) {
    const equipment = ref.equipments[slug];
    if (!equipment) continue;
    const amount = years > 8 ? equipment.value / 2 : equipment.value;
    add('equipment', `Équipement : ${equipment.label}`, amount);
    value += amount;
  }
  if (!input.serviceHistory) {
    add('history', 'Carnet d’entretien non suivi', -0.05 * value);
    value *= 0.95;
  }
  if (input.firstHand) {
    add('owners', 'Première main', 0.02 * value);
    value *= 1.02;
  }
  add('resale', 'Remise en état courante et frais de revente', -Math.max(400, 0.12 * value));
  for (const damage of input.damages) {
    const area = ref.damageAreas[damage.area];
    const kind = ref.damageKinds[damage.kind];
    if (area && kind)
      add('damage', `Dommage : ${area.label} – ${kind.label.toLowerCase()}`, -Math.max(1, area.cost * kind.factor));
  }
  const exact = raw.reduce((sum, a) => sum + a.amount, 0);
  if (exact < VALUATION_FLOOR)
    add('floor', 'Valeur minimale de reprise (épave avec ses papiers)', VALUATION_FLOOR - exact);

  const adjustments: Adjustment[] = [];
  let cumulative = 0;
  let shown = 0;
  for (const a of raw) {
    cumulative += a.amount;
    const amount = Math.round(cumulative) - shown;
    shown += amount;
    if (amount !== 0 || a.kind === 'base') adjustments.push({ ...a, amount });
  }
  const total = shown;
  return {
    adjustments,
    value: total,
    min: Math.max(VALUATION_FLOOR, round50(total * 0.94)),
    max: Math.max(VALUATION_FLOOR, round50(total * 1.04)),
  };
}
