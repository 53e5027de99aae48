/**
 * DEMO DATA: one documented demo account and its trade-in requests (« reprises »), so that the
 * account area (/mon-compte/mes-reprises, « Voir plus ») has something to show on a fresh start;
 * and two call-back requests and a contact message, so that the staff inbox (docs/staff.md) shows
 * more than one kind, one call-back already late (its slot was yesterday morning).
 *
 *   e-mail:        demo@glinche-automobiles.fr
 *   mot de passe:  Demo-Glinche-2026
 *
 * The person, the plates and the phone number are INVENTED (06 39 98 xx xx is a range the French
 * regulator reserves for fiction); every trade-in request is flagged `is_demo`. Dates are relative
 * to the seeding day.
 */
import type { RequestStatus } from '@ga/contracts';
import { sql } from 'kysely';
import type { Tx } from '../src/db/transaction';
import { referenceOf } from '../src/modules/content/tables';
import { createPasswordHasher } from '../src/modules/auth/password';
import { withTradeins } from '../src/modules/tradein/requests/tables';
import {
  valuateRequest,
  valuationColumns,
  versionColumns,
  type VersionRow,
} from '../src/modules/tradein/request-valuation';
import { withTradeinReference } from '../src/modules/tradein/tables';

export const DEMO_ACCOUNT = {
  email: 'demo@glinche-automobiles.fr',
  password: 'Demo-Glinche-2026',
  fullname: 'Camille Durand',
  phone: '06 39 98 12 34',
  address: '12 rue de la Gare',
  postal_code: '72000',
  city: 'Le Mans',
} as const;

const DAY = 86_400_000;

/**
 * A demo request: the car as its owner describes it. The seed finds its version in the trade-in
 * reference (brand, model, the engine power nearest to `power`, sold that year) and computes its
 * instant valuation on the day it was made, as the form would have.
 */
interface DemoTradein {
  daysAgo: number;
  status: RequestStatus;
  plate: string | null;
  brand: string;
  model: string;
  power: number;
  year: number;
  month: number;
  colour: string;
  mileage: number;
  equipments?: string[];
  damages?: { area: string; kind: string }[];
  first_hand: boolean;
  service_history: boolean;
  comment: string | null;
}

