/**
 * A standalone expression builder over `vehicles as v`, so that search conditions can be built
 * once and used in any query that selects from `vehicles as v` (cards, counts, facets).
 */
import { expressionBuilder } from 'kysely';
import type { Database, VehiclesTable } from '../../db/schema';

export type VehicleScope = Database & { v: VehiclesTable };
export const vehicleEb = () => expressionBuilder<VehicleScope, 'v'>();
