import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONDITION_LABELS, ENERGY_LABELS, GEARBOX_LABELS, type VehicleCard as Card } from '@ga/contracts';
import { formatMileage } from '../../format/mileage';
import { Badge } from '../badge/badge';
import { Price } from '../price/price';
import styles from './vehicle-card.module.css';

export interface VehicleCardProps {
  vehicle: Card;
  /** The vehicle page (vehiclePath of @ga/core). */
  to: string;
  /** Company accounts read the price before VAT first. */
  isCompany?: boolean;
  /** The visitor's trade-in estimate, for « après reprise ». */
  afterTradein?: number | null;
  /** `loa`: the monthly payment shown is the vehicle's cheapest LOA offer (leasing pages). */
  monthly?: 'cheapest' | 'loa';
  /** Over the card's corner, outside its link (the catalogue's favourite toggle). */
  action?: ReactNode;
}

/**
 * A vehicle in lists and sliders, the same in every area: photo, model, key facts, price (HT first
 * for companies), badges. What depends on the visitor (session, trade-in, favourites) comes in props.
 */
export function VehicleCard({ vehicle, to, isCompany = false, afterTradein, monthly = 'cheapest', action }: VehicleCardProps) {
  return (
    <article className={styles.card} data-testid="vehicle-card">
      <Link to={to} className={styles.link} aria-label={`${vehicle.title}, ${vehicle.version}`}>
        <div className={styles.media}>
          <img src={vehicle.image} alt="" loading="lazy" width={400} height={260} />
          <div className={styles.badges}>
            {vehicle.is_reserved && <Badge variant="reserve">Réservé</Badge>}
            {vehicle.condition === 'zero_km' && <Badge variant="zero-km">0 km</Badge>}
            {vehicle.is_new_arrival && <Badge variant="nouveaute">Nouveauté</Badge>}
            {vehicle.is_favourite_pick && <Badge variant="coup-de-coeur">Coup de cœur</Badge>}
            {vehicle.discount_percent > 0 && <Badge variant="remise">-{vehicle.discount_percent} %</Badge>}
          </div>
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>
            {vehicle.brand.name} {vehicle.carmodel.name}
          </h3>
          <p className={styles.version}>{vehicle.version}</p>
          <ul className={styles.facts}>
            <li>{CONDITION_LABELS[vehicle.condition]}</li>
            <li>{vehicle.year}</li>
            <li>{formatMileage(vehicle.mileage)}</li>
            <li>{ENERGY_LABELS[vehicle.energy]}</li>
            <li>{GEARBOX_LABELS[vehicle.gearbox]}</li>
          </ul>
          <Price
            value={vehicle.price}
            valueEtax={vehicle.price_etax}
            isCompany={isCompany}
            oldValue={vehicle.catalogue_price && vehicle.discount > 0 ? vehicle.catalogue_price : null}
            discountLabel={false}
            monthly={monthly === 'loa' ? vehicle.loa_monthly_from : vehicle.monthly_from}
            monthlyLabel={monthly === 'loa' ? 'en LOA dès' : undefined}
            afterTradein={afterTradein}
          />
        </div>
      </Link>
      {action && <div className={styles.favourite}>{action}</div>}
    </article>
  );
}
