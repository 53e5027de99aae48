/**
 * The bookings table (migrations/0005_bookings.ts) as Kysely sees it, added to the app's schema
 * with `withTables` for this module's queries.
 */
import type { BookingSlot, BookingStatus } from '@ga/contracts';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { GeneratedTimestamp, Timestamp } from '../../db/columns';

export interface BookingsTable {
  id: Generated<number>;
  user_id: number;
  vehicle_id: number;
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  delivery_type_id: number | null;
  department_id: number | null;
  /** "YYYY-MM-DD" (date columns are parsed as strings on both drivers). */
  preferred_date: string | null;
  preferred_slot: BookingSlot | null;
  phone: string;
  message: string | null;
  price: number;
  price_etax: number;
  discount: number;
  delivery_price: number | null;
  expires_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type BookingDatabase = Database & { bookings: BookingsTable };
export type BookingDb = Kysely<BookingDatabase>;
export type BookingTx = Transaction<BookingDatabase>;
export type BookingConn = BookingDb | BookingTx;

/** The same database (same driver, pool and PGlite mutex) with the bookings table typed. */
export const withBookings = (db: Db): BookingDb => db.withTables<{ bookings: BookingsTable }>();
