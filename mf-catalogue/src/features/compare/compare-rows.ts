import { formatMileage, formatMonthly, formatPrice, formatPriceHT } from '@ga/ui';
import {
  CONDITION_LABELS,
  ENERGY_LABELS,
  GEARBOX_LABELS,
  co2Class,
  type DeliveryType,
  type Vehicle,
} from '@ga/contracts';

export interface CompareRow {
  label: string;
  values: string[];
  /** The values are not all the same: the row is highlighted. */
  differs: boolean;
}

const row = (label: string, values: string[]): CompareRow => ({ label, values, differs: new Set(values).size > 1 });

function leadTime(vehicle: Vehicle, delivery: DeliveryType | undefined): string {
  if (vehicle.is_reserved) return 'Réservé par un autre client';
  if (!delivery) return '—';
  if (delivery.lead_time_days === null) return `${delivery.name} : sur devis`;
  if (delivery.lead_time_days === 0) return `${delivery.name} : dès que le véhicule est prêt`;
  return `${delivery.name} : ${delivery.lead_time_days} jours`;
}

/** The facts compared, in the order buyers read them (price first), with the differences flagged. */
export function compareRows(vehicles: Vehicle[], isCompany: boolean, delivery: DeliveryType | undefined): CompareRow[] {
  const price = (v: Vehicle) =>
    isCompany
      ? `${formatPriceHT(v.price_etax)} (${formatPrice(v.price)})`
      : `${formatPrice(v.price)} (${formatPriceHT(v.price_etax)})`;
  return [
    row(isCompany ? 'Prix HT (TTC)' : 'Prix TTC (HT)', vehicles.map(price)),
    row(
      'Mensualité',
      vehicles.map((v) =>
        v.monthly_from ? `à partir de ${formatMonthly(v.monthly_from)}*` : 'Sans offre de financement',
      ),
    ),
    row(
      'État',
      vehicles.map((v) => CONDITION_LABELS[v.condition]),
    ),
    row(
      'Année',
      vehicles.map((v) => String(v.year)),
    ),
    row(
      'Kilométrage',
      vehicles.map((v) => formatMileage(v.mileage)),
    ),
    row(
      'Énergie',
      vehicles.map((v) => ENERGY_LABELS[v.energy]),
    ),
    row(
      'Puissance',
      vehicles.map((v) => `${v.power_hp} ch (${v.fiscal_power} CV)`),
    ),
    row(
      'Boîte de vitesses',
      vehicles.map((v) => GEARBOX_LABELS[v.gearbox]),
    ),
    row(
      'Classe d’émissions de CO₂',
      vehicles.map((v) => `${co2Class(v.co2).letter} (${v.co2} g/km)`),
    ),
    row(
      'Vignette Crit’Air',
      vehicles.map((v) => v.crit_air),
    ),
    row(
      'Portes / places',
      vehicles.map((v) => `${v.doors} / ${v.seats}`),
    ),
    row(
      'Garantie',
      vehicles.map((v) => `${v.warranty_months} mois`),
    ),
    row(
      'Livraison',
      vehicles.map((v) => leadTime(v, delivery)),
    ),
  ];
}

/** Every equipment item of the vehicles, those not on all of them first, alphabetical. */
export function equipmentRows(vehicles: Vehicle[]): { item: string; has: boolean[]; differs: boolean }[] {
  const all = [...new Set(vehicles.flatMap((v) => v.equipment))].sort((a, b) => a.localeCompare(b, 'fr'));
  const rows = all.map((item) => {
    const has = vehicles.map((v) => v.equipment.includes(item));
    return { item, has, differs: has.some((h) => !h) };
  });
  return [...rows.filter((r) => r.differs), ...rows.filter((r) => !r.differs)];
}
