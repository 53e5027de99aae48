/**
 * SQL of the drawn pictures: what a vehicle's drawing shows.
 */
import type { Db } from '../../db/transaction';

const drawing = (db: Db, vehicleId: number) =>
  db
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_types as t', 't.id', 'v.type_id')
    .innerJoin('brands as b', 'b.id', 'v.brand_id')
    .innerJoin('carmodels as m', 'm.id', 'v.carmodel_id')
    .where('v.id', '=', vehicleId);

/** Body, colour, make and model of a vehicle, published or not, with its number of photos. */
export function vehiclePhotoDrawing(db: Db, vehicleId: number) {
  return drawing(db, vehicleId)
    .select(['t.slug as body', 'v.colour_hex', 'v.colour', 'v.photo_count', 'b.name as brand', 'm.name as model'])
    .executeTakeFirst();
}

/**
 * Body, colour, make and model of a published vehicle. Like GET /api/vehicles/{id}/view-360: only
 * published vehicles have a 360° view (the photos stay served: a booking keeps showing its
 * vehicle's card after it leaves the stock).
 */
export function publishedVehicleDrawing(db: Db, vehicleId: number) {
  return drawing(db, vehicleId)
    .select(['t.slug as body', 'v.colour_hex', 'v.colour', 'b.name as brand', 'm.name as model'])
    .where('v.is_published', '=', true)
    .executeTakeFirst();
}