/** 14 requests: two pages of 10 in the account area; the newest still within its 7 days. */
const TRADEINS: DemoTradein[] = [
  {
    daysAgo: 2,
    status: 'nouvelle',
    plate: 'GH-482-KT',
    brand: 'Peugeot',
    model: '208',
    power: 100,
    year: 2020,
    month: 6,
    colour: 'Gris foncé',
    mileage: 48_500,
    equipments: ['climatisation-auto', 'gps', 'camera-recul'],
    first_hand: true,
    service_history: true,
    comment: 'Entretien fait chez Peugeot, deux clés.',
  },
  {
    daysAgo: 9,
    status: 'en_cours',
    plate: 'FK-915-RB',
    brand: 'Renault',
    model: 'Clio',
    power: 90,
    year: 2019,
    month: 10,
    colour: 'Rouge',
    mileage: 67_200,
    equipments: ['regulateur-adaptatif', 'gps'],
    damages: [{ area: 'pare-choc-avant', kind: 'rayure' }],
    first_hand: false,
    service_history: true,
    comment: null,
  },
  {
    daysAgo: 16,
    status: 'traitee',
    plate: 'EZ-307-LM',
    brand: 'Citroën',
    model: 'C3',
    power: 110,
    year: 2018,
    month: 3,
    colour: 'Blanc',
    mileage: 82_000,
    equipments: ['climatisation-auto'],
    first_hand: true,
    service_history: false,
    comment: 'Pneus avant neufs.',
  },
  {
    daysAgo: 23,
    status: 'traitee',
    plate: 'GA-118-PN',
    brand: 'Toyota',
    model: 'Yaris',
    power: 116,
    year: 2021,
    month: 4,
    colour: 'Bleu foncé',
    mileage: 39_800,
    equipments: ['camera-recul', 'regulateur-adaptatif', 'carplay-android-auto'],
    first_hand: true,
    service_history: true,
    comment: null,
  },
  {
    daysAgo: 31,
    status: 'annulee',
    plate: 'DV-644-SC',
    brand: 'Volkswagen',
    model: 'Golf',
    power: 150,
    year: 2017,
    month: 9,
    colour: 'Noir',
    mileage: 128_400,
    equipments: ['gps', 'sieges-chauffants', 'toit-ouvrant'],
    damages: [{ area: 'porte-arriere-gauche', kind: 'bosse' }],
    first_hand: false,
    service_history: true,
    comment: 'Finalement conservée.',
  },
  {
    daysAgo: 38,
    status: 'traitee',
    plate: 'FR-209-HD',
    brand: 'Dacia',
    model: 'Sandero',
    power: 90,
    year: 2019,
    month: 2,
    colour: 'Orange',
    mileage: 71_300,
    equipments: ['gps'],
    first_hand: true,
    service_history: true,
    comment: null,
  },
  {
    daysAgo: 47,
    status: 'traitee',
    plate: 'GD-776-ZA',
    brand: 'Renault',
    model: 'Zoe',
    power: 108,
    year: 2020,
    month: 11,
    colour: 'Blanc',
    mileage: 42_900,
    equipments: ['climatisation-auto', 'gps'],
    first_hand: true,
    service_history: true,
    comment: 'Batterie en propriété.',
  },
  {
    daysAgo: 58,
    status: 'traitee',
    plate: 'EM-531-BF',
    brand: 'Peugeot',
    model: '3008',
    power: 130,
    year: 2018,
    month: 7,
    colour: 'Gris clair',
    mileage: 96_700,
    equipments: ['gps', 'camera-recul', 'hayon-electrique'],
    damages: [{ area: 'jantes', kind: 'rayure' }],
    first_hand: false,
    service_history: true,
    comment: null,
  },
  {
    daysAgo: 66,
    status: 'annulee',
    plate: 'CX-860-TP',
    brand: 'Ford',
    model: 'Fiesta',
    power: 100,
    year: 2016,
    month: 5,
    colour: 'Bleu',
    mileage: 104_200,
    first_hand: false,
    service_history: false,
    comment: null,
  },
  {
    daysAgo: 79,
    status: 'traitee',
    plate: 'FB-402-WE',
    brand: 'Renault',
    model: 'Kangoo Van',
    power: 95,
    year: 2019,
    month: 1,
    colour: 'Blanc',
    mileage: 88_600,
    equipments: ['attelage'],
    first_hand: true,
    service_history: true,
    comment: 'Véhicule de l’entreprise, cloison de séparation.',
  },
  {
    daysAgo: 91,
    status: 'traitee',
    plate: 'GE-153-CJ',
    brand: 'Tesla',
    model: 'Model 3',
    power: 283,
    year: 2021,
    month: 8,
    colour: 'Blanc nacré',
    mileage: 56_100,
    equipments: ['toit-ouvrant', 'sieges-chauffants', 'regulateur-adaptatif'],
    first_hand: true,
    service_history: true,
    comment: null,
  },
  {
    daysAgo: 104,
    status: 'traitee',
    plate: 'EH-928-MV',
    brand: 'Skoda',
    model: 'Octavia',
    power: 150,
    year: 2018,
    month: 4,
    colour: 'Gris foncé',
    mileage: 139_000,
    equipments: ['gps', 'attelage', 'regulateur-adaptatif'],
    first_hand: false,
    service_history: true,
    comment: null,
  },
  {
    daysAgo: 120,
    status: 'traitee',
    plate: 'FN-671-GS',
    brand: 'Fiat',
    model: '500',
    power: 70,
    year: 2020,
    month: 9,
    colour: 'Vert',
    mileage: 31_400,
    equipments: ['toit-ouvrant', 'carplay-android-auto'],
    damages: [{ area: 'capot', kind: 'rayure' }],
    first_hand: true,
    service_history: true,
    comment: 'Quelques micro-rayures sur le capot.',
  },
  {
    daysAgo: 141,
    status: 'annulee',
    plate: null,
    brand: 'Peugeot',
    model: 'Partner',
    power: 90,
    year: 2015,
    month: 12,
    colour: 'Blanc',
    mileage: 187_000,
    first_hand: false,
    service_history: false,
    comment: 'Plaque non communiquée.',
  },
];

