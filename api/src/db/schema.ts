/**
 * Kysely table types (mirror of migrations/).
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedTimestamp, NullableTimestamp, Timestamp } from './columns';

type DateOnly = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface BusinessSectorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  position: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  fullname: string;
  email: string;
  password_hash: string;
  phone: string;
  address: string;
  postal_code: string;
  city: string;
  is_comp: Generated<boolean>;
  company_name: string | null;
  company_siret: string | null;
  business_sector_id: number | null;
  subscribe_newsletter: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** Confirmed by the link sent to the address (migrations/0011); null until then. */
  email_verified_at: Timestamp | null;
  /** The dealership checked the company (SIRET, Kbis): its declared business sector counts for partner codes. */
  company_verified_at: Timestamp | null;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  client_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface DepartmentsTable {
  id: Generated<number>;
  code: string;
  name: string;
  position: number;
}

export interface DeliveryTypesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  at_home: boolean;
  delay_days: number | null;
  position: Generated<number>;
}

export interface DeliveryPricesTable {
  delivery_type_id: number;
  department_id: number;
  price: number | null;
  price_etax: number | null;
  /** Lead time in days for this department (NULL = on quote); migration 0010. */
  delay_days: Generated<number | null>;
}

export interface BrandsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  country: string;
}

export interface VehicleCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: Generated<number>;
}

export interface VehicleTypesTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  name: string;
  position: Generated<number>;
}

export interface CarmodelsTable {
  id: Generated<number>;
  brand_id: number;
  type_id: number;
  slug: string;
  name: string;
}

export interface VehiclesTable {
  id: Generated<number>;
  slug: string;
  brand_id: number;
  carmodel_id: number;
  category_id: number;
  type_id: number;
  version: string;
  condition: 'new' | 'zero_km' | 'used';
  year: number;
  first_registration: DateOnly | null;
  mileage: number;
  energy: 'essence' | 'diesel' | 'hybride' | 'hybride-rechargeable' | 'electrique';
  gearbox: 'manuelle' | 'automatique';
  power_hp: number;
  fiscal_power: number;
  doors: number;
  seats: number;
  colour: string;
  colour_hex: string;
  co2: number;
  crit_air: string;
  electric_range: number | null;
  price: number;
  price_etax: number;
  catalogue_price: number | null;
  discount: number;
  monthly_from: number | null;
  /** Cheapest active LOA offer's monthly payment (financing/vehicle-monthlies.ts); migration 0010. */
  loa_monthly_from: Generated<number | null>;
  is_new_arrival: boolean;
  arrived_at: Timestamp;
  is_favourite_pick: boolean;
  is_fitted_out: boolean;
  conversion_bonus: boolean;
  equipment: Json<string[]>;
  photo_count: number;
  warranty_months: number;
  description: string;
  is_published: Generated<boolean>;
  /** The last price drop (migration 0018, modules/stock): the law's reference price and when. */
  price_drop_reference: Generated<number | null>;
  price_dropped_at: NullableTimestamp;
  /** Cost of ownership (migration 0019, catalogue/ownership.ts). */
  euro_standard: Generated<string | null>;
  fuel_l100: Generated<number | null>;
  electricity_kwh100: Generated<number | null>;
  /** Set by the stock command when the vehicle is sold (it is then unpublished). */
  sold_at: NullableTimestamp;
  /** « Retiré de la vente » by a responsable (migration 0027): unpublished, with the reason. */
  withdrawn_at: NullableTimestamp;
  withdrawn_reason: Generated<string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface BookmarksTable {
  user_id: number;
  vehicle_id: number;
  created_at: GeneratedTimestamp;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  subtitle: string | null;
  cta_label: string;
  link: string;
  image: string;
  background_colour: string;
  text_colour: string;
  position: number;
  is_active: Generated<boolean>;
}

export interface WelcomeSlidesTable {
  id: Generated<number>;
  title: string;
  text: string;
  cta_label: string;
  link: string;
  image: string;
  position: number;
  is_active: Generated<boolean>;
}

export interface ReviewsTable {
  id: Generated<number>;
  author: string;
  city: string | null;
  rating: number;
  title: string;
  comment: string;
  reviewed_on: DateOnly;
  is_published: Generated<boolean>;
}

export interface NewsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  category: string;
  image: string;
  published_on: DateOnly;
  is_published: Generated<boolean>;
}

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
