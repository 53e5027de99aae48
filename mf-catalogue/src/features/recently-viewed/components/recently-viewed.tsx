import { Button } from '@ga/ui';
import { VehicleTrack } from '../../../shared/vehicle-card/components/vehicle-track';
import { useRecentlyViewed } from '../use-recently-viewed';

/**
 * « Vus récemment » on the home page and the search pages, when there is something to show: from the
 * account when signed in, from this browser with consent otherwise. « Effacer » forgets them.
 */
export function RecentlyViewed() {
  const { vehicles, clear } = useRecentlyViewed();
  if (vehicles.length === 0) return null;
  return (
    <div data-testid="recently-viewed">
      <VehicleTrack
        title="Vus récemment"
        vehicles={vehicles}
        testId="recently-viewed-track"
        action={
          <Button variant="ghost" size="sm" onClick={clear}>
            Effacer
          </Button>
        }
      />
    </div>
  );
}
