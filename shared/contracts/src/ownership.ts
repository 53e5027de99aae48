/**
 * Emission standard, Crit'Air class and running costs of a vehicle, shared by the API
 * (which stores the standard and the class) and the vehicle page (which computes the monthly cost
 * as the visitor changes the kilometres and the energy prices).
 */
import type { CritAir, Energy } from './catalogue';
import type { IsoDate } from './common';

/** Passenger car (M1) or light commercial vehicle (N1): the dates differ by about a year. */
export type VehicleClass = 'M1' | 'N1';

/**
 * The Euro emission standard every NEW vehicle registered from that date had to meet (EU regulations
 * 715/2007 and 692/2008 and their amendments for M1 and N1 class I; the Crit'Air decree uses the same
 * dates). Only what a vehicle of the stock can be: Euro 4 and later.
 */
const EURO_BY_DATE: Record<VehicleClass, readonly (readonly [IsoDate, string, number])[]> = {
  M1: [
    ['2021-01-01', 'Euro 6d', 6],
    ['2019-09-01', 'Euro 6d-TEMP', 6],
    ['2018-09-01', 'Euro 6c', 6],
    ['2015-09-01', 'Euro 6b', 6],
    ['2011-01-01', 'Euro 5', 5],
    ['2006-01-01', 'Euro 4', 4],
    ['2001-01-01', 'Euro 3', 3],
    ['1997-01-01', 'Euro 2', 2],
  ],
  N1: [
    ['2022-01-01', 'Euro 6d', 6],
    ['2020-09-01', 'Euro 6d-TEMP', 6],
    ['2019-09-01', 'Euro 6c', 6],
    ['2016-09-01', 'Euro 6b', 6],
    ['2012-01-01', 'Euro 5', 5],
    ['2007-01-01', 'Euro 4', 4],
    ['2002-01-01', 'Euro 3', 3],
    ['1998-01-01', 'Euro 2', 2],
  ],
};

export interface EuroStandard {
  /** « Euro 6d », « Euro 5 »… */
  label: string;
  /** 2 to 6: what the Crit'Air rules read. */
  level: number;
}

/** The standard of a vehicle first registered on `firstRegistration` (a new one: the day it is registered). */
export function euroStandardFor(firstRegistration: IsoDate, vehicleClass: VehicleClass): EuroStandard | null {
  const row = EURO_BY_DATE[vehicleClass].find(([from]) => firstRegistration >= from);
  return row ? { label: row[1], level: row[2] } : null;
}

/**
 * The Crit'Air class (certificat qualité de l'air), from the table of the arrêté du 21 juin 2016
 * « établissant la nomenclature des véhicules classés en fonction de leur niveau d'émission de
 * polluants atmosphériques » (Légifrance, JORF n°0144 du 22 juin 2016), for M1 and N1 vehicles:
 * - electric (and hydrogen): « zéro émission moteur », shown as Crit'Air 0;
 * - plug-in hybrid (and gas): 1;
 * - petrol — and petrol hybrids, classed on their engine's standard: Euro 5 and 6 → 1, Euro 4 → 2,
 *   Euro 2 and 3 → 3;
 * - diesel: Euro 5 and 6 → 2, Euro 4 → 3, Euro 3 → 4, Euro 2 → 5.
 * Older vehicles are « non classés »: null.
 */
export function critAirFor(energy: Energy, euroLevel: number): CritAir | null {
  if (energy === 'electrique') return '0';
  if (energy === 'hybride-rechargeable') return '1';
  if (energy === 'diesel')
    return euroLevel >= 5 ? '2' : euroLevel === 4 ? '3' : euroLevel === 3 ? '4' : euroLevel === 2 ? '5' : null;
  return euroLevel >= 5 ? '1' : euroLevel === 4 ? '2' : euroLevel >= 2 ? '3' : null;
}

/**
 * Defaults of the cost estimate, chosen on OWNERSHIP_DEFAULTS.date and shown with it: the visitor
 * changes them. 13,000 km a year is about the mileage of a French car in a year; the prices are
 * round indicative values, not a survey.
 */
export const OWNERSHIP_DEFAULTS = {
  date: '2026-11-25',
  kmPerYear: 13_000,
  /** €/L: unleaded 95-E10 (petrol and hybrids), diesel; €/kWh: charging at home. */
  petrolPrice: 1.8,
  dieselPrice: 1.7,
  electricityPrice: 0.25,
} as const;

export interface EnergyUse {
  energy: Energy;
  /** Litres per 100 km (WLTP, weighted for plug-in hybrids); null without an engine. */
  fuel_l100: number | null;
  /** kWh per 100 km (WLTP, weighted for plug-in hybrids); null without a battery to charge. */
  electricity_kwh100: number | null;
}

export interface EnergyPrices {
  kmPerYear: number;
  /** €/L of the vehicle's fuel. */
  fuelPrice: number;
  /** €/kWh. */
  electricityPrice: number;
}

/** The fuel a vehicle burns: diesel for diesels, unleaded for the others with an engine. */
export const fuelKind = (energy: Energy): 'gazole' | 'sp95' | null =>
  energy === 'electrique' ? null : energy === 'diesel' ? 'gazole' : 'sp95';

/** Energy cost per month in euros (rounded to the euro). */
export function monthlyEnergyCost(use: EnergyUse, prices: EnergyPrices): number {
  const per100 = (use.fuel_l100 ?? 0) * prices.fuelPrice + (use.electricity_kwh100 ?? 0) * prices.electricityPrice;
  return Math.round(((prices.kmPerYear / 100) * per100) / 12);
}
