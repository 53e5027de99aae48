/**
 * The orders of queries.ts (orderBy) on indexed vehicles: the same keys, the same tie-breaks,
 * NULLs last. Each order is a sorted array built on first use and rebuilt when the stock or a
 * price changes.
 */
import type { OfferKind, VehicleSort } from '@ga/contracts';
import type { IndexRow } from './rows';

export type OrderKey = VehicleSort | 'monthly_asc_loa';

type Compare = (a: IndexRow, b: IndexRow) => number;

const asc = (a: number, b: number) => a - b;
/** Ascending, NULL after every number. */
const ascNullsLast = (a: number | null, b: number | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b;

const COMPARES: Record<OrderKey, Compare> = {
  price_asc: (a, b) => asc(a.price, b.price) || asc(a.id, b.id),
  price_desc: (a, b) => asc(b.price, a.price) || asc(b.id, a.id),
  monthly_asc: (a, b) => ascNullsLast(a.monthly_from, b.monthly_from) || asc(a.id, b.id),
  monthly_asc_loa: (a, b) => ascNullsLast(a.loa_monthly_from, b.loa_monthly_from) || asc(a.id, b.id),
  mileage_asc: (a, b) => asc(a.mileage, b.mileage) || asc(a.id, b.id),
  year_desc: (a, b) => asc(b.year, a.year) || asc(b.arrived_ms, a.arrived_ms) || asc(b.id, a.id),
  discount_desc: (a, b) => asc(b.discount, a.discount) || asc(a.id, b.id),
  newest: (a, b) => asc(b.arrived_ms, a.arrived_ms) || asc(b.id, a.id),
};

export const ORDER_KEYS = Object.keys(COMPARES) as OrderKey[];

/** `funding=loa` (the leasing pages): the monthly sort follows the LOA payment. */
export const orderKey = (sort: VehicleSort, funding?: OfferKind): OrderKey =>
  sort === 'monthly_asc' && funding === 'loa' ? 'monthly_asc_loa' : sort;

export const sortRows = (rows: readonly IndexRow[], key: OrderKey): IndexRow[] => [...rows].sort(COMPARES[key]);

/** The fields an order reads: a change of one of them rebuilds the orders. */
export const sortedFieldsOf = (r: IndexRow) =>
  `${r.price}|${r.monthly_from}|${r.loa_monthly_from}|${r.mileage}|${r.year}|${r.arrived_ms}|${r.discount}`;
