/**
 * DEMO DATA: an invented stock of vehicles built from real French-market models
 * (seeds/catalogue-data.ts). Deterministic: the same seed gives the same stock.
 */
import {
  BRANDS,
  CAR_EQUIPMENT,
  COLOURS,
  FITTED_OUT_EQUIPMENT,
  MODELS,
  VAN_COLOURS,
  VAN_EQUIPMENT,
  type Body,
  type Energy,
  type ModelData,
} from './catalogue-data';
import { ownershipFacts } from '../src/modules/catalogue/ownership';
import { createRng, type Rng } from './prng';
import { slugify } from './slug';

export const VEHICLE_COUNT = 3000;
const VAN_BODIES: readonly Body[] = ['fourgonnette', 'fourgon', 'pick-up'];
const DAY = 24 * 3600 * 1000;

export interface GeneratedVehicle {
  slug: string;
  brandSlug: string;
  modelSlug: string;
  body: Body;
  version: string;
  condition: 'new' | 'zero_km' | 'used';
  year: number;
  first_registration: string | null;
  mileage: number;
  energy: Energy;
  gearbox: 'manuelle' | 'automatique';
  power_hp: number;
  fiscal_power: number;
  doors: number;
  seats: number;
  colour: string;
  colour_hex: string;
  co2: number;
  crit_air: string;
  euro_standard: string | null;
  fuel_l100: number | null;
  electricity_kwh100: number | null;
  electric_range: number | null;
  price: number;
  price_etax: number;
  catalogue_price: number | null;
  discount: number;
  monthly_from: number | null;
  is_new_arrival: boolean;
  arrived_at: Date;
  is_favourite_pick: boolean;
  is_fitted_out: boolean;
  conversion_bonus: boolean;
  equipment: string[];
  photo_count: number;
  warranty_months: number;
  description: string;
}

