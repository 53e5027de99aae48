/**
 * A narrowing that does not fit its column fails the type check (this file is type-checked with the
 * API, `pnpm typecheck`); the runtime part only keeps jest's file pattern happy.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Narrow } from './narrow';

type Table = {
  id: Generated<number>;
  status: string;
  note: string | null;
  data: ColumnType<unknown, string, string> | null;
};

export type Fine = Narrow<Table, { status: 'a' | 'b'; note: 'x' | null }>;
// @ts-expect-error a column the table does not have
export type Unknown = Narrow<Table, { colour: string }>;
// @ts-expect-error a value the column cannot hold
export type Wider = Narrow<Table, { status: number }>;
// @ts-expect-error a nullable column narrowed to never null
export type LostNull = Narrow<Table, { note: string }>;
// @ts-expect-error a column that is never null narrowed to nullable
export type AddedNull = Narrow<Table, { status: 'a' | null }>;

describe('Narrow', () => {
  it('is a type: its checks run in the type check', () => {
    const row: Fine['status'] = 'a';
    expect(row).toBe('a');
  });
});
