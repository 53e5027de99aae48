import { Link } from 'react-router';
import { Badge, Price, formatMileage } from '@ga/ui';
import { CONDITION_LABELS, ENERGY_LABELS, GEARBOX_LABELS, type VehicleCard as Card } from '@ga/contracts';
import { useSession, useTradeinCredit, vehiclePath } from '@ga/core';
import { FavouriteToggle } from '../../favourites/components/favourite-toggle';
import styles from './vehicle-card.module.css';

/** A vehicle in lists and sliders: photo, model, key facts, price (HT first for companies), badges. */
/** `loa`: the monthly payment shown is the vehicle's cheapest LOA offer (leasing pages). */
export function VehicleCard({ vehicle, monthly = 'cheapest' }: { vehicle: Card; monthly?: 'cheapest' | 'loa' }) {
  const { isCompany } = useSession();
  const tradein = useTradeinCredit();
  return (
    <article className={styles.card} data-testid="vehicle-card">
      <Link to={vehiclePath(vehicle)} className={styles.link} aria-label={`${vehicle.title}, ${vehicle.version}`}>
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
            afterTradein={tradein?.amount}
          />
        </div>
      </Link>
      <div className={styles.favourite}>
        <FavouriteToggle vehicleId={vehicle.id} label={`${vehicle.brand.name} ${vehicle.carmodel.name}`} />
      </div>
    </article>
  );
}
