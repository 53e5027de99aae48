import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONDITION_LABELS, ENERGY_LABELS, GEARBOX_LABELS, co2Class, type VehicleCard as Card } from '@ga/contracts';
import { formatMileage } from '../../format/mileage';
import { Badge } from '../badge/badge';
import { Price } from '../price/price';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './vehicle-card.module.css';

export interface VehicleCardProps {
  vehicle: Card;
  /** The vehicle page (vehiclePath of @ga/core). */
  to: string;
  /** Company accounts read the price before VAT first. */
  isCompany?: boolean;
  /** The visitor's trade-in estimate, for « après reprise ». */
  afterTradein?: number | null;
  /**
   * `loa`: the monthly payment shown is the vehicle's cheapest LOA offer (leasing pages); `none`:
   * no monthly figure (a list without its representative example on screen). A monthly figure is
   * marked « * »: the list's VehicleAdMentions (@ga/core) gives the example it refers to.
   */
  monthly?: 'cheapest' | 'loa' | 'none';
  /** Over the card's corner, outside its link (the catalogue's favourite toggle). */
  action?: ReactNode;
  /** Under the card's body, outside its link (the catalogue's « Comparer » toggle). */
  footer?: ReactNode;
  /** Sold since the list was loaded (live stock): « Vendu », the card dimmed. */
  sold?: boolean;
  /** The page's largest image (its first card): fetched first, not lazily (Lighthouse LCP). */
  priority?: boolean;
  /**
   * « Nouveauté » on a vehicle that just arrived. Off in a list ordered newest first: there every
   * card of the first pages would carry it, and a badge on every card tells nothing.
   */
  newBadge?: boolean;
}

/**
 * A vehicle in lists and sliders, the same in every area: photo, model, key facts with the CO2
 * class of the energy label (décret 2021-1841: on every vehicle ad), price (HT first for
 * companies), badges. What depends on the visitor (session, trade-in, favourites) comes in props.
 */
export function VehicleCard({
  vehicle,
  to,
  isCompany = false,
  afterTradein,
  monthly = 'cheapest',
  action,
  footer,
  sold = false,
  priority = false,
  newBadge = true,
}: VehicleCardProps) {
  const co2 = co2Class(vehicle.co2);
  // A price drop crosses out the law's reference price (the lowest of the 30 days before it), not the catalogue price.
  const drop = vehicle.price_drop;
  return (
    <article
      className={sold ? `${styles.card} ${styles.sold}` : styles.card}
      data-testid="vehicle-card"
      data-vehicle-id={vehicle.id}
      data-price-drop={drop ? 'true' : undefined}
      data-sold={sold ? 'true' : undefined}
    >
      <Link to={to} className={styles.link} aria-label={`${vehicle.title}, ${vehicle.version}`}>
        <div className={styles.media}>
          {priority ? (
            <img src={vehicle.image} alt="" fetchPriority="high" width={400} height={260} />
          ) : (
            <img src={vehicle.image} alt="" loading="lazy" width={400} height={260} />
          )}
          <div className={styles.badges}>
            {sold ? (
              <Badge variant="reserve" icon={null}>
                Vendu
              </Badge>
            ) : (
              vehicle.is_reserved && <Badge variant="reserve">Réservé</Badge>
            )}
            {vehicle.condition === 'zero_km' && <Badge variant="zero-km">0 km</Badge>}
            {newBadge && vehicle.is_new_arrival && <Badge variant="nouveaute">Nouveauté</Badge>}
            {vehicle.is_favourite_pick && <Badge variant="coup-de-coeur">Coup de cœur</Badge>}
            {drop ? (
              <Badge variant="baisse">Baisse de prix</Badge>
            ) : (
              vehicle.discount_percent > 0 && <Badge variant="remise">-{vehicle.discount_percent} %</Badge>
            )}
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
            <li className={styles.co2} data-testid="co2-class">
              <span className={styles.co2Letter} style={{ background: co2.colour }} aria-hidden="true">
                {co2.letter}
              </span>
              <span>
                <VisuallyHidden>Classe d’émissions de </VisuallyHidden>CO₂
                <VisuallyHidden> : {co2.letter}</VisuallyHidden>
              </span>
            </li>
          </ul>
          <Price
            value={vehicle.price}
            valueEtax={vehicle.price_etax}
            isCompany={isCompany}
            oldValue={
              drop
                ? drop.reference_price
                : vehicle.catalogue_price && vehicle.discount > 0
                  ? vehicle.catalogue_price
                  : null
            }
            oldValueEtax={drop ? drop.reference_price_etax : null}
            oldLabel={drop ? 'Prix de référence' : undefined}
            discountLabel={false}
            monthly={monthly === 'none' ? null : monthly === 'loa' ? vehicle.loa_monthly_from : vehicle.monthly_from}
            monthlyLabel={monthly === 'loa' ? 'en LOA dès' : undefined}
            monthlyMark="*"
            afterTradein={afterTradein}
          />
        </div>
      </Link>
      {footer && <div className={styles.footer}>{footer}</div>}
      {action && <div className={styles.favourite}>{action}</div>}
    </article>
  );
}
