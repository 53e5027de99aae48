import { PROMO_CODE_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { promoCalls, promoId, usedCount, vehiclesOf } from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof promoCalls>;
let renault: { id: number; price: number };
let other: { id: number; price: number };
beforeAll(async () => {
  t = await createTestApp();
  api = promoCalls(t);
  renault = (await vehiclesOf(t, 'renault', 1))[0]!;
  other = (await vehiclesOf(t, 'renault', 1, true))[0]!;
});
afterAll(() => t.close());

const rejected = async (payload: Record<string, unknown>, message: string) => {
  const res = await api.check(payload);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: expect.any(String), errors: { code: [message] } });
};

describe('POST /api/promotional-codes', () => {
  it('accepts a coupon valid for every vehicle, whatever its case, without a bearer token, and writes nothing', async () => {
    const res = await api.check({ vehicle_id: other.id, code: '  bienvenue500 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      coupon_id: await promoId(t, 'BIENVENUE500'),
      partner_code_id: null,
      code: 'BIENVENUE500',
      label: 'Offre de bienvenue : 500 € offerts',
      kind: 'coupon',
      partner_name: null,
      discount_type: 'amount',
      discount_value: 500,
      discount: 500,
      discount_cents: 50_000,
      valid_until: expect.any(String),
      proof: null,
    });
    expect(await usedCount(t, 'BIENVENUE500')).toBe(0);
  });

  it('accepts a brand code for a vehicle of that brand only', async () => {
    const ok = await api.check({ vehicle_id: String(renault.id), code: 'RENAULT300' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      coupon_id: await promoId(t, 'RENAULT300'),
      partner_code_id: null,
      discount: 300,
    });
    await rejected({ vehicle_id: other.id, code: 'RENAULT300' }, PROMO_CODE_MESSAGES.outOfScope);
  });

  it('gives a partner code as partner_code_id, with a percent discount capped (for an account it is meant for)', async () => {
    const member = await registerVerifiedUser(t, { email: `salarie.${process.pid}@cse-sarthe-industries.fr` });
    const res = await api.check({ vehicle_id: renault.id, code: 'cse-sarthe' }, apiHeaders(member.token));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      coupon_id: null,
      partner_code_id: await promoId(t, 'CSE-SARTHE'),
      kind: 'partner',
      partner_name: 'CSE Sarthe Industries',
      discount_type: 'percent',
      discount_value: 4,
    });
    expect(data.discount_cents).toBe(Math.min(Math.round(renault.price * 100 * 0.04), 120_000));
    expect(data.discount).toBe(data.discount_cents / 100);
  });

  it('a vehicle-scoped code is only valid for its vehicle', async () => {
    const { rows } = await sql<{
      vehicle_id: number;
    }>`select vehicle_id from promo_codes where code = 'VITRINE750'`.execute(t.database.db);
    const own = rows[0]!.vehicle_id;
    expect((await api.check({ vehicle_id: own, code: 'VITRINE750' })).statusCode).toBe(200);
    const another = own === renault.id ? other.id : renault.id;
    await rejected({ vehicle_id: another, code: 'VITRINE750' }, PROMO_CODE_MESSAGES.outOfScope);
  });

  it('refuses unknown, expired, used-up, deactivated and not-yet-valid codes with their own message', async () => {
    await rejected({ vehicle_id: renault.id, code: 'NEXISTEPAS' }, PROMO_CODE_MESSAGES.unknown);
    await rejected({ vehicle_id: renault.id, code: 'SOLDESHIVER' }, PROMO_CODE_MESSAGES.expired);
    await rejected({ vehicle_id: renault.id, code: 'FLASH100' }, PROMO_CODE_MESSAGES.exhausted);
    await rejected({ vehicle_id: renault.id, code: 'ANCIEN200' }, PROMO_CODE_MESSAGES.inactive);
    const res = await api.check({ vehicle_id: renault.id, code: 'RENTREE400' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code[0]).toMatch(/^Ce code promo sera valable à partir du \d{2}\/\d{2}\/\d{4}\.$/);
  });

  it('answers 422 per field for a bad body and 404 for an unknown vehicle', async () => {
    const bad = await api.check({ vehicle_id: 'abc', code: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      vehicle_id: [PROMO_CODE_MESSAGES.vehicle],
      code: [PROMO_CODE_MESSAGES.required],
    });
    expect((await api.check({ vehicle_id: renault.id, code: 'pas un code !' })).json().errors).toEqual({
      code: [PROMO_CODE_MESSAGES.format],
    });
    expect((await api.check({})).json().errors).toEqual({
      vehicle_id: [PROMO_CODE_MESSAGES.vehicle],
      code: [PROMO_CODE_MESSAGES.required],
    });
    const missing = await api.check({ vehicle_id: 99999999, code: 'BIENVENUE500' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PROMO_CODE_MESSAGES.vehicleNotFound });
  });

  it('needs the API key', async () => {
    expect(
      (await api.check({ vehicle_id: renault.id, code: 'BIENVENUE500' }, { accept: 'application/json' })).statusCode,
    ).toBe(401);
  });

  it('codes are unique whatever their case (database index)', async () => {
    const insert = sql`insert into promo_codes (code, kind, label, discount_type, discount_value) values ('bienvenue500', 'coupon', 'x', 'amount', 1)`;
    const error = await insert.execute(t.database.db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: '23505' });
  });
});
