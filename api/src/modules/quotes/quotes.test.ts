import { QUOTE_MESSAGES, QUOTE_OPTIONS, QUOTE_VALIDITY_DAYS, PROMO_CODE_MESSAGES, type Quote } from '@ga/contracts';
import { sql } from 'kysely';
import { createTestApp, registerUser, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { checkedProof, promoCalls, promoId, signedProof, usedCount, vehiclesOf } from '../promo-codes/test-helpers';
import { htOf } from './pricing';

let t: TestApp;
let api: ReturnType<typeof promoCalls>;
let renault: { id: number; price: number }[];
let others: { id: number; price: number }[];
beforeAll(async () => {
  t = await createTestApp();
  api = promoCalls(t);
  renault = await vehiclesOf(t, 'renault', 3);
  others = await vehiclesOf(t, 'renault', 3, true);
});
afterAll(() => t.close());

/** Department ids by code ("72", "971"). */
async function departmentId(code: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from departments where code = ${code}`.execute(t.database.db);
  return rows[0]!.id;
}
async function deliveryTypeId(slug: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from delivery_types where slug = ${slug}`.execute(t.database.db);
  return rows[0]!.id;
}

function expectConsistent(e: Quote) {
  for (const l of e.lines) {
    expect(l.ht_cents + l.tva_cents).toBe(l.ttc_cents);
    expect(l.ht_cents).toBe(htOf(l.ttc_cents));
  }
  expect(e.total_ttc_cents).toBe(e.lines.reduce((s, l) => s + l.ttc_cents, 0));
  expect(e.total_ht_cents + e.total_tva_cents).toBe(e.total_ttc_cents);
  expect(e.total_ht_cents).toBe(Math.round(e.total_ttc_cents / 1.2));
}

describe('estimates', () => {
  it('creates a numbered, priced estimate with a coupon, counts the use, lists it', async () => {
    const u = await registerUser(t.app);
    const vehicle = renault[0]!;
    const home = await deliveryTypeId('livraison-domicile');
    const dept = await departmentId('53');
    const couponId = await promoId(t, 'RENAULT300');
    const res = await api.store(u.token, {
      vehicle_id: vehicle.id,
      delivery_type_id: home,
      department_id: dept,
      coupon_id: couponId,
      promo_proof: await checkedProof(t, u.token, vehicle.id, 'renault300'),
      options: ['protection-carrosserie', 'reprise'],
      message: '  Reprise de ma Clio ?  ',
    });
    expect(res.statusCode).toBe(201);
    const e: Quote = res.json().data;
    expect(e).toMatchObject({
      number: expect.stringMatching(/^GA-\d{4}-\d{6}$/),
      status: 'nouvelle',
      vehicle: { id: vehicle.id },
      delivery_type: { id: home, at_home: true, delivery_price: 290 },
      department: { id: dept },
      coupon_id: couponId,
      partner_code_id: null,
      promo_code: { code: 'RENAULT300', label: 'Remise Renault : 300 € offerts' },
      options: ['reprise', 'protection-carrosserie'],
      price: vehicle.price,
      vat_rate_percent: 20,
      message: 'Reprise de ma Clio ?',
    });
    expect(e.lines.map((l) => [l.kind, l.ttc_cents])).toEqual([
      ['vehicle', vehicle.price * 100],
      ['delivery', 29_000],
      ['option', 0],
      ['option', QUOTE_OPTIONS['protection-carrosserie'].price * 100],
      ['discount', -30_000],
    ]);
    expect(e.lines[2]!.note).toBe(QUOTE_MESSAGES.optionOnQuote);
    expect(e.lines[4]!.note).toBe('Code RENAULT300');
    expect(e.total_ttc_cents).toBe((vehicle.price + 290 + 390 - 300) * 100);
    expectConsistent(e);
    const days = (new Date(`${e.valid_until}T12:00:00Z`).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBeGreaterThanOrEqual(QUOTE_VALIDITY_DAYS - 1);
    expect(Math.round(days)).toBeLessThanOrEqual(QUOTE_VALIDITY_DAYS + 1);
    expect(await usedCount(t, 'RENAULT300')).toBe(1);

    const list = await api.list(u.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: [e], meta: { total: 1 } });
  });

  it('computes HT / TVA / TTC to the cent, for a percent partner code and a delivery on quote', async () => {
    const u = await registerVerifiedUser(t, { email: `compta.${process.pid}@cse-sarthe-industries.fr` });
    const overseas = await departmentId('971');
    const home = await deliveryTypeId('livraison-domicile');
    const partnerId = await promoId(t, 'CSE-SARTHE');
    for (const vehicle of others) {
      const promo_proof = await checkedProof(t, u.token, vehicle.id, 'CSE-SARTHE');
      const res = await api.store(u.token, {
        vehicle_id: vehicle.id,
        delivery_type_id: home,
        department_id: overseas,
        partner_code_id: partnerId,
        promo_proof,
      });
      expect(res.statusCode).toBe(201);
      const e: Quote = res.json().data;
      expect(e).toMatchObject({ coupon_id: null, partner_code_id: partnerId, delivery_type: { delivery_price: null } });
      const delivery = e.lines.find((l) => l.kind === 'delivery')!;
      expect(delivery).toMatchObject({ ttc_cents: 0, note: QUOTE_MESSAGES.deliveryOnQuote });
      const discount = Math.min(Math.round(vehicle.price * 100 * 0.04), 120_000);
      expect(e.lines.find((l) => l.kind === 'discount')!.ttc_cents).toBe(-discount);
      expect(e.total_ttc_cents).toBe(vehicle.price * 100 - discount);
      expectConsistent(e);
    }
    // Odd amounts: the rounding stays consistent.
    for (const ttc of [1, 5, 6, 7, 11, 99_999, 1_234_567, -1, -7, -30_001]) {
      expect(htOf(ttc) + (ttc - htOf(ttc))).toBe(ttc);
      expect(Math.abs(htOf(ttc) - ttc / 1.2)).toBeLessThanOrEqual(0.5);
    }
    expect(htOf(6)).toBe(5);
    expect(htOf(-6)).toBe(-5);
    expect(htOf(3)).toBe(3); // 2,5 → 3 (half away from zero)
  });

  it('numbers the estimates sequentially', async () => {
    const u = await registerUser(t.app);
    const a = (await api.store(u.token, { vehicle_id: others[0]!.id, delivery_type_id: 1, department_id: 1 })).json()
      .data as Quote;
    const b = (await api.store(u.token, { vehicle_id: others[1]!.id, delivery_type_id: 1, department_id: 1 })).json()
      .data as Quote;
    const n = (x: Quote) => Number(x.number.slice(-6));
    expect(n(b)).toBe(n(a) + 1);
    expect(b.number.slice(0, 8)).toBe(a.number.slice(0, 8));
    expect((await api.list(u.token)).json().data.map((x: Quote) => x.id)).toEqual([b.id, a.id]);
  });

  it('refuses a code that is no longer valid with 422 on coupon_id / partner_code_id, and nothing is written', async () => {
    const u = await registerUser(t.app);
    const base = { vehicle_id: others[0]!.id, delivery_type_id: 1, department_id: 1 };
    // Each with a proof signed for it (as if the code had passed its check just before): the
    // quote checks the code again on its locked row.
    const withProof = async (field: 'coupon_id' | 'partner_code_id', id: number) => ({
      [field]: id,
      promo_proof: await signedProof(t, u.user.id, base.vehicle_id, id),
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [await withProof('coupon_id', await promoId(t, 'SOLDESHIVER')), 'coupon_id', PROMO_CODE_MESSAGES.expired],
      [await withProof('coupon_id', await promoId(t, 'FLASH100')), 'coupon_id', PROMO_CODE_MESSAGES.exhausted],
      [await withProof('coupon_id', await promoId(t, 'ANCIEN200')), 'coupon_id', PROMO_CODE_MESSAGES.inactive],
      [await withProof('coupon_id', await promoId(t, 'RENAULT300')), 'coupon_id', PROMO_CODE_MESSAGES.outOfScope],
      [await withProof('coupon_id', 99999999), 'coupon_id', PROMO_CODE_MESSAGES.unknown],
      [await withProof('coupon_id', await promoId(t, 'FLOTTE-PRO')), 'coupon_id', PROMO_CODE_MESSAGES.unknown],
      [
        await withProof('partner_code_id', await promoId(t, 'BIENVENUE500')),
        'partner_code_id',
        PROMO_CODE_MESSAGES.unknown,
      ],
      // A partner code for an account it is not meant for (a personal account of another domain).
      [
        await withProof('partner_code_id', await promoId(t, 'FLOTTE-PRO')),
        'partner_code_id',
        PROMO_CODE_MESSAGES.partnerNotEligible,
      ],
      [
        { coupon_id: await promoId(t, 'BIENVENUE500'), partner_code_id: await promoId(t, 'FLOTTE-PRO') },
        'partner_code_id',
        PROMO_CODE_MESSAGES.onlyOne,
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await api.store(u.token, { ...base, ...extra });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    }
    // A code expiring between the check and the quote.
    const id = await promoId(t, 'BIENVENUE500');
    const proof = await checkedProof(t, u.token, base.vehicle_id, 'BIENVENUE500');
    await sql`update promo_codes set valid_until = now() - interval '1 second' where id = ${id}`.execute(t.database.db);
    expect((await api.store(u.token, { ...base, coupon_id: id, promo_proof: proof })).json().errors).toEqual({
      coupon_id: [PROMO_CODE_MESSAGES.expired],
    });
    expect(await usedCount(t, 'BIENVENUE500')).toBe(0);
    expect((await api.list(u.token)).json().data).toEqual([]);
  });

  it('answers 422 per field for bad input, 404 for an unknown vehicle', async () => {
    const u = await registerUser(t.app);
    const bad = await api.store(u.token, {
      vehicle_id: 'x',
      delivery_type_id: null,
      coupon_id: 'abc',
      options: ['jantes'],
      message: 'a'.repeat(1001),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      vehicle_id: [QUOTE_MESSAGES.vehicle],
      delivery_type_id: [QUOTE_MESSAGES.deliveryType],
      department_id: [QUOTE_MESSAGES.department],
      coupon_id: [QUOTE_MESSAGES.coupon],
      options: [QUOTE_MESSAGES.options],
      message: [QUOTE_MESSAGES.message],
    });
    const db = await api.store(u.token, { vehicle_id: others[0]!.id, delivery_type_id: 999, department_id: 999 });
    expect(db.statusCode).toBe(422);
    expect(db.json().errors).toEqual({
      delivery_type_id: [QUOTE_MESSAGES.unknownDeliveryType],
      department_id: [QUOTE_MESSAGES.unknownDepartment],
    });
    const missing = await api.store(u.token, { vehicle_id: 99999999, delivery_type_id: 1, department_id: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: QUOTE_MESSAGES.vehicleNotFound });
    expect((await api.remove(u.token, 'abc')).statusCode).toBe(422);
  });

  it('deletes only one’s own estimates: another user’s id answers 404', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const e = (await api.store(a.token, { vehicle_id: renault[1]!.id, delivery_type_id: 1, department_id: 1 })).json()
      .data as Quote;
    const theirs = await api.remove(b.token, e.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: QUOTE_MESSAGES.notFound });
    expect((await api.list(b.token)).json().data).toEqual([]);
    expect((await api.list(a.token)).json().data.map((x: Quote) => x.id)).toEqual([e.id]);
    const mine = await api.remove(a.token, e.id);
    expect(mine.statusCode).toBe(204);
    expect(mine.body).toBe('');
    expect((await api.list(a.token)).json().data).toEqual([]);
    expect((await api.remove(a.token, e.id)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await api.store(undefined, { vehicle_id: 1, delivery_type_id: 1, department_id: 1 })).statusCode).toBe(401);
    expect((await api.list(undefined)).statusCode).toBe(401);
    expect((await api.remove(undefined, 1)).statusCode).toBe(401);
    expect((await api.list('not-a-token')).statusCode).toBe(401);
  });
});
