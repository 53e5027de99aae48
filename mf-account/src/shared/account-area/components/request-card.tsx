import type { ReactNode } from 'react';
import { Icon } from '@ga/ui';
import { vehiclePath, Link } from '@ga/core';
import type { BookingStatus, RequestStatus, VehicleCard } from '@ga/contracts';
import { StatusPill } from './status-pill';
import styles from './request-card.module.css';

interface RequestCardProps {
  /** The vehicle concerned (photo and title link to its page); absent for a trade-in. */
  vehicle?: VehicleCard | null;
  /** Title when there is no vehicle card (e.g. the car offered for trade-in). */
  title?: ReactNode;
  subtitle?: ReactNode;
  status: RequestStatus | BookingStatus;
  /** Said instead of the status when the item has a state of its own (a trade-in's firm offer). */
  state?: { label: string; tone: 'new' | 'progress' | 'done' | 'off' };
  /** One line under the title: number, date… */
  meta: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  testId: string;
}

/** One item of an account list: vehicle, status, details and actions. */
export function RequestCard({
  vehicle,
  title,
  subtitle,
  status,
  state,
  meta,
  children,
  actions,
  testId,
}: RequestCardProps) {
  const heading = vehicle ? `${vehicle.brand.name} ${vehicle.carmodel.name}` : title;
  return (
    <article className={styles.card} data-testid={testId}>
      <div className={styles.media}>
        {vehicle ? (
          <Link to={vehiclePath(vehicle)} tabIndex={-1} aria-hidden="true">
            <img src={vehicle.image} alt="" loading="lazy" width={240} height={160} />
          </Link>
        ) : (
          <span className={styles.placeholder}>
            <Icon name="car" size={40} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <header className={styles.header}>
          <div>
            <h3 className={styles.title}>{vehicle ? <Link to={vehiclePath(vehicle)}>{heading}</Link> : heading}</h3>
            {(vehicle || subtitle) && <p className={styles.subtitle}>{subtitle ?? vehicle?.version}</p>}
          </div>
          <StatusPill status={status} state={state} />
        </header>
        <p className={styles.meta}>{meta}</p>
        {children}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
