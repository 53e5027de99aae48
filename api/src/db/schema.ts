/**
 * The tables every module reads, as Kysely sees them: the generated types (types/database.ts, made
 * from migrations/), with the vehicle's fixed vocabularies narrowed (types/narrow.ts). A module's
 * own tables are in its tables.ts, added with `withTables`.
 */
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './types/database';
import type { Narrow } from './types/narrow';

type Json<T> = ColumnType<T, string, string>;

export type BusinessSectorsTable = DB['business_sectors'];

export type UsersTable = DB['users'];

export type AccessTokensTable = DB['access_tokens'];

export type PasswordResetsTable = DB['password_resets'];

export type DepartmentsTable = DB['departments'];

export type DeliveryTypesTable = DB['delivery_types'];

export type DeliveryPricesTable = DB['delivery_prices'];

export type BrandsTable = DB['brands'];

export type VehicleCategoriesTable = DB['vehicle_categories'];

export type VehicleTypesTable = DB['vehicle_types'];

export type CarmodelsTable = DB['carmodels'];

export type VehiclesTable = Narrow<
  DB['vehicles'],
  {
    condition: 'new' | 'zero_km' | 'used';
    energy: 'essence' | 'diesel' | 'hybride' | 'hybride-rechargeable' | 'electrique';
    gearbox: 'manuelle' | 'automatique';
    equipment: Json<string[]>;
  }
>;

export type BookmarksTable = DB['bookmarks'];

export type BannersTable = DB['banners'];

export type WelcomeSlidesTable = DB['welcome_slides'];

export type ReviewsTable = DB['reviews'];

export type NewsTable = DB['news'];

export interface Database {
  business_sectors: BusinessSectorsTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  password_resets: PasswordResetsTable;
  departments: DepartmentsTable;
  delivery_types: DeliveryTypesTable;
  delivery_prices: DeliveryPricesTable;
  brands: BrandsTable;
  vehicle_categories: VehicleCategoriesTable;
  vehicle_types: VehicleTypesTable;
  carmodels: CarmodelsTable;
  vehicles: VehiclesTable;
  bookmarks: BookmarksTable;
  banners: BannersTable;
  welcome_slides: WelcomeSlidesTable;
  reviews: ReviewsTable;
  news: NewsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type NewVehicle = Insertable<VehiclesTable>;
