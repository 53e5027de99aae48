/**
 * Helpers of the promo-code and estimate tests: calls and vehicles picked from the seeded data.
 */
import { sql } from 'kysely';
import { appSecret } from '../../db/app-secrets';
import { apiHeaders, type TestApp } from '../../test/test-app';
import { signPromoProof } from './proof';

export const promoCalls = (t: TestApp) => ({
  check: (payload: Record<string, unknown>, headers: Record<string, string> = apiHeaders()) =>
    t.app.inject({ method: 'POST', url: '/api/promotional-codes', headers, payload }),
  store: (token: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/user/estimates/store', headers: apiHeaders(token), payload }),
  list: (token: string | undefined) => t.app.inject({ url: '/api/user/estimates', headers: apiHeaders(token) }),
  remove: (token: string | undefined, id: unknown) =>
    t.app.inject({ method: 'DELETE', url: `/api/user/estimates/${id}`, headers: apiHeaders(token) }),
});

/** Published vehicles of a brand (or of any other brand with `not`), by id. */
export async function vehiclesOf(t: TestApp, brandSlug: string, count: number, not = false) {
  const { rows } = await sql<{ id: number; price: number; brand_id: number }>`
    select v.id, v.price, v.brand_id from vehicles v join brands b on b.id = v.brand_id
    where v.is_published and ${not ? sql`b.slug <> ${brandSlug}` : sql`b.slug = ${brandSlug}`}
    order by v.id limit ${count}`.execute(t.database.db);
  return rows;
}

export async function promoId(t: TestApp, code: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from promo_codes where code = ${code}`.execute(t.database.db);
  return rows[0]!.id;
}

export async function usedCount(t: TestApp, code: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select used_count as n from promo_codes where code = ${code}`.execute(
    t.database.db,
  );
  return Number(rows[0]!.n);
}

/** A fresh coupon for the test (all vehicles, valid now). */
export async function insertCoupon(
  t: TestApp,
  code: string,
  values: { amount?: number; max_uses?: number | null } = {},
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into promo_codes (code, kind, label, discount_type, discount_value, scope, valid_from, valid_until, max_uses)
    values (${code}, 'coupon', ${`Test ${code}`}, 'amount', ${values.amount ?? 250}, 'all', now() - interval '1 day', now() + interval '10 days', ${values.max_uses ?? null})
    returning id`.execute(t.database.db);
  return rows[0]!.id;
}

/** The proof a signed-in user gets from POST /api/promotional-codes for this vehicle and code. */
export async function checkedProof(t: TestApp, token: string, vehicleId: number, code: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/promotional-codes',
    headers: apiHeaders(token),
    payload: { vehicle_id: vehicleId, code },
  });
  if (res.statusCode !== 200) throw new Error(`Code ${code} refusé : ${res.statusCode} ${res.body}`);
  return res.json().data.proof as string;
}

/**
 * A proof signed with the app's key, as the check would give it: for codes whose state changes
 * after the check (expired, used up…), which the estimate must still refuse.
 */
export async function signedProof(
  t: TestApp,
  userId: number,
  vehicleId: number,
  promoId: number,
  now?: number,
): Promise<string> {
  return signPromoProof(await appSecret(t.database.db, 'signing-key'), { userId, vehicleId, promoId }, now);
}
