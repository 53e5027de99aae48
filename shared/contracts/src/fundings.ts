import type { Id, IsoDateTime } from './common';
import type { VehicleCard } from './catalogue';
import type { FundingOptions } from './financing';
import type { FundingKind } from './funding-kinds';
import type { RequestStatus } from './statuses';

/** GET /api/funding-types → List<FundingType> */
export interface FundingType {
  id: Id;
  slug: FundingKind;
  name: string;
  description: string;
  /** LLD and crédit-bail: company accounts (`is_comp`) only. */
  for_companies: boolean;
  /** True when vehicles carry offers (rents) of this kind. */
  has_offers: boolean;
}

/**
 * POST /api/user/fundings/store → 201 Resource<Funding> (status `nouvelle`).
 * With `rent_id` (an offer of the vehicle) the API computes the financing for `options` and keeps
 * the figures; `funding_type_id` is then the offer's type (may be left out). Without `rent_id`,
 * `funding_type_id` is required (e.g. LLD or crédit-bail, company accounts only) and the figures
 * stay null until the lender's quote. 404: unknown vehicle; 422 per field (`rent_id` of another
 * vehicle, `options.*` as for the custom-funding call, `phone`, `message`).
 */
export interface FundingRequest {
  vehicle_id: Id;
  rent_id: Id | null;
  funding_type_id?: Id | null;
  options: FundingOptions;
  phone: string;
  message: string | null;
}
/**
 * GET /api/user/fundings → List<Funding> (own requests, newest first).
 * DELETE /api/user/fundings/{id} → 204: the request is deleted (it leaves the list); another
 * user's id → 404.
 */
export interface Funding {
  id: Id;
  vehicle: VehicleCard;
  rent_id: Id | null;
  funding_type: { id: Id; slug: FundingKind; name: string };
  status: RequestStatus;
  /** Vehicle price TTC when the request was made. */
  amount: number;
  contribution: number;
  duration_months: number;
  mileage_per_year: number | null;
  /** Computed figures (null without an offer). */
  monthly: number | null;
  apr_percent: number | null;
  purchase_option: number | null;
  total_due: number | null;
  phone: string;
  message: string | null;
  created_at: IsoDateTime;
}
