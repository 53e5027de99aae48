import { useRef, type ReactNode } from 'react';
import { ButtonLink, EmptyState, Icon, Section, scrollBehavior } from '@ga/ui';
import type { VehicleCard as Vehicle } from '@ga/contracts';
import { VehicleCard } from './vehicle-card';
import styles from './vehicle-track.module.css';

export interface VehicleTrackProps {
  title: string;
  vehicles: Vehicle[];
  /** « Voir tout » goes there. */
  link?: string;
  /** Another action beside the arrows (« Effacer »). */
  action?: ReactNode;
  testId?: string;
}

/** A titled row of vehicle cards that scrolls sideways, with arrows (home sliders, « Vus récemment »). */
export function VehicleTrack({ title, vehicles, link, action, testId = 'vehicle-slider' }: VehicleTrackProps) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: scrollBehavior() });
  return (
    <Section
      title={title}
      actions={
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(-1)}
            aria-label={`${title} : véhicules précédents`}
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(1)}
            aria-label={`${title} : véhicules suivants`}
          >
            <Icon name="chevron-right" size={20} />
          </button>
          {link && (
            <ButtonLink to={link} variant="ghost" size="sm">
              Voir tout
            </ButtonLink>
          )}
          {action}
        </div>
      }
    >
      {vehicles.length === 0 ? (
        <EmptyState title="Aucun véhicule pour le moment">Revenez bientôt : notre stock évolue chaque jour.</EmptyState>
      ) : (
        <ul className={styles.track} ref={track} data-testid={testId}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className={styles.slide}>
              <VehicleCard vehicle={vehicle} compare={false} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
