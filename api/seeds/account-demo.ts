/**
 * DEMO DATA: one documented demo account and its trade-in requests (« reprises »), so that the
 * account area (/mon-compte/mes-reprises, « Voir plus ») has something to show on a fresh start.
 *
 *   e-mail:        demo@glinche-automobiles.fr
 *   mot de passe:  Demo-Glinche-2026
 *
 * The person, the plates and the phone number are INVENTED (06 39 98 xx xx is a range the French
 * regulator reserves for fiction); every trade-in request is flagged `is_demo`. Dates are relative
 * to the seeding day.
 */
import type { RequestStatus } from '@ga/contracts';
import type { Insertable } from 'kysely';
import type { Tx } from '../src/db/transaction';
import { createPasswordHasher } from '../src/modules/auth/password';
import { withReprises, type ReprisesTable } from '../src/modules/reprises/table';

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

type DemoReprise = Omit<Insertable<ReprisesTable>, 'user_id' | 'phone' | 'equipments' | 'damages' | 'created_at' | 'updated_at' | 'is_demo'> & {
  equipments?: string[];
  damages?: { area: string; kind: string }[];
  /** Days before the seeding day. */
  daysAgo: number;
  status: RequestStatus;
};

/** 14 requests: two pages of 10 in the account area. Values in cents. */
const REPRISES: DemoReprise[] = [
  { daysAgo: 2, status: 'nouvelle', plate: 'GH-482-KT', brand: 'Peugeot', carmodel: '208', finish: 'Allure 1.2 PureTech 100', type: 'Citadine', energy: 'essence', gearbox: 'manuelle', year: 2020, month: 6, fiscal_power: 5, engine_power: 100, colour: 'Gris Artense', mileage: 48_500, equipments: ['climatisation-automatique', 'gps', 'camera-recul'], first_hand: true, service_history: true, comment: 'Entretien fait chez Peugeot, deux clés.', estimate_min_cents: null, estimate_max_cents: null },
  { daysAgo: 9, status: 'en_cours', plate: 'FK-915-RB', brand: 'Renault', carmodel: 'Clio', finish: 'Intens TCe 90', type: 'Citadine', energy: 'essence', gearbox: 'manuelle', year: 2019, month: 10, fiscal_power: 5, engine_power: 90, colour: 'Rouge Flamme', mileage: 67_200, equipments: ['regulateur-vitesse', 'gps'], damages: [{ area: 'pare-choc-avant', kind: 'rayure' }], first_hand: false, service_history: true, comment: null, estimate_min_cents: 950_000, estimate_max_cents: 1_080_000 },
  { daysAgo: 16, status: 'traitee', plate: 'EZ-307-LM', brand: 'Citroën', carmodel: 'C3', finish: 'Shine PureTech 110', type: 'Citadine', energy: 'essence', gearbox: 'automatique', year: 2018, month: 3, fiscal_power: 6, engine_power: 110, colour: 'Blanc Banquise', mileage: 82_000, equipments: ['climatisation-automatique'], first_hand: true, service_history: false, comment: 'Pneus avant neufs.', estimate_min_cents: 780_000, estimate_max_cents: 860_000 },
  { daysAgo: 23, status: 'traitee', plate: 'GA-118-PN', brand: 'Toyota', carmodel: 'Yaris', finish: 'Design Hybride 116h', type: 'Citadine', energy: 'hybride', gearbox: 'automatique', year: 2021, month: 4, fiscal_power: 5, engine_power: 116, colour: 'Bleu Nocturne', mileage: 39_800, equipments: ['camera-recul', 'regulateur-adaptatif', 'carplay'], first_hand: true, service_history: true, comment: null, estimate_min_cents: 1_450_000, estimate_max_cents: 1_590_000 },
  { daysAgo: 31, status: 'annulee', plate: 'DV-644-SC', brand: 'Volkswagen', carmodel: 'Golf', finish: 'Carat 2.0 TDI 150', type: 'Compacte', energy: 'diesel', gearbox: 'automatique', year: 2017, month: 9, fiscal_power: 8, engine_power: 150, colour: 'Noir Intense', mileage: 128_400, equipments: ['gps', 'sieges-chauffants', 'toit-ouvrant'], damages: [{ area: 'portiere-arriere-gauche', kind: 'bosse' }], first_hand: false, service_history: true, comment: 'Finalement conservée.', estimate_min_cents: 1_180_000, estimate_max_cents: 1_290_000 },
  { daysAgo: 38, status: 'traitee', plate: 'FR-209-HD', brand: 'Dacia', carmodel: 'Sandero', finish: 'Stepway TCe 90', type: 'Citadine', energy: 'essence', gearbox: 'manuelle', year: 2019, month: 2, fiscal_power: 5, engine_power: 90, colour: 'Orange Atacama', mileage: 71_300, equipments: ['gps'], first_hand: true, service_history: true, comment: null, estimate_min_cents: 720_000, estimate_max_cents: 810_000 },
  { daysAgo: 47, status: 'traitee', plate: 'GD-776-ZA', brand: 'Renault', carmodel: 'Zoé', finish: 'Zen R110', type: 'Citadine', energy: 'electrique', gearbox: 'automatique', year: 2020, month: 11, fiscal_power: 3, engine_power: 108, colour: 'Blanc Glacier', mileage: 42_900, equipments: ['climatisation-automatique', 'gps', 'recharge-rapide'], first_hand: true, service_history: true, comment: 'Batterie en propriété.', estimate_min_cents: 1_120_000, estimate_max_cents: 1_250_000 },
  { daysAgo: 58, status: 'traitee', plate: 'EM-531-BF', brand: 'Peugeot', carmodel: '3008', finish: 'GT Line 1.5 BlueHDi 130', type: 'SUV', energy: 'diesel', gearbox: 'automatique', year: 2018, month: 7, fiscal_power: 7, engine_power: 130, colour: 'Gris Platinium', mileage: 96_700, equipments: ['gps', 'camera-recul', 'hayon-electrique'], damages: [{ area: 'jante-avant-droite', kind: 'rayure' }], first_hand: false, service_history: true, comment: null, estimate_min_cents: 1_690_000, estimate_max_cents: 1_820_000 },
  { daysAgo: 66, status: 'annulee', plate: 'CX-860-TP', brand: 'Ford', carmodel: 'Fiesta', finish: 'Titanium 1.0 EcoBoost 100', type: 'Citadine', energy: 'essence', gearbox: 'manuelle', year: 2016, month: 5, fiscal_power: 5, engine_power: 100, colour: 'Bleu Chrome', mileage: 104_200, equipments: [], first_hand: false, service_history: false, comment: null, estimate_min_cents: 520_000, estimate_max_cents: 590_000 },
  { daysAgo: 79, status: 'traitee', plate: 'FB-402-WE', brand: 'Renault', carmodel: 'Kangoo', finish: 'Grand Confort Blue dCi 95', type: 'Fourgonnette', energy: 'diesel', gearbox: 'manuelle', year: 2019, month: 1, fiscal_power: 5, engine_power: 95, colour: 'Blanc Minéral', mileage: 88_600, equipments: ['galerie-de-toit', 'attelage'], first_hand: true, service_history: true, comment: 'Véhicule de l’entreprise, cloison de séparation.', estimate_min_cents: 980_000, estimate_max_cents: 1_090_000 },
  { daysAgo: 91, status: 'traitee', plate: 'GE-153-CJ', brand: 'Tesla', carmodel: 'Model 3', finish: 'Propulsion', type: 'Berline', energy: 'electrique', gearbox: 'automatique', year: 2021, month: 8, fiscal_power: 4, engine_power: 283, colour: 'Blanc Nacré', mileage: 56_100, equipments: ['autopilot', 'toit-panoramique', 'sieges-chauffants'], first_hand: true, service_history: true, comment: null, estimate_min_cents: 2_390_000, estimate_max_cents: 2_560_000 },
  { daysAgo: 104, status: 'traitee', plate: 'EH-928-MV', brand: 'Skoda', carmodel: 'Octavia', finish: 'Style 2.0 TDI 150 DSG', type: 'Break', energy: 'diesel', gearbox: 'automatique', year: 2018, month: 4, fiscal_power: 8, engine_power: 150, colour: 'Gris Météore', mileage: 139_000, equipments: ['gps', 'attelage', 'regulateur-adaptatif'], first_hand: false, service_history: true, comment: null, estimate_min_cents: 1_090_000, estimate_max_cents: 1_190_000 },
  { daysAgo: 120, status: 'traitee', plate: 'FN-671-GS', brand: 'Fiat', carmodel: '500', finish: 'Lounge 1.0 Hybrid 70', type: 'Citadine', energy: 'hybride', gearbox: 'manuelle', year: 2020, month: 9, fiscal_power: 4, engine_power: 70, colour: 'Vert Menthe', mileage: 31_400, equipments: ['toit-panoramique', 'carplay'], first_hand: true, service_history: true, comment: 'Quelques micro-rayures sur le capot.', damages: [{ area: 'capot', kind: 'rayure' }], estimate_min_cents: 890_000, estimate_max_cents: 970_000 },
  { daysAgo: 141, status: 'annulee', plate: null, brand: 'Peugeot', carmodel: 'Partner', finish: null, type: 'Fourgonnette', energy: 'diesel', gearbox: 'manuelle', year: 2015, month: 12, fiscal_power: null, engine_power: null, colour: null, mileage: 187_000, equipments: [], first_hand: false, service_history: false, comment: 'Plaque non communiquée.', estimate_min_cents: null, estimate_max_cents: null },
];

export async function seedAccountDemo(trx: Tx, now: Date): Promise<void> {
  const hasher = createPasswordHasher(2 ** 15);
  const { password, ...profile } = DEMO_ACCOUNT;
  const user = await trx
    .insertInto('users')
    .values({ ...profile, password_hash: await hasher.hash(password), subscribe_newsletter: false, is_comp: false, email_verified_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = REPRISES.map(({ daysAgo, equipments, damages, ...r }) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    return {
      ...r,
      user_id: user.id,
      phone: DEMO_ACCOUNT.phone,
      equipments: JSON.stringify(equipments ?? []),
      damages: JSON.stringify(damages ?? []),
      is_demo: true,
      created_at: at,
      updated_at: at,
    };
  });
  await withReprises(trx).insertInto('reprises').values(rows).execute();
}
