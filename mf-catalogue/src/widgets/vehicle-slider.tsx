import { VehicleAdMentions } from '@ga/core';
import { ErrorState, Skeleton } from '@ga/ui';
import type { ListSlideCategory } from '@ga/contracts';
import { useCatalogueListSlidesQuery } from '../features/home-sliders/api';
import { RecentlyViewed } from '../features/recently-viewed/components/recently-viewed';
import { VehicleTrack } from '../shared/vehicle-card/components/vehicle-track';
import styles from './vehicle-slider.module.css';

/** Home widget: « Vus récemment » (when the visitor has some), then the sliders of GET /api/list-slides. */
export default function VehicleSliderWidget({ categories }: { categories: ListSlideCategory[] }) {
  const { data: slides, isLoading, isError, refetch } = useCatalogueListSlidesQuery(categories);
  if (isLoading) return <Skeleton height={380} />;
  if (isError) return <ErrorState title="Nos véhicules n’ont pas pu être chargés" onRetry={() => void refetch()} />;
  return (
    <div className={styles.sliders}>
      <RecentlyViewed />
      {(slides ?? []).map((slide) => (
        <VehicleTrack key={slide.category} title={slide.title} link={slide.link} vehicles={slide.vehicles} />
      ))}
      <VehicleAdMentions vehicles={(slides ?? []).flatMap((slide) => slide.vehicles)} />
    </div>
  );
}
