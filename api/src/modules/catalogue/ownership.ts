/**
 * What the vehicles table keeps for the cost of ownership (migration 0019, seeds): the Euro
 * standard and the Crit'Air class by the official rules (@ga/contracts ownership.ts), and the
 * consumption. The demo stock's consumption is derived from its WLTP CO2 (a litre of unleaded burns
 * into about 2.37 kg of CO2, a litre of diesel 2.64 kg) and, for the electricity, from the power and
 * the body (demo values of the usual order: 13–20 kWh/100 km for a car, more for a van).
 */
import { critAirFor, euroStandardFor, type CritAir, type Energy, type IsoDate } from '@ga/contracts';

export interface OwnershipFacts {
  euro_standard: string | null;
  crit_air: CritAir | null;
  fuel_l100: number | null;
  electricity_kwh100: number | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export function ownershipFacts(v: {
  energy: Energy;
  co2: number;
  power_hp: number;
  isVan: boolean;
  /** First registration, or the day a new vehicle would be registered. */
  registeredOn: IsoDate;
}): OwnershipFacts {
  const euro = v.energy === 'electrique' ? null : euroStandardFor(v.registeredOn, v.isVan ? 'N1' : 'M1');
  const crit_air = v.energy === 'electrique' ? '0' : euro ? critAirFor(v.energy, euro.level) : null;
  const fuel_l100 = v.energy === 'electrique' ? null : oneDecimal(v.co2 / (v.energy === 'diesel' ? 26.4 : 23.7));
  const electricity_kwh100 =
    v.energy === 'electrique'
      ? oneDecimal(Math.min(30, 12 + v.power_hp * 0.02 + (v.isVan ? 6 : 0)))
      : v.energy === 'hybride-rechargeable'
        ? oneDecimal(14 + v.power_hp * 0.01 + (v.isVan ? 4 : 0))
        : null;
  return { euro_standard: euro?.label ?? null, crit_air, fuel_l100, electricity_kwh100 };
}
