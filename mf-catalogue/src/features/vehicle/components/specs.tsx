import { formatMileage, formatShortDate } from '@ga/ui';
import { CONDITION_LABELS, ENERGY_LABELS, GEARBOX_LABELS, type Vehicle } from '@ga/contracts';
import styles from './specs.module.css';

/** Characteristics of the vehicle, as a definition list. */
export function Specs({ vehicle }: { vehicle: Vehicle }) {
  const rows: [string, string][] = [
    ['État', CONDITION_LABELS[vehicle.condition]],
    ['Année', String(vehicle.year)],
    ...(vehicle.first_registration
      ? ([['1re immatriculation', formatShortDate(vehicle.first_registration)]] as [string, string][])
      : []),
    ['Kilométrage', formatMileage(vehicle.mileage)],
    ['Énergie', ENERGY_LABELS[vehicle.energy]],
    ['Boîte de vitesses', GEARBOX_LABELS[vehicle.gearbox]],
    ['Puissance', `${vehicle.power_hp} ch`],
    ['Puissance fiscale', `${vehicle.fiscal_power} CV`],
    ['Portes / places', `${vehicle.doors} / ${vehicle.seats}`],
    ['Couleur', vehicle.colour],
    ['Émissions de CO₂ (WLTP)', `${vehicle.co2} g/km`],
    ...(vehicle.euro_standard ? ([['Norme antipollution', vehicle.euro_standard]] as [string, string][]) : []),
    ['Vignette Crit’Air', vehicle.crit_air],
    ...(vehicle.electric_range ? ([['Autonomie (WLTP)', `${vehicle.electric_range} km`]] as [string, string][]) : []),
    ['Garantie', `${vehicle.warranty_months} mois`],
  ];
  return (
    <dl className={styles.specs}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
