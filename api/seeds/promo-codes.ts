/**
 * DEMO DATA: promotional codes (all marked `is_demo`). Dates are relative to the seeding day.
 * - BIENVENUE500: 500 € off any vehicle, for a year;
 * - <BRAND>300 (RENAULT300, PEUGEOT300…): 300 € off a vehicle of that brand;
 * - PRINTEMPS5: 5 % off (at most 1 500 €), any vehicle;
 * - VITRINE750: 750 € off one vehicle (the first published one);
 * - SOLDESHIVER: expired; RENTREE400: not valid yet; FLASH100: used up (50/50); ANCIEN200: deactivated;
 * - partner codes: CSE-SARTHE (works council of an invented employer, 4 % capped at 1 200 €), for accounts whose
 *   CONFIRMED e-mail ends with @cse-sarthe-industries.fr; FLOTTE-PRO (fleet partner, 800 €), for confirmed
 *   addresses @flotte-pro-ouest.fr and for company accounts checked by the dealership in construction (NAF F),
 *   transport (H) or business services (N). Rule: migrations/0011_account_security.ts. Organisations invented.
 */
import type { Tx } from '../src/db/transaction';
import { withPromoCodes } from '../src/modules/promo-codes/tables';

const DAY = 86_400_000;

export async function seedPromoCodes(trx: Tx, now: Date): Promise<void> {
  const db = withPromoCodes(trx);
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const brands = await db.selectFrom('brands').select(['id', 'slug', 'name']).orderBy('id').execute();
  const vehicle = await db
    .selectFrom('vehicles')
    .select('id')
    .where('is_published', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const base = { is_demo: true, valid_from: at(-30), valid_until: at(365) };
  await db
    .insertInto('promo_codes')
    .values([
      {
        ...base,
        code: 'BIENVENUE500',
        kind: 'coupon',
        label: 'Offre de bienvenue : 500 € offerts',
        partner_name: null,
        discount_type: 'amount',
        discount_value: 500,
        max_discount: null,
        scope: 'all',
        brand_id: null,
        vehicle_id: null,
        max_uses: null,
      },
      ...brands.map((b) => ({
        ...base,
        code: `${b.slug.toUpperCase().replace(/[^A-Z0-9]/g, '')}300`,
        kind: 'coupon' as const,
        label: `Remise ${b.name} : 300 € offerts`,
        partner_name: null,
        discount_type: 'amount' as const,
        discount_value: 300,
        max_discount: null,
        scope: 'brand' as const,
        brand_id: b.id,
        vehicle_id: null,
        max_uses: 200,
      })),
      {
        ...base,
        code: 'PRINTEMPS5',
        kind: 'coupon',
        label: 'Printemps : 5 % de remise (1 500 € au plus)',
        partner_name: null,
        discount_type: 'percent',
        discount_value: 5,
        max_discount: 1500,
        scope: 'all',
        brand_id: null,
        vehicle_id: null,
        max_uses: 500,
      },
      ...(vehicle
        ? [
            {
              ...base,
              code: 'VITRINE750',
              kind: 'coupon' as const,
              label: 'Véhicule vitrine : 750 € offerts',
              partner_name: null,
              discount_type: 'amount' as const,
              discount_value: 750,
              max_discount: null,
              scope: 'vehicle' as const,
              brand_id: null,
              vehicle_id: vehicle.id,
              max_uses: 1,
            },
          ]
        : []),
      {
        ...base,
        code: 'SOLDESHIVER',
        kind: 'coupon',
        label: 'Soldes d’hiver : 400 € offerts',
        partner_name: null,
        discount_type: 'amount',
        discount_value: 400,
        max_discount: null,
        scope: 'all',
        brand_id: null,
        vehicle_id: null,
        max_uses: null,
        valid_from: at(-90),
        valid_until: at(-1),
      },
      {
        ...base,
        code: 'RENTREE400',
        kind: 'coupon',
        label: 'Rentrée : 400 € offerts',
        partner_name: null,
        discount_type: 'amount',
        discount_value: 400,
        max_discount: null,
        scope: 'all',
        brand_id: null,
        vehicle_id: null,
        max_uses: null,
        valid_from: at(30),
        valid_until: at(90),
      },
      {
        ...base,
        code: 'FLASH100',
        kind: 'coupon',
        label: 'Vente flash : 100 € offerts',
        partner_name: null,
        discount_type: 'amount',
        discount_value: 100,
        max_discount: null,
        scope: 'all',
        brand_id: null,
        vehicle_id: null,
        max_uses: 50,
        used_count: 50,
      },
      {
        ...base,
        code: 'ANCIEN200',
        kind: 'coupon',
        label: 'Ancienne offre : 200 € offerts',
        partner_name: null,
        discount_type: 'amount',
        discount_value: 200,
        max_discount: null,
        scope: 'all',
        brand_id: null,
        vehicle_id: null,
        max_uses: null,
        is_active: false,
      },
      {
        ...base,
        code: 'CSE-SARTHE',
        kind: 'partner',
        label: 'Avantage CSE Sarthe : 4 % de remise (1 200 € au plus)',
        partner_name: 'CSE Sarthe Industries',
        discount_type: 'percent',
        discount_value: 4,
        max_discount: 1200,
        scope: 'all',
        brand_id: null,
        vehicle_id: null,
        max_uses: null,
        allowed_email_domains: ['cse-sarthe-industries.fr'],
      },
      {
        ...base,
        code: 'FLOTTE-PRO',
        kind: 'partner',
        label: 'Partenaire flottes : 800 € de remise',
        partner_name: 'Flotte Pro Ouest',
        discount_type: 'amount',
        discount_value: 800,
        max_discount: null,
        scope: 'all',
        brand_id: null,
        vehicle_id: null,
        max_uses: null,
        allowed_email_domains: ['flotte-pro-ouest.fr'],
        allowed_sector_codes: ['F', 'H', 'N'],
      },
    ])
    .execute();
}
