import { DEALERSHIP_STOCK, formatFrenchNumber, type List, type VehicleCategory } from '@ga/contracts';
import { injectEndpoints } from '../api-client/inject-endpoints';

/** Vehicles on sale, by category. */
export interface StockSize {
  cars: number;
  vans: number;
}

const countOf = (categories: VehicleCategory[], slug: string) =>
  (categories.find((c) => c.slug === slug)?.types ?? []).reduce((sum, t) => sum + (t.vehicles_count ?? 0), 0);

/** The size of the stock, for every sentence of the site that states it (footer, « À propos », FAQ…). */
export const stockSizeApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/vehicles/types/categories — the categories with each body type's count of vehicles on sale. */
    stockSize: build.query<StockSize, void>({
      query: () => '/api/vehicles/types/categories',
      transformResponse: (reply: List<VehicleCategory>) => ({
        cars: countOf(reply.data, 'voitures'),
        vans: countOf(reply.data, 'utilitaires'),
      }),
    }),
  }),
});

/**
 * « 2 600 » for 2 634: a stock count the way a sentence says it (« environ »), to the hundred from
 * a thousand, to the ten from a hundred, exact below.
 */
export function aboutCount(n: number): string {
  const step = n >= 1000 ? 100 : n >= 100 ? 10 : 1;
  return formatFrenchNumber(Math.round(n / step) * step);
}

/** The stock's figures as sentences say them; the dealership's usual size until the API answers (or if it cannot). */
export function useStockFigures(): { cars: string; vans: string } {
  const { data } = stockSizeApi.useStockSizeQuery();
  const size = data && data.cars + data.vans > 0 ? data : DEALERSHIP_STOCK;
  return { cars: aboutCount(size.cars), vans: aboutCount(size.vans) };
}
