/**
 * The signed-in user's requests: estimates, fundings, call-backs, bookings, partner requests.
 * Every list is `List<T>`; another user's id answers 404; DELETE answers 204.
 */
import type { Id, IsoDateTime } from './common';
import type { VehicleCard } from './catalogue';
import type { BookingStatus, RequestStatus } from './statuses';

/** POST /api/promotional-codes {vehicle_id, code} → Resource<PromotionalCodeResult> */
export interface PromotionalCodeRequest {
  vehicle_id: Id;
  code: string;
}
export interface PromotionalCodeResult {
  coupon_id: Id | null;
  partner_code_id: Id | null;
  discount: number;
  label: string;
}

/** POST /api/user/estimates/store → 201 Resource<Estimate> */
export interface EstimateRequest {
  vehicle_id: Id;
  delivery_type_id: Id;
  department_id: Id;
  coupon_id: Id | null;
  partner_code_id: Id | null;
  trade_in: boolean;
  funding: boolean;
  message: string | null;
}
export interface Estimate {
  id: Id;
  vehicle: VehicleCard;
  status: RequestStatus;
  delivery_type: { id: Id; name: string; delivery_price: number | null; at_home: boolean };
  department: { id: Id; name: string };
  price: number;
  price_etax: number;
  discount: number;
  delivery_price: number | null;
  total: number | null;
  message: string | null;
  created_at: IsoDateTime;
}

/** GET /api/funding-types → List<FundingType> */
export interface FundingType {
  id: Id;
  slug: 'credit' | 'loa' | 'lld' | 'credit-bail';
  name: string;
  description: string;
  for_companies: boolean;
}

/** POST /api/user/fundings/store → 201 Resource<Funding> */
export interface FundingRequest {
  vehicle_id: Id | null;
  funding_type_id: Id;
  amount: number;
  contribution: number;
  duration_months: number;
  mileage_per_year: number | null;
  message: string | null;
}
export interface Funding extends Omit<FundingRequest, 'vehicle_id'> {
  id: Id;
  vehicle: VehicleCard | null;
  funding_type: Pick<FundingType, 'id' | 'name'>;
  status: RequestStatus;
  created_at: IsoDateTime;
}

/** POST /api/user/calls/store → 201 Resource<CallRequest> */
export interface CallRequestInput {
  phone: string;
  /** Preferred slot, e.g. "matin", "midi", "apres-midi", "soir". */
  slot: 'matin' | 'midi' | 'apres-midi' | 'soir';
  vehicle_id: Id | null;
  subject: string | null;
}
export interface CallRequest extends CallRequestInput {
  id: Id;
  status: RequestStatus;
  created_at: IsoDateTime;
}

/** POST /api/user/bookings/store → 201 Resource<Booking>; 409 when the vehicle is already reserved. */
export interface BookingRequest {
  vehicle_id: Id;
  delivery_type_id: Id;
  department_id: Id;
  coupon_id: Id | null;
  partner_code_id: Id | null;
  message: string | null;
}
/** PUT /api/user/bookings/{id} (delivery choice, message, or status "annulee"). */
export type BookingUpdateRequest = Partial<Pick<BookingRequest, 'delivery_type_id' | 'department_id' | 'message'>> & {
  status?: Extract<BookingStatus, 'annulee'>;
};
export interface Booking {
  id: Id;
  vehicle: VehicleCard;
  status: BookingStatus;
  delivery_type: { id: Id; name: string; delivery_price: number | null; at_home: boolean };
  department: { id: Id; name: string };
  deposit: number;
  price: number;
  price_etax: number;
  discount: number;
  message: string | null;
  expires_at: IsoDateTime | null;
  created_at: IsoDateTime;
}

/** POST /api/user/partner-requests → 201 Resource<PartnerRequest> */
export interface PartnerRequestInput {
  partner_id: Id;
  message: string | null;
}
export interface PartnerRequest extends PartnerRequestInput {
  id: Id;
  status: RequestStatus;
  created_at: IsoDateTime;
}
