/**
 * The monthly figures kept on the vehicles table for the cards, the filters and the sorts
 * (denormalised: GET /api/vehicles sorts thousands of vehicles on them):
 * - `monthly_from`: the cheapest monthly payment of the vehicle's active offers (credit or LOA);
 * - `loa_monthly_from`: the cheapest of its active LOA offers (the leasing pages).
 * Both come from the API's own simulation (offers.ts), rounded up to the euro, null without an
 * offer. Call `refreshVehicleMonthlies` after any change to a vehicle's offers (seed, an offer
 * switched off or changed, a price change), in the same transaction: it announces the change on
 * the change channel (offers and monthly figures of those vehicles changed).
 */
import { sql } from 'kysely';
import { announceChange } from '../../db/change-channel';
import type { Db, Tx } from '../../db/transaction';
import { ageInMonths, monthlyFrom } from './maths';
import { simulateOffer, type OfferParams } from './offers';
import { financingDb } from './tables';

/** Recomputes both figures for the given vehicles (all vehicles when `vehicleIds` is omitted). */
export async function refreshVehicleMonthlies(db: Db | Tx, now: Date, vehicleIds?: readonly number[]): Promise<void> {
  if (vehicleIds && vehicleIds.length === 0) return;
  let vehiclesQuery = db
    .selectFrom('vehicles as v')
    .select(['v.id', 'v.price', 'v.condition', 'v.first_registration', 'v.mileage', 'v.energy']);
  if (vehicleIds) vehiclesQuery = vehiclesQuery.where('v.id', 'in', [...vehicleIds]);
  const vehicles = await vehiclesQuery.orderBy('v.id').execute();
  if (vehicles.length === 0) return;

  let rentsQuery = financingDb(db)
    .selectFrom('rents as r')
    .innerJoin('funding_types as ft', 'ft.id', 'r.funding_type_id')
    .select([
      'r.vehicle_id',
      'ft.slug as kind',
      'r.duration_months',
      'r.mileage_per_year',
      'r.contribution',
      'r.apr_bp',
      'r.residual_percent',
    ])
    .where('r.is_active', '=', true)
    .where('ft.slug', 'in', ['credit', 'loa']);
  if (vehicleIds) rentsQuery = rentsQuery.where('r.vehicle_id', 'in', [...vehicleIds]);
  const offersByVehicle = new Map<number, OfferParams[]>();
  for (const r of await rentsQuery.execute()) {
    const offer: OfferParams = {
      kind: r.kind as OfferParams['kind'],
      duration_months: r.duration_months,
      mileage_per_year: r.mileage_per_year,
      contribution: r.contribution,
      apr_bp: r.apr_bp,
      residual_percent: r.residual_percent,
    };
    offersByVehicle.set(r.vehicle_id, [...(offersByVehicle.get(r.vehicle_id) ?? []), offer]);
  }

  const ids: number[] = [];
  const all: (number | null)[] = [];
  const loa: (number | null)[] = [];
  for (const v of vehicles) {
    const residual = {
      condition: v.condition,
      age_months: ageInMonths(v.first_registration, now),
      mileage: v.mileage,
      energy: v.energy,
    };
    const computed = (offersByVehicle.get(v.id) ?? []).map((o) => ({
      kind: o.kind,
      monthly: simulateOffer(o, v.price, residual).monthly,
    }));
    ids.push(v.id);
    all.push(monthlyFrom(computed.map((c) => c.monthly)));
    loa.push(monthlyFrom(computed.filter((c) => c.kind === 'loa').map((c) => c.monthly)));
  }
  const list = (values: (number | null)[]) => `{${values.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`;
  for (let i = 0; i < ids.length; i += 5000) {
    const slice = (xs: (number | null)[]) => list(xs.slice(i, i + 5000));
    await sql`UPDATE vehicles AS v SET monthly_from = x.m, loa_monthly_from = x.l
      FROM unnest(${slice(ids)}::int[], ${slice(all)}::int[], ${slice(loa)}::int[]) AS x(id, m, l)
      WHERE v.id = x.id`.execute(db);
  }
  // A NOTIFY payload stays under 8 kB: a long list is announced as « many vehicles ».
  await announceChange(
    db,
    vehicleIds && vehicleIds.length <= 500 ? { kind: 'vehicle', vehicle_ids: [...vehicleIds] } : { kind: 'vehicles' },
  );
}
