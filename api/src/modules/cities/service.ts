/**
 * Cities of the « achat utilitaire » pages (/achat-utilitaire/{city}): the list, and one city with
 * its département, the delivery types priced for that département (the delivery module's prices
 * and per-département lead times) and the cheapest vehicles of the category in stock. Titles use
 * the city's `at_name` (« au Mans », « à Tours »).
 */
import { CITY_PAGE_VEHICLES, type City, type CityPage, type VehicleCategorySlug } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { searchVehicles } from '../catalogue/service';
import { deliveryTypesFor } from '../delivery/queries';
import { distanceFromEcommoyKm } from './distance';
import { CITY_MESSAGES } from './schemas';
import { allCities, departmentByCode, findCity } from './queries';

type CityRow = {
  id: number;
  slug: string;
  name: string;
  at_name: string;
  postal_code: string;
  insee_code: string;
  department_code: string;
  latitude: number;
  longitude: number;
};

function toCity(row: CityRow): City {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    at_name: row.at_name,
    postal_code: row.postal_code,
    insee_code: row.insee_code,
    department_code: row.department_code,
    distance_km: distanceFromEcommoyKm(Number(row.latitude), Number(row.longitude)),
  };
}

/** By name (French collation is not guaranteed on every server: compare in JS). */
export async function listCities(db: Db): Promise<City[]> {
  const rows = await allCities(db);
  return rows.map(toCity).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

const CATEGORY_WORDS: Record<VehicleCategorySlug, { title: string; plural: string }> = {
  utilitaires: { title: 'Achat d’utilitaire', plural: 'utilitaires neufs' },
  voitures: { title: 'Achat de voiture', plural: 'voitures neuves' },
};

/** « au Mans » → « du Mans », « aux Sables… » → « des Sables… », « à Angers » → « d’Angers », « à Tours » → « de Tours ». */
export function fromName(atName: string): string {
  if (atName.startsWith('au ')) return `du ${atName.slice(3)}`;
  if (atName.startsWith('aux ')) return `des ${atName.slice(4)}`;
  const name = atName.replace(/^à /, '');
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** The département's lead time; where it is on quote, the type's generic delay. */
const leadTime = (t: { lead_time_days: number | null; type_delay_days: number | null }) =>
  t.lead_time_days ?? t.type_delay_days ?? 0;

export async function showCity(
  db: Db,
  base: string,
  slugOrId: string,
  category: VehicleCategorySlug,
): Promise<CityPage> {
  const row = await findCity(db, slugOrId);
  if (!row) throw notFound(CITY_MESSAGES.notFound);
  const city = toCity(row);
  const department = await departmentByCode(db, row.department_code);
  const search = { category, sort: 'price_asc' as const };
  const [types, vehicles] = await Promise.all([
    deliveryTypesFor(db, department.id),
    searchVehicles(db, base, { ...search, per_page: CITY_PAGE_VEHICLES }),
  ]);
  const words = CATEGORY_WORDS[category];
  const atHome = types.find((t) => t.at_home);
  const delivery =
    atHome && atHome.price !== null
      ? ` La livraison à domicile ${city.at_name} est ${atHome.price === 0 ? 'offerte' : `à ${atHome.price} € TTC`}, sous ${leadTime(atHome)} jours environ ; le retrait dans notre centre d’Écommoy est gratuit.`
      : ' La livraison à domicile se fait sur devis ; le retrait dans notre centre d’Écommoy est gratuit.';
  return {
    ...city,
    department,
    category,
    title: `${words.title} ${city.at_name} (${department.code})`,
    intro:
      `Mandataire auto à Écommoy, dans la Sarthe, depuis 1966, nous proposons ${vehicles.meta.total} ${words.plural}, 0 km et d’occasion en stock, ` +
      `à ${city.distance_km} km ${fromName(city.at_name)}.${delivery}`,
    delivery_types: types.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      at_home: t.at_home,
      delivery_price: t.price,
      delivery_price_etax: t.price_etax,
      lead_time_days: leadTime(t),
    })),
    vehicles_count: vehicles.meta.total,
    vehicles: vehicles.data,
    search,
  };
}
