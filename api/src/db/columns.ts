/**
 * Column types shared by the table declarations (db/schema.ts and the modules' tables.ts):
 * timestamps are read as Date and written as a Date or ISO text.
 */
import type { ColumnType } from 'kysely';

/** A timestamp the insert must give. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a default (now()): the insert may leave it out. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that may be null, null by default. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
