import type { VehicleCard } from '@ga/contracts';

/** /achat/vehicule/{slug}/{vehicleId} (SPEC.md §2). */
export const vehiclePath = (vehicle: Pick<VehicleCard, 'slug' | 'id'>) => `/achat/vehicule/${vehicle.slug}/${vehicle.id}`;
