import type { VehicleCard } from '@ga/contracts';
import { useAppSelector } from '../store/store';
import { selectLiveVehicle } from './live-stock-slice';

type Live = Pick<VehicleCard, 'id' | 'is_reserved' | 'price' | 'price_etax' | 'price_drop'>;

/**
 * The vehicle as the page fetched it, with what the live-stock stream said since laid over it
 * (« Réservé », price, price drop) and whether it was sold meanwhile (`sold`).
 */
export function useLiveVehicle<T extends Live>(vehicle: T): T & { sold: boolean } {
  const live = useAppSelector((state) => selectLiveVehicle(state, vehicle.id));
  if (!live) return { ...vehicle, sold: false };
  return {
    ...vehicle,
    is_reserved: live.is_reserved,
    price: live.price,
    price_etax: live.price_etax,
    price_drop: live.price_drop,
    sold: !live.available,
  };
}
