/**
 * The bookings table (migrations/0005_bookings.ts) as Kysely sees it, added to the app's schema
 * with `withTables` for this module's queries.
 */
import type { BookingSlot, BookingStatus } from '@ga/contracts';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type BookingsTable = Narrow<
  DB['bookings'],
  {
    status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
    preferred_slot: BookingSlot | null;
  }
>;

export type BookingDatabase = Database & { bookings: BookingsTable };
export type BookingDb = Kysely<BookingDatabase>;
export type BookingTx = Transaction<BookingDatabase>;
export type BookingConn = BookingDb | BookingTx;

/** The same database (same driver, pool and PGlite mutex) with the bookings table typed. */
export const withBookings = (db: Db): BookingDb => db.withTables<{ bookings: BookingsTable }>();