export function modelSlug(model: ModelData): string {
  const brand = BRANDS.find((b) => b[0] === model.brand)!;
  return slugify(`${brand[1]} ${model.name}`);
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function co2For(energy: Energy, hp: number, rng: Rng): number {
  switch (energy) {
    case 'electrique':
      return 0;
    case 'hybride-rechargeable':
      return rng.int(18, 38);
    case 'hybride':
      return Math.round(88 + hp * 0.12 + rng.int(0, 12));
    case 'diesel':
      return Math.round(100 + hp * 0.3 + rng.int(0, 15));
    default:
      return Math.round(105 + hp * 0.32 + rng.int(0, 15));
  }
}

/** French administrative horsepower (CV): CO2/45 + (kW/40)^1.6; electric cars are 1–3 CV. */
function fiscalPower(energy: Energy, hp: number, co2: number): number {
  const kw = hp * 0.7355;
  if (energy === 'electrique') return Math.max(1, Math.min(10, Math.round(kw / 45)));
  return Math.max(2, Math.round(co2 / 45 + Math.pow(kw / 40, 1.6)));
}

function description(v: {
  brand: string;
  model: string;
  version: string;
  condition: string;
  energy: Energy;
  colour: string;
  mileage: number;
}): string {
  const state =
    v.condition === 'new'
      ? 'neuf, commandé auprès du réseau européen du constructeur et livré avec la garantie constructeur'
      : v.condition === 'zero_km'
        ? 'à 0 km : immatriculé récemment, jamais roulé, garantie constructeur en cours'
        : `d’occasion, ${v.mileage.toLocaleString('fr-FR')} km, révisé et contrôlé par notre atelier avant livraison`;
  return `${v.brand} ${v.model} ${v.version} ${v.colour.toLowerCase()}, ${state}. Livraison possible à domicile partout en France ou retrait dans notre centre d’Écommoy (Sarthe). Reprise de votre ancien véhicule et financement (crédit, LOA) sur demande.`;
}

export function generateVehicles(count = VEHICLE_COUNT, seed = 1966, now = new Date()): GeneratedVehicle[] {
  const rng = createRng(seed);
  const currentYear = now.getUTCFullYear();
  const cars = MODELS.filter((m) => !VAN_BODIES.includes(m.body));
  const vans = MODELS.filter((m) => VAN_BODIES.includes(m.body));
  const carsWeighted = cars.map((m) => [m, m.weight] as const);
  const vansWeighted = vans.map((m) => [m, m.weight] as const);
  const vehicles: GeneratedVehicle[] = [];

  for (let i = 0; i < count; i += 1) {
    const isVan = i % 8 === 7; // one vehicle in eight is a utility vehicle
    const model = rng.weighted(isVan ? vansWeighted : carsWeighted);
    const brand = BRANDS.find((b) => b[0] === model.brand)!;
    const [energy, engineLabel, hp, auto, basePrice] = rng.pick(model.engines);
    const finishIndex = rng.int(0, brand[3].length - 1);
    const finish = brand[3][finishIndex]!;
    const listPrice = round(basePrice + finishIndex * brand[4] + rng.int(0, 3) * 350, 10);
    const condition = rng.weighted([
      ['used', 55],
      ['new', 30],
      ['zero_km', 15],
    ] as const);
    const [colour, colourHex] = rng.pick(isVan ? VAN_COLOURS : COLOURS);

    let year = currentYear;
    let firstRegistration: string | null = null;
    let mileage = rng.int(0, 30);
    let price: number;
    let cataloguePrice: number | null = listPrice;
    let discount: number;
    let warranty = 24;
    if (condition === 'new') {
      const rate = rng.int(8, 24) / 100;
      discount = round(listPrice * rate, 50);
      price = listPrice - discount;
    } else if (condition === 'zero_km') {
      const regDate = new Date(now.getTime() - rng.int(20, 170) * DAY);
      firstRegistration = isoDate(regDate);
      year = regDate.getUTCFullYear();
      mileage = rng.int(5, 95);
      const rate = rng.int(15, 30) / 100;
      discount = round(listPrice * rate, 50);
      price = listPrice - discount;
    } else {
      const ageMonths = rng.int(8, 96);
      const regDate = new Date(now.getTime() - ageMonths * 30.44 * DAY);
      firstRegistration = isoDate(regDate);
      year = regDate.getUTCFullYear();
      const perYear = isVan
        ? rng.int(15000, 30000)
        : energy === 'diesel'
          ? rng.int(14000, 24000)
          : rng.int(7000, 15000);
      mileage = round((perYear * ageMonths) / 12, 10) + rng.int(0, 9);
      const ageFactor = Math.pow(0.86, ageMonths / 12);
      const kmFactor = Math.max(0.55, 1 - mileage / 400000);
      const evFactor = energy === 'electrique' ? 0.92 : 1;
      price = round(listPrice * ageFactor * kmFactor * evFactor, 100) - 10;
      price = Math.max(price, 6990);
      cataloguePrice = null;
      discount = rng.chance(0.25) ? rng.int(3, 15) * 100 : 0;
      warranty = 12;
    }
    if (discount > 0 && condition === 'used') price -= discount;

    const co2 = co2For(energy, hp, rng);
    // Euro standard, Crit'Air class by the official rules, consumption (src/modules/catalogue/ownership.ts).
    const ownership = ownershipFacts({
      energy,
      co2,
      power_hp: hp,
      isVan,
      registeredOn: firstRegistration ?? isoDate(now),
    });
    const electricRange =
      energy === 'electrique' ? rng.int(260, 560) : energy === 'hybride-rechargeable' ? rng.int(50, 85) : null;
    const isFittedOut = isVan && model.body !== 'pick-up' && rng.chance(0.2);
    const baseEquipment = isVan ? VAN_EQUIPMENT : CAR_EQUIPMENT;
    const equipment = new Set<string>();
    const equipmentCount = rng.int(6, 12) + finishIndex * 2;
    while (equipment.size < Math.min(equipmentCount, baseEquipment.length)) equipment.add(rng.pick(baseEquipment));
    if (isFittedOut) for (const item of FITTED_OUT_EQUIPMENT) equipment.add(item);
    const arrivedDaysAgo = Math.floor(Math.pow(rng.next(), 2) * 180);
    const version = `${engineLabel} ${finish}`;
    const slug = slugify(`${brand[1]} ${model.name} ${version}`);

    vehicles.push({
      slug,
      brandSlug: brand[0],
      modelSlug: modelSlug(model),
      body: model.body,
      version,
      condition,
      year,
      first_registration: firstRegistration,
      mileage,
      energy,
      gearbox: auto ? 'automatique' : 'manuelle',
      power_hp: hp,
      fiscal_power: fiscalPower(energy, hp, co2),
      doors: model.doors,
      seats: model.seats,
      colour,
      colour_hex: colourHex,
      co2,
      crit_air: ownership.crit_air ?? '1',
      euro_standard: ownership.euro_standard,
      fuel_l100: ownership.fuel_l100,
      electricity_kwh100: ownership.electricity_kwh100,
      electric_range: electricRange,
      price,
      price_etax: Math.round(price / 1.2),
      catalogue_price: cataloguePrice,
      discount,
      monthly_from: price >= 9000 ? Math.max(99, round(price * (condition === 'used' ? 0.0145 : 0.0115), 1)) : null,
      is_new_arrival: arrivedDaysAgo <= 10,
      arrived_at: new Date(now.getTime() - arrivedDaysAgo * DAY - rng.int(0, 86399) * 1000),
      is_favourite_pick: rng.chance(0.06),
      is_fitted_out: isFittedOut,
      conversion_bonus: (energy === 'electrique' || energy === 'hybride-rechargeable') && price <= 47000,
      equipment: [...equipment],
      photo_count: rng.int(6, 10),
      warranty_months: warranty,
      description: description({ brand: brand[1], model: model.name, version, condition, energy, colour, mileage }),
    });
  }
  return vehicles;
}