/** The reference version of a demo car: its brand and model, sold that year, power nearest. */
function pickVersion(versions: VersionRow[], car: DemoTradein): VersionRow {
  const candidates = versions.filter((v) => v.brand === car.brand && v.model === car.model);
  const sold = candidates.filter((v) => v.year_from <= car.year && (v.year_to ?? car.year) >= car.year);
  const pool = sold.length ? sold : candidates;
  const best = [...pool].sort((a, b) => Math.abs(a.engine_power - car.power) - Math.abs(b.engine_power - car.power))[0];
  if (!best) throw new Error(`Demo trade-in: no reference version for ${car.brand} ${car.model}`);
  return best;
}

export async function seedAccountDemo(trx: Tx, now: Date): Promise<void> {
  const hasher = createPasswordHasher(2 ** 15);
  const { password, ...profile } = DEMO_ACCOUNT;
  const user = await trx
    .insertInto('users')
    .values({
      ...profile,
      password_hash: await hasher.hash(password),
      subscribe_newsletter: false,
      is_comp: false,
      email_verified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const versions = await withTradeinReference(trx).selectFrom('tradein_versions').selectAll().execute();
  const rows = TRADEINS.map((demo) => {
    const { daysAgo, brand: _brand, model: _model, power: _power, equipments = [], damages = [], ...r } = demo;
    const at = new Date(now.getTime() - daysAgo * DAY);
    const version = pickVersion(versions, demo);
    const year = Math.max(version.year_from, Math.min(version.year_to ?? r.year, r.year));
    const car = { ...r, year, equipments, damages };
    return {
      ...car,
      ...versionColumns(version),
      ...valuationColumns(valuateRequest(version, car, at), at),
      user_id: user.id,
      phone: DEMO_ACCOUNT.phone,
      equipments: JSON.stringify(equipments),
      damages: JSON.stringify(damages),
      is_demo: true,
      created_at: at,
      updated_at: at,
    };
  });
  await withTradeins(trx).insertInto('reprises').values(rows).execute();
  await seedInboxDemo(trx, user.id, now);
}

/** Paris calendar day `days` from `now`, AAAA-MM-JJ. */
const parisDay = (now: Date, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(now.getTime() + days * DAY));

async function seedInboxDemo(trx: Tx, userId: number, now: Date): Promise<void> {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await sql`INSERT INTO calls (user_id, phone, preferred_date, slot, message, created_at, updated_at) VALUES
    (${userId}, ${DEMO_ACCOUNT.phone}, ${parisDay(now, -1)}, 'matin', 'Je voudrais un point sur ma reprise avant de me décider.', ${ago(30)}, ${ago(30)}),
    (${userId}, ${DEMO_ACCOUNT.phone}, ${parisDay(now, 1)}, 'apres-midi', NULL, ${ago(2)}, ${ago(2)})`.execute(trx);
  const { rows } = await sql<{
    id: number;
  }>`SELECT nextval(pg_get_serial_sequence('contact_requests', 'id'))::int AS id`.execute(trx);
  const id = rows[0]!.id;
  await sql`INSERT INTO contact_requests (id, reference, fullname, email, phone, subject, message, user_id, created_at) VALUES
    (${id}, ${referenceOf('C', id)}, ${DEMO_ACCOUNT.fullname}, ${DEMO_ACCOUNT.email}, ${DEMO_ACCOUNT.phone}, 'livraison',
     'Bonjour, livrez-vous jusqu’au Mans ? Et dans quel délai pour un véhicule d’occasion ?', ${userId}, ${ago(5)})`.execute(
    trx,
  );
}
