/**
 * Trade-in ("reprise") reference data and requests.
 */
import type { TradeinOffer } from './tradein-offers';
import { z } from './z';
import type { Id, IsoDateTime } from './common';
import type { Energy, Gearbox } from './catalogue';
import { phoneField } from './fields';
import type { RequestStatus } from './statuses';
import { integerField } from './integer';
import { TRADEIN_MESSAGES } from './tradein-messages';

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

/**
 * GET /api/reprise/registration/{plate} → Resource<RegistrationLookup>. The plate is typed with or
 * without dashes or spaces, SIV (AA-123-AA) or FNI (1234 AB 72); a malformed one → 422 on `plate`, an
 * unknown one → 404 (TRADEIN_MESSAGES.plateUnknown: the manual path). Per-IP limit.
 */
export interface RegistrationLookup {
  /** As shown: « AB-123-CD » or « 1234 AB 72 ». */
  plate: string;
  brand: string | null;
  carmodel: string | null;
  energy: Energy | null;
  /** AAAA-MM */
  first_registration: string | null;
  fiscal_power: number | null;
  found: boolean;
  /** Values of the form's lists (slugs), to fill it in. */
  brand_slug: string;
  carmodel_slug: string;
  type: string;
  gearbox: Gearbox;
  engine_power: number;
  /** The version (finish) as the finishes list gives it. */
  version_id: Id;
  finish: string;
  year: number;
  month: number;
  colour: string;
}

/**
 * POST /api/user/reprises/store: the version chosen (its brand, model, energy, gearbox and powers
 * come from the reference data, not from the request), the car's history and condition.
 */
export const tradeinStoreSchema = z.object({
  version_id: integerField(TRADEIN_MESSAGES.version),
  plate: z
    .string()
    .trim()
    .max(16)
    .nullable()
    .optional()
    .transform((v) => v || null),
  year: integerField(TRADEIN_MESSAGES.year, 1950, 2100),
  month: integerField(TRADEIN_MESSAGES.month, 1, 12),
  mileage: integerField(TRADEIN_MESSAGES.mileage, 0, 999_999),
  colour: z
    .string()
    .trim()
    .max(60)
    .nullable()
    .optional()
    .transform((v) => v || null),
  equipments: z
    .array(z.string().max(60), { error: TRADEIN_MESSAGES.equipment })
    .max(40)
    .optional()
    .transform((v) => [...new Set(v ?? [])]),
  damages: z
    .array(z.object({ area: z.string().max(60), kind: z.string().max(60) }, { error: TRADEIN_MESSAGES.damage }), {
      error: TRADEIN_MESSAGES.damage,
    })
    .max(30)
    .optional()
    .transform((v) => v ?? []),
  first_hand: z
    .boolean()
    .optional()
    .transform((v) => v ?? false),
  service_history: z
    .boolean()
    .optional()
    .transform((v) => v ?? false),
  comment: z
    .string()
    .trim()
    .max(1000, TRADEIN_MESSAGES.comment)
    .nullable()
    .optional()
    .transform((v) => v || null),
  phone: phoneField.nullable().optional(),
});
export type TradeinStoreRequest = z.input<typeof tradeinStoreSchema>;
export type TradeinStoreData = z.output<typeof tradeinStoreSchema>;

/** GET /api/reprise/brands, /carmodels/{brand}, /types|energies|gearboxes|months|years|colors/{brand}/{carmodel} → List<Option> */
export type TradeinOptionList = { data: Option[] };

/** POST /api/reprise/fiscal-powers | engine-powers | finishes → List<Option> */
export interface TradeinChoiceQuery {
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
  /** Where it is on the car diagram. */
  zone: 'avant' | 'arriere' | 'gauche' | 'droite' | 'toit' | 'interieur' | 'mecanique';
  kinds: Option[];
}

/** POST /api/user/reprises/store */
export interface TradeinRequest {
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
 * GET /api/user/reprises?page= → Paginated<Tradein>: the user's trade-in requests, newest first,
 * TRADEINS_PER_PAGE a page, `page` from 1 (past the last page: empty `data`); a page that is not a
 * positive integer → 422 on `page`. DELETE /api/user/reprises/{id} → 204; another user's id → 404.
 */
export interface Tradein extends Omit<TradeinRequest, 'phone'> {
  id: Id;
  status: RequestStatus;
  phone: string;
  /** Estimated trade-in value in whole euros (stored in cents), null until assessed. */
  estimate_min: number | null;
  estimate_max: number | null;
  /** The version of the reference data, when the request was made with it. */
  version_id: Id | null;
  /** The instant estimate's adjustments, in euros (they add up to `estimate_value`). */
  valuation: TradeinAdjustment[] | null;
  estimate_value: number | null;
  /** The instant valuation holds 7 days (TRADEIN_VALUATION_VALIDITY_DAYS) from then. */
  estimate_valid_until: IsoDateTime | null;
  /** The latest firm offer of the dealership (waiting, accepted or declined), once a conseiller made one. */
  offer: TradeinOffer | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
}

export interface TradeinAdjustment {
  kind: 'base' | 'age' | 'mileage' | 'equipment' | 'damage' | 'history' | 'owners' | 'resale' | 'floor';
  label: string;
  amount: number;
}

export const TRADEINS_PER_PAGE = 10;
export const TRADEIN_VALUATION_VALIDITY_DAYS = 7;

/** docs/spec-notes.md §3 "Trade-in pagination" (client state). */
export interface TradeinPagination {
  total: number;
  current_page: number;
  loading: boolean;
}

/**
 * Photos of a trade-in request (up to TRADEIN_PHOTOS_MAX): POST /api/user/reprises/{id}/photos
 * (multipart/form-data, one file in `photo`) → 201 Resource<TradeinPhoto>; 413 too large, 415 not a
 * JPEG / PNG / WebP / HEIC image (checked by content, not by name), 422 when the request has its
 * photos already. GET …/photos → List<TradeinPhoto>; GET …/photos/{photoId} → the JPEG (owner only,
 * never cached, EXIF location removed); DELETE …/photos/{photoId} → 204.
 */
export interface TradeinPhoto {
  id: Id;
  width: number;
  height: number;
  bytes: number;
  created_at: IsoDateTime;
  /** API path of the image (bearer token required). */
  url: string;
}
