import { VehicleCard as Card } from '@ga/ui';
import type { VehicleCard as Vehicle } from '@ga/contracts';
import { useSession, useTradeinCredit, vehiclePath } from '@ga/core';
import { FavouriteToggle } from '../../favourites/components/favourite-toggle';

/** The shared vehicle card (@ga/ui) with the visitor's prices and the catalogue's favourite toggle. */
export function VehicleCard({ vehicle, monthly = 'cheapest' }: { vehicle: Vehicle; monthly?: 'cheapest' | 'loa' }) {
  const { isCompany } = useSession();
  const tradein = useTradeinCredit();
  return (
    <Card
      vehicle={vehicle}
      to={vehiclePath(vehicle)}
      isCompany={isCompany}
      afterTradein={tradein?.amount}
      monthly={monthly}
      action={<FavouriteToggle vehicleId={vehicle.id} label={`${vehicle.brand.name} ${vehicle.carmodel.name}`} />}
    />
  );
}
