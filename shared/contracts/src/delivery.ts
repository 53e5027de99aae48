/**
 * Delivery: types (at home or in a centre) and departments.
 */
import type { Id } from './common';

/** GET /api/departments → List<Department>; the name's first word is the code ("72 Sarthe"). */
export interface Department {
  id: Id;
  code: string;
  name: string;
}

/** GET /api/delivery-types/departments/{dept}?on-estimate → List<DeliveryType> */
export interface DeliveryType {
  id: Id;
  name: string;
  description: string;
  /** null = on quote ("SUR DEVIS"), 0 = free ("GRATUIT"), else euros TTC. */
  delivery_price: number | null;
  delivery_price_etax: number | null;
  at_home: boolean;
  /**
   * Days between the complete order and the handover for THIS département (0 = as soon as the
   * vehicle is ready; null = on quote, e.g. home delivery to Corsica or overseas).
   */
  lead_time_days: number | null;
  /** Same value as `lead_time_days` (its former name, kept for existing clients). */
  delay_days: number | null;
}

export interface DeliveryTypesQuery {
  /** Present (any value) when the list is for an estimate request. */
  'on-estimate'?: string;
}

/** docs/spec-notes.md §3 "Delivery form" with its defaults (docs/spec-notes.md §9). */
export interface DeliveryForm {
  delivery_type_id: Id;
  department_id: Id;
}
export const DEFAULT_DELIVERY_FORM: DeliveryForm = { delivery_type_id: 1, department_id: 1 };

/** docs/spec-notes.md §9: null → "SUR DEVIS", 0 → "GRATUIT", else "<price> € TTC". */
export function deliveryPriceLabel(
  price: number | null,
  formatPrice: (n: number) => string = (n) => String(n),
): string {
  if (price === null) return 'SUR DEVIS';
  if (price === 0) return 'GRATUIT';
  return `${formatPrice(price)} € TTC`;
}
