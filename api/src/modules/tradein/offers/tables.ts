/** The reprise_offers table (migrations/0025_reprise_offers.ts) as Kysely sees it. */
import type { TradeinOfferLine, TradeinOfferStatus } from '@ga/contracts';
import type { ColumnType } from 'kysely';
import type { Db, Tx } from '../../../db/transaction';
import type { DB } from '../../../db/types/database';
import type { Narrow } from '../../../db/types/narrow';

type Json<T> = ColumnType<T, string, string>;

export type TradeinOffersTable = Narrow<
  DB['reprise_offers'],
  {
    lines: Json<TradeinOfferLine[]>;
    status: ColumnType<TradeinOfferStatus, TradeinOfferStatus | undefined, TradeinOfferStatus>;
  }
>;

export const withOffers = (db: Db | Tx) => db.withTables<{ reprise_offers: TradeinOffersTable }>();
