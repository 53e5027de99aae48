/**
 * Trade-in ("reprise") reference data and requests.
 */
import type { Id, IsoDateTime } from './common';
import type { Energy, Gearbox } from './catalogue';
import type { RequestStatus } from './statuses';

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

/** GET /api/reprise/registration/{plate} → Resource<RegistrationLookup> (plate "AB-123-CD"). */
export interface RegistrationLookup {
  plate: string;
  brand: string | null;
  carmodel: string | null;
  energy: Energy | null;
  first_registration: string | null;
  fiscal_power: number | null;
  found: boolean;
}

/** GET /api/reprise/brands, /carmodels/{brand}, /types|energies|gearboxes|months|years|colors/{brand}/{carmodel} → List<Option> */
export type RepriseOptionList = { data: Option[] };

/** POST /api/reprise/fiscal-powers | engine-powers | finishes → List<Option> */
export interface RepriseChoiceQuery {
  brand: string;
  carmodel: string;
  year?: number;
  month?: number;
  energy?: Energy;
  gearbox?: Gearbox;
  type?: string;
  fiscal_power?: number;
  engine_power?: number;
}

/** GET /api/reprise/equipments → List<Option>; GET /api/reprise/damage-areas → List<DamageArea> */
export interface DamageArea {
  value: string;
  label: string;
  kinds: Option[];
}

/** POST /api/user/reprises/store */
export interface RepriseRequest {
  plate: string | null;
  brand: string;
  carmodel: string;
  finish: string | null;
  type: string | null;
  energy: Energy;
  gearbox: Gearbox;
  year: number;
  month: number;
  fiscal_power: number | null;
  engine_power: number | null;
  colour: string | null;
  mileage: number;
  equipments: string[];
  damages: { area: string; kind: string }[];
  first_hand: boolean;
  service_history: boolean;
  comment: string | null;
  /** Phone to reach the owner; absent or null: the profile's phone. */
  phone?: string | null;
}

/**
 * GET /api/user/reprises?page= → Paginated<Reprise>: the user's trade-in requests, newest first,
 * REPRISES_PER_PAGE a page, `page` from 1 (past the last page: empty `data`); a page that is not a
 * positive integer → 422 on `page`. DELETE /api/user/reprises/{id} → 204; another user's id → 404.
 */
export interface Reprise extends Omit<RepriseRequest, 'phone'> {
  id: Id;
  status: RequestStatus;
  phone: string;
  /** Estimated trade-in value in whole euros (stored in cents), null until assessed. */
  estimate_min: number | null;
  estimate_max: number | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export const REPRISES_PER_PAGE = 10;

export const REPRISE_MESSAGES = {
  notFound: 'Demande de reprise introuvable.',
  page: 'Le numéro de page doit être un entier positif.',
} as const;

/** SPEC §3 "Trade-in pagination" (client state). */
export interface ReprisePagination {
  total: number;
  current_page: number;
  loading: boolean;
}
