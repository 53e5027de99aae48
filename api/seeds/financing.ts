/**
 * DEMO DATA: funding types, an INVENTED lender and one credit offer plus one LOA offer per vehicle,
 * with plausible French-market parameters (TAEG 4,90–7,90 %, credit 24–72 months, LOA 24–60 months
 * and 10 000–30 000 km a year, residual value 10–55 % from the vehicle's age, mileage and energy).
 * NOTE: the test snapshot is keyed on migrations/ and seeds/ only: after a change to
 * src/modules/financing/{maths,offers}.ts, touch this file (or delete the snapshot in the temp dir).
 * The payments are computed with the API's annuity formula (src/modules/financing), and each
 * vehicle's `monthly_from` becomes its cheapest computed payment, `loa_monthly_from` its LOA one
 * (financing/vehicle-monthlies.ts). Deterministic (seeded PRNG).
 */
import { sql } from 'kysely';
import type { Tx } from '../src/db/transaction';
import { ageInMonths, residualPercent, type VehicleForResidual } from '../src/modules/financing/maths';
import type { OfferParams } from '../src/modules/financing/offers';
import { financingDb } from '../src/modules/financing/tables';
import { refreshVehicleMonthlies } from '../src/modules/financing/vehicle-monthlies';
import { createRng } from './prng';

export const FUNDING_TYPES = [
  {
    slug: 'credit',
    name: 'Crédit auto classique',
    description:
      'Vous financez l’achat de votre véhicule et en êtes propriétaire dès la livraison. Mensualités fixes de 24 à 72 mois, avec ou sans apport.',
    for_companies: false,
  },
  {
    slug: 'loa',
    name: 'Location avec option d’achat (LOA)',
    description:
      'Vous roulez pour un loyer mensuel de 24 à 60 mois selon le kilométrage choisi, puis vous rendez le véhicule ou levez l’option d’achat.',
    for_companies: false,
  },
  {
    slug: 'lld',
    name: 'Location longue durée (LLD) pour les professionnels',
    description:
      'Un loyer mensuel pour la durée et le kilométrage de votre activité, entretien possible inclus ; le véhicule est rendu en fin de contrat.',
    for_companies: true,
  },
  {
    slug: 'credit-bail',
    name: 'Crédit-bail pour les professionnels',
    description:
      'Loyers déductibles selon le régime fiscal de votre entreprise et option d’achat en fin de contrat, pour les véhicules particuliers et utilitaires.',
    for_companies: true,
  },
] as const;

/** INVENTED lender, shown as such: no real organisation is named in the demo data. */
export const DEMO_LENDER = {
  name: 'Démo Finance Sarthe',
  legal_notice:
    'Démo Finance Sarthe est un organisme prêteur fictif (données de démonstration). Glinche Automobiles intervient en qualité d’intermédiaire de crédit non exclusif et apporte son concours à la réalisation du financement sans agir en qualité de prêteur.',
};

const round100 = (value: number) => Math.round(value / 100) * 100;

export async function seedFinancing(trx: Tx, now: Date): Promise<void> {
  const db = financingDb(trx);
  // A reseed truncates vehicles and users (and so rents and fundings) but not these two.
  await sql`TRUNCATE funding_types, lenders RESTART IDENTITY CASCADE`.execute(trx);
  const types = await db
    .insertInto('funding_types')
    .values(FUNDING_TYPES.map((t, i) => ({ ...t, position: i + 1 })))
    .returning(['id', 'slug'])
    .execute();
  const typeId = new Map(types.map((t) => [t.slug, t.id]));
  const lender = await db.insertInto('lenders').values(DEMO_LENDER).returning('id').executeTakeFirstOrThrow();

  const vehicles = await trx
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_categories as c', 'c.id', 'v.category_id')
    .select(['v.id', 'v.price', 'v.condition', 'v.first_registration', 'v.mileage', 'v.energy', 'c.slug as category'])
    .orderBy('v.id')
    .execute();

  const rng = createRng(4975);
  const rents: {
    vehicle_id: number;
    funding_type_id: number;
    lender_id: number;
    duration_months: number;
    mileage_per_year: number | null;
    contribution: number;
    apr_bp: number;
    residual_percent: number | null;
  }[] = [];
  for (const v of vehicles) {
    const age = ageInMonths(v.first_registration, now);
    const residualVehicle: VehicleForResidual = {
      condition: v.condition,
      age_months: age,
      mileage: v.mileage,
      energy: v.energy,
    };
    const recent = v.condition !== 'used' || age <= 48;
    // TAEG: new and 0 km 4,90–5,90 %, recent used 5,90–6,90 %, older 6,90–7,90 %.
    const aprBands = v.condition !== 'used' ? [490, 540, 590] : age <= 48 ? [590, 640, 690] : [690, 740, 790];

    const credit: OfferParams = {
      kind: 'credit',
      duration_months: v.price < 12000 ? rng.pick([36, 48]) : v.price < 25000 ? rng.pick([48, 60]) : rng.pick([60, 72]),
      mileage_per_year: null,
      contribution: round100(v.price * rng.pick([0, 0.1, 0.2])),
      apr_bp: rng.pick(aprBands),
      residual_percent: null,
    };
    const isVan = v.category === 'utilitaires';
    const mileage = isVan
      ? rng.pick([20000, 25000, 30000])
      : v.energy === 'diesel'
        ? rng.pick([15000, 20000, 25000])
        : rng.pick([10000, 15000]);
    const loaDuration = recent ? rng.pick([36, 48]) : rng.pick([24, 36]);
    const loa: OfferParams = {
      kind: 'loa',
      duration_months: loaDuration,
      mileage_per_year: mileage,
      contribution: round100(v.price * rng.pick([0.1, 0.15])),
      apr_bp: rng.pick(aprBands),
      residual_percent: residualPercent(residualVehicle, loaDuration, mileage),
    };
    for (const offer of [credit, loa]) {
      rents.push({
        vehicle_id: v.id,
        funding_type_id: typeId.get(offer.kind)!,
        lender_id: lender.id,
        duration_months: offer.duration_months,
        mileage_per_year: offer.mileage_per_year,
        contribution: offer.contribution,
        apr_bp: offer.apr_bp,
        residual_percent: offer.residual_percent,
      });
    }
  }
  for (let i = 0; i < rents.length; i += 1000)
    await db
      .insertInto('rents')
      .values(rents.slice(i, i + 1000))
      .execute();
  // monthly_from (every offer) and loa_monthly_from (LOA offers), from the offers just stored.
  await refreshVehicleMonthlies(trx, now);
}
