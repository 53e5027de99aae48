import type { VehicleCard } from '@ga/contracts';

/** The vehicle page, /achat/vehicule/{slug}/{vehicleId} (docs/spec-notes.md §2), linked from every area. */
export const vehiclePath = (vehicle: Pick<VehicleCard, 'slug' | 'id'>) =>
  `/achat/vehicule/${vehicle.slug}/${vehicle.id}`;
