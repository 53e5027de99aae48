/**
 * The 360° view of a vehicle: VIEW_360_FRAME_COUNT frames drawn by the media module
 * (/media/vehicles/{id}/360/{index}.svg), one every 360 / count degrees. Every published vehicle
 * has one (`has_view_360` is true on the vehicle detail).
 */
import { VIEW_360_FRAME_COUNT, type Vehicle360View } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { turntableFrameUrl } from '../media/urls';
import { publishedVehicleId } from './queries';

export const VIEW_360_MESSAGES = { vehicleNotFound: 'Véhicule introuvable.' } as const;

export async function vehicle360View(db: Db, base: string, idOrSlug: string): Promise<Vehicle360View> {
  const row = await publishedVehicleId(db, idOrSlug);
  if (!row) throw notFound(VIEW_360_MESSAGES.vehicleNotFound);
  return {
    vehicle_id: row.id,
    frame_count: VIEW_360_FRAME_COUNT,
    frames: Array.from({ length: VIEW_360_FRAME_COUNT }, (_, index) => ({
      index,
      angle: (index * 360) / VIEW_360_FRAME_COUNT,
      url: turntableFrameUrl(base, row.id, index),
    })),
  };
}
