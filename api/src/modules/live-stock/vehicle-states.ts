/**
 * The state of the vehicles a change touched, as the live-stock stream sends it: read once per
 * change, whatever the number of open streams.
 */
import type { LiveVehicleState } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { selectVehicleCardColumns, toVehicleCard } from '../catalogue/vehicle-cards';

export async function vehicleStates(db: Db, ids: readonly number[]): Promise<LiveVehicleState[]> {
  if (ids.length === 0) return [];
  const rows = await selectVehicleCardColumns(db)
    .select('v.is_published')
    .where('v.id', 'in', [...new Set(ids)])
    .execute();
  const now = new Date();
  return rows.map((row) => {
    const card = toVehicleCard(row, '', now);
    return {
      id: card.id,
      available: row.is_published,
      is_reserved: card.is_reserved,
      price: card.price,
      price_etax: card.price_etax,
      price_drop: card.price_drop,
    };
  });
}
