import type { VehicleCard } from '@ga/contracts';

/** /achat/vehicule/{slug}/{vehicleId} (SPEC.md §2); remotes never import each other, so mf-account has its own. */
export const vehiclePath = (vehicle: Pick<VehicleCard, 'slug' | 'id'>) => `/achat/vehicule/${vehicle.slug}/${vehicle.id}`;
