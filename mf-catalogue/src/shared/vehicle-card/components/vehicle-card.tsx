import { VehicleCard as Card } from '@ga/ui';
import type { VehicleCard as Vehicle } from '@ga/contracts';
import { useLiveVehicle, useSession, useTradeinCredit, vehiclePath } from '@ga/core';
import { FavouriteToggle } from '../../favourites/components/favourite-toggle';
import { CompareToggle } from '../../compare/components/compare-toggle';

/** The shared vehicle card (@ga/ui) with the visitor's prices, the catalogue's favourite toggle and « Comparer ». */
export function VehicleCard({
  vehicle,
  monthly = 'cheapest',
  compare = true,
  priority = false,
  newBadge = true,
}: {
  vehicle: Vehicle;
  monthly?: 'cheapest' | 'loa' | 'none';
  compare?: boolean;
  priority?: boolean;
  /** « Nouveauté »: off in a list ordered newest first (@ga/ui VehicleCard). */
  newBadge?: boolean;
}) {
  const { isCompany } = useSession();
  const tradein = useTradeinCredit();
  const live = useLiveVehicle(vehicle);
  return (
    <Card
      vehicle={live}
      sold={live.sold}
      to={vehiclePath(vehicle)}
      isCompany={isCompany}
      afterTradein={tradein?.amount}
      monthly={monthly}
      priority={priority}
      newBadge={newBadge}
      action={<FavouriteToggle vehicleId={vehicle.id} label={`${vehicle.brand.name} ${vehicle.carmodel.name}`} />}
      footer={compare ? <CompareToggle vehicle={vehicle} /> : undefined}
    />
  );
}
