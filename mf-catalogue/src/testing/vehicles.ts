import type { Handler, Reply } from '@ga/testing';
import type { PriceHistory, Vehicle, VehicleCard } from '@ga/contracts';

/** A used Peugeot 208 as the stock lists it (GET /api/vehicles). */
export function vehicleCard(id: number, overrides: Partial<VehicleCard> = {}): VehicleCard {
  return {
    id,
    slug: `peugeot-208-${id}`,
    title: 'Peugeot 208',
    version: '1.2 PureTech 100 Allure',
    brand: { id: 3, slug: 'peugeot', name: 'Peugeot' },
    carmodel: { id: 31, slug: '208', name: '208' },
    category: 'voitures',
    body_type: 'citadine',
    condition: 'used',
    energy: 'essence',
    gearbox: 'manuelle',
    year: 2022,
    mileage: 28000 + id,
    power_hp: 100,
    co2: 118,
    colour: 'Blanc',
    image: `http://api.test/media/${id}.webp`,
    is_new_arrival: false,
    is_favourite_pick: false,
    is_fitted_out: false,
    conversion_bonus: false,
    is_reserved: false,
    price_drop: null,
    price: 16990,
    price_etax: 14158,
    catalogue_price: null,
    discount: 0,
    discount_percent: 0,
    monthly_from: null,
    loa_monthly_from: null,
    ...overrides,
  } as VehicleCard;
}

/** The same car as the vehicle page reads it (GET /api/vehicles/{id}?booking). */
export function vehicle(id: number): Vehicle {
  return {
    ...vehicleCard(id),
    first_registration: '2022-03-14',
    fiscal_power: 5,
    doors: 5,
    seats: 5,
    crit_air: '1',
    euro_standard: 'Euro 6d',
    fuel_l100: 5.4,
    electricity_kwh100: null,
    electric_range: null,
    colour_hex: '#f4f4f4',
    equipment: ['Climatisation automatique', 'Caméra de recul'],
    images: [`http://api.test/media/${id}.webp`],
    description: 'Première main, entretien suivi.',
    has_view_360: false,
    warranty_months: 12,
    arrived_at: '2026-09-01T08:00:00Z',
    created_at: '2026-09-01T08:00:00Z',
    booking: null,
  } as Vehicle;
}

/** Three prices over the year: the chart draws its line up to « today ». */
export const PRICE_HISTORY: Omit<PriceHistory, 'vehicle_id'> = {
  points: [
    { price: 17990, price_etax: 14992, starts_at: '2026-01-10T00:00:00Z' },
    { price: 17490, price_etax: 14575, starts_at: '2026-06-02T00:00:00Z' },
    { price: 16990, price_etax: 14158, starts_at: '2026-10-20T00:00:00Z' },
  ],
  price_drop: null,
};

const pathnameOf = (path: string) => path.split('?')[0]!;

/** The delivery block's lists: one département, delivery in the centre. */
const DELIVERY: Record<string, unknown> = {
  '/api/departments': [{ id: 1, code: '72', name: 'Sarthe' }],
  '/api/delivery-types/departments/1': [
    {
      id: 1,
      name: 'Livraison en centre',
      description: 'À Écommoy.',
      delivery_price: 0,
      delivery_price_etax: 0,
      at_home: false,
      lead_time_days: 7,
      delay_days: 7,
    },
  ],
};

/**
 * The stock API for catalogue pages: `cards` for every listing, the vehicle pages of those cards
 * with their price history and suggestions (the other cards), the selection of « Vus récemment »,
 * the delivery lists; 404 for the rest.
 */
export function stockApi(cards: VehicleCard[]): Handler {
  return (method, path): Reply | undefined => {
    const pathname = pathnameOf(path);
    if (method !== 'GET') return undefined;
    if (DELIVERY[pathname]) return { body: { data: DELIVERY[pathname] } };
    if (pathname === '/api/vehicles') {
      return { body: { data: cards, meta: { total: cards.length, current_page: 1, per_page: 24, last_page: 1 } } };
    }
    if (pathname === '/api/vehicles/suggestions') {
      const of = Number(new URLSearchParams(path.split('?')[1]).get('vehicle_id'));
      return { body: { data: cards.filter((c) => c.id !== of) } };
    }
    if (pathname === '/api/vehicles/selection') {
      const ids = new URLSearchParams(path.split('?')[1]).get('ids')?.split(',').map(Number) ?? [];
      return { body: { data: ids.flatMap((id) => cards.filter((c) => c.id === id)) } };
    }
    const history = /^\/api\/vehicles\/(\d+)\/price-history$/.exec(pathname);
    if (history) return { body: { data: { vehicle_id: Number(history[1]), ...PRICE_HISTORY } } };
    const page = /^\/api\/vehicles\/(\d+)$/.exec(pathname);
    if (page && cards.some((c) => c.id === Number(page[1]))) return { body: { data: vehicle(Number(page[1])) } };
    return undefined;
  };
}
