/**
 * How the code narrows a generated table (database.ts): a column the database holds as text, JSON
 * or a number can be read as a union of statuses, a typed JSON shape, etc. Every other column is
 * the generated one, so a migration changes the types the code sees without a hand copy to update.
 */
import type { SelectType } from 'kysely';
import type { JsonValue } from './database';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A narrowing fits its column when the column exists and its value reads as a subset of the stored
 * one, nullable exactly when the column is; a JSON column takes any shape (JSON's own null hides
 * whether the column is nullable, so the narrowing says it).
 */
type Fits<Stored, Narrowed> =
  Same<SelectType<Stored> | null, JsonValue> extends true
    ? Narrowed
    : Same<
          null extends SelectType<Stored> ? true : false,
          null extends SelectType<Narrowed> ? true : false
        > extends true
      ? SelectType<Narrowed> extends SelectType<Stored>
        ? Narrowed
        : never
      : never;

type Checked<Table, Columns> = {
  [K in keyof Columns]: K extends keyof Table ? Fits<Table[K], Columns[K]> : never;
};

/** `Table` with the `Columns` given replaced; a column that does not fit fails to compile. */
export type Narrow<Table, Columns extends Checked<Table, Columns>> = Omit<Table, keyof Columns> & Columns;
