/**
 * A request's instant valuation from its reference version and the car's history and condition:
 * used when a request is made, when its owner refreshes an expired valuation, and by the demo seed.
 */
import type { Selectable } from 'kysely';
import type { TradeinDamage } from './requests/tables';
import { VALUATION_REFERENCE } from './reference';
import type { TradeinVersionsTable } from './tables';
import { valuate, type Valuation } from './valuation';

export type VersionRow = Selectable<TradeinVersionsTable>;

export interface CarCondition {
  year: number;
  month: number;
  mileage: number;
  equipments: readonly string[];
  damages: readonly TradeinDamage[];
  first_hand: boolean;
  service_history: boolean;
}

export function valuateRequest(version: VersionRow, car: CarCondition, now: Date): Valuation {
  return valuate(
    {
      newPrice: version.new_price,
      energy: version.energy,
      isVan: version.body === 'utilitaire',
      year: car.year,
      month: car.month,
      mileage: car.mileage,
      equipments: car.equipments,
      damages: car.damages,
      firstHand: car.first_hand,
      serviceHistory: car.service_history,
      now,
    },
    VALUATION_REFERENCE,
  );
}

/** What the reference decides about the car (never what the request says). */
export const versionColumns = (version: VersionRow) => ({
  brand: version.brand,
  carmodel: version.model,
  finish: `${version.engine} ${version.finish}`,
  type: version.body,
  energy: version.energy,
  gearbox: version.gearbox,
  fiscal_power: version.fiscal_power,
  engine_power: version.engine_power,
  version_id: version.id,
});

/** The valuation's columns of the reprises table (cents for the range). */
export const valuationColumns = (valuation: Valuation, now: Date) => ({
  estimate_min_cents: valuation.min * 100,
  estimate_max_cents: valuation.max * 100,
  valuation: JSON.stringify(valuation.adjustments),
  estimated_at: now,
});
