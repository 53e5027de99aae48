/**
 * Promo-code rules shared by POST /api/promotional-codes and the estimates (which check the code
 * again, inside their transaction, on the locked row): validity and the discount on a vehicle.
 */
import { PROMO_CODE_MESSAGES } from '@ga/contracts';
import type { PromoCodesTable } from './tables';

export type PromoRow = {
  id: number;
  code: string;
  kind: PromoCodesTable['kind'];
  label: string;
  partner_name: string | null;
  discount_type: PromoCodesTable['discount_type'];
  discount_value: number;
  max_discount: number | null;
  scope: 'all' | 'brand' | 'vehicle';
  brand_id: number | null;
  vehicle_id: number | null;
  valid_from: Date | null;
  valid_until: Date | null;
  max_uses: number | null;
  used_count: number;
  is_active: boolean;
  allowed_email_domains: string[] | null;
  allowed_sector_codes: string[] | null;
};

/** What decides whether a partner code is meant for an account (null: signed out). */
export type PromoAccount = {
  id: number;
  email: string;
  email_verified: boolean;
  is_comp: boolean;
  /** The dealership checked the company; until then its declared sector proves nothing. */
  company_verified: boolean;
  sector_code: string | null;
} | null;

export const PROMO_COLUMNS = [
  'id',
  'code',
  'kind',
  'label',
  'partner_name',
  'discount_type',
  'discount_value',
  'max_discount',
  'scope',
  'brand_id',
  'vehicle_id',
  'valid_from',
  'valid_until',
  'max_uses',
  'used_count',
  'is_active',
  'allowed_email_domains',
  'allowed_sector_codes',
] as const;

const parisDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Why the code cannot be used for this vehicle now (a French message), or null when it can. */
export function promoProblem(
  row: PromoRow,
  vehicle: { id: number; brand_id: number },
  now: Date = new Date(),
): string | null {
  if (!row.is_active) return PROMO_CODE_MESSAGES.inactive;
  if (row.valid_from && new Date(row.valid_from).getTime() > now.getTime()) {
    return PROMO_CODE_MESSAGES.notYetValid.replace('{date}', parisDate.format(new Date(row.valid_from)));
  }
  if (row.valid_until && new Date(row.valid_until).getTime() <= now.getTime()) return PROMO_CODE_MESSAGES.expired;
  if (row.max_uses !== null && row.used_count >= row.max_uses) return PROMO_CODE_MESSAGES.exhausted;
  if (row.scope === 'brand' && row.brand_id !== vehicle.brand_id) return PROMO_CODE_MESSAGES.outOfScope;
  if (row.scope === 'vehicle' && row.vehicle_id !== vehicle.id) return PROMO_CODE_MESSAGES.outOfScope;
  return null;
}

/**
 * A partner code is for the accounts of its partner only (migrations/0011): a CONFIRMED e-mail
 * address of one of its domains, or a company account CHECKED by the dealership in one of its
 * business sectors (a sector declared at sign-up proves nothing). A signed-out visitor is asked to
 * sign in. Coupons are for everybody.
 */
export function partnerAudienceProblem(
  row: Pick<PromoRow, 'kind' | 'allowed_email_domains' | 'allowed_sector_codes'>,
  account: PromoAccount,
): string | null {
  if (row.kind !== 'partner') return null;
  if (!account) return PROMO_CODE_MESSAGES.partnerSignIn;
  const domain = account.email.split('@').pop()?.toLowerCase() ?? '';
  const byDomain = account.email_verified && (row.allowed_email_domains ?? []).some((d) => d.toLowerCase() === domain);
  const bySector =
    account.is_comp &&
    account.company_verified &&
    account.sector_code !== null &&
    (row.allowed_sector_codes ?? []).includes(account.sector_code);
  return byDomain || bySector ? null : PROMO_CODE_MESSAGES.partnerNotEligible;
}

/** Discount in cents on a vehicle priced `priceEuros` TTC: never more than the price. */
export function discountCents(
  row: Pick<PromoRow, 'discount_type' | 'discount_value' | 'max_discount'>,
  priceEuros: number,
): number {
  const price = priceEuros * 100;
  let cents =
    row.discount_type === 'amount' ? row.discount_value * 100 : Math.round((price * row.discount_value) / 100);
  if (row.max_discount !== null) cents = Math.min(cents, row.max_discount * 100);
  return Math.max(0, Math.min(cents, price));
}
