import { useRef } from 'react';
import { ButtonLink, EmptyState, ErrorState, Icon, Section, Skeleton } from '@ga/ui';
import type { ListSlideCategory } from '@ga/contracts';
import { useCatalogueListSlidesQuery } from '../features/home-sliders/api';
import { VehicleCard } from '../features/vehicle-card/components/vehicle-card';
import styles from './vehicle-slider.module.css';

/** Home widget: vehicle sliders from GET /api/list-slides, one per category. */
export default function VehicleSliderWidget({ categories }: { categories: ListSlideCategory[] }) {
  const { data: slides, isLoading, isError, refetch } = useCatalogueListSlidesQuery(categories);
  if (isLoading) return <Skeleton height={380} />;
  if (isError) return <ErrorState title="Nos véhicules n’ont pas pu être chargés" onRetry={() => void refetch()} />;
  return (
    <div className={styles.sliders}>
      {(slides ?? []).map((slide) => (
        <Slider key={slide.category} title={slide.title} link={slide.link} vehicles={slide.vehicles} />
      ))}
    </div>
  );
}

function Slider({ title, link, vehicles }: { title: string; link: string; vehicles: Parameters<typeof VehicleCard>[0]['vehicle'][] }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: 'smooth' });
  return (
    <Section
      title={title}
      actions={
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label={`${title} : véhicules précédents`}>
            <Icon name="chevron-left" size={20} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label={`${title} : véhicules suivants`}>
            <Icon name="chevron-right" size={20} />
          </button>
          <ButtonLink to={link} variant="ghost" size="sm">
            Voir tout
          </ButtonLink>
        </div>
      }
    >
      {vehicles.length === 0 ? (
        <EmptyState title="Aucun véhicule pour le moment">Revenez bientôt : notre stock évolue chaque jour.</EmptyState>
      ) : (
        <ul className={styles.track} ref={track} data-testid="vehicle-slider">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className={styles.slide}>
              <VehicleCard vehicle={vehicle} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
