import type { RequestDetails, RequestVehicle } from '@ga/contracts';
import { formatPrice } from '@ga/ui';
import { Link } from '@ga/core';
import { STOCK_PATH } from '../../../shared/paths';
import type { StaffMe } from '../../../shared/session/api';
import panel from '../../../shared/layout/panel.module.css';
import styles from './request.module.css';

const AVAILABILITY: Record<RequestVehicle['availability'], string> = {
  disponible: 'En vente',
  reserve: 'Réservé',
  vendu: 'Vendu',
  retire: 'Retiré de la vente',
};

/** What the visitor gave with the request, group by group, and the vehicle it is about. */
export function RequestDetailsView({ details, me }: { details: RequestDetails; me: StaffMe }) {
  return (
    <>
      {details.vehicle && <VehicleBox vehicle={details.vehicle} me={me} />}
      {details.groups.map((group, i) => (
        <section key={group.title} className={panel.box} aria-labelledby={`details-${i}`}>
          <h2 id={`details-${i}`} className={panel.boxTitle}>
            {group.title}
          </h2>
          <dl className={`${panel.facts} ${styles.details}`}>
            {group.facts.map((f) => (
              <div key={f.label} className={styles.fact}>
                <dt>{f.label}</dt>
                <dd>{f.href ? <a href={f.href}>{f.value}</a> : f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

function VehicleBox({ vehicle, me }: { vehicle: RequestVehicle; me: StaffMe }) {
  const changed = vehicle.price_at_request !== null && vehicle.price_at_request !== vehicle.price_now;
  return (
    <section className={panel.box} aria-labelledby="details-vehicle">
      <h2 id="details-vehicle" className={panel.boxTitle}>
        Le véhicule
      </h2>
      <dl className={`${panel.facts} ${styles.details}`}>
        <div className={styles.fact}>
          <dt>Véhicule</dt>
          <dd>
            {vehicle.title} · n° {vehicle.id}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>État</dt>
          <dd>{AVAILABILITY[vehicle.availability]}</dd>
        </div>
        {vehicle.price_at_request !== null && (
          <div className={styles.fact}>
            <dt>Prix lors de la demande</dt>
            <dd>{formatPrice(vehicle.price_at_request)}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>Prix actuel</dt>
          <dd className={changed ? styles.late : undefined}>
            {formatPrice(vehicle.price_now)}
            {changed && ' — le prix a changé depuis la demande'}
          </dd>
        </div>
      </dl>
      <p className={styles.row}>
        <a href={vehicle.url}>Voir la fiche publique</a>
        {me.role !== 'conseiller' && <Link to={`${STOCK_PATH}/${vehicle.id}`}>Ouvrir dans le stock</Link>}
      </p>
    </section>
  );
}
