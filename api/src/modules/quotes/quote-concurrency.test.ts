/**
 * Quotes under concurrent requests, on PGlite (transactions queued by the driver's mutex) and
 * on PostgreSQL (row locks on the counter and on the promo code decide).
 */
import { PROMO_CODE_MESSAGES, type Quote } from '@ga/contracts';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { checkedProof, insertCoupon, promoCalls, usedCount, vehiclesOf } from '../promo-codes/test-helpers';

const N = 10;
let t: TestApp;
let api: ReturnType<typeof promoCalls>;
let vehicles: { id: number }[];
let users: Awaited<ReturnType<typeof registerUser>>[];
beforeAll(async () => {
  t = await createTestApp();
  api = promoCalls(t);
  vehicles = await vehiclesOf(t, 'renault', N, true);
  users = await Promise.all(Array.from({ length: N }, () => registerUser(t.app)));
  // Ten sign-ups at once on PGlite, beside another suite on 2 cores: it took 30 s once in CI.
}, 90_000);
afterAll(() => t.close());

describe(`concurrent estimates (${testDatabaseKind()})`, () => {
  it(`${N} simultaneous estimates get ${N} distinct, consecutive numbers`, async () => {
    const replies = await Promise.all(
      users.map((u, i) => api.store(u.token, { vehicle_id: vehicles[i]!.id, delivery_type_id: 1, department_id: 1 })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(N).fill(201));
    const numbers = replies.map((r) => (r.json().data as Quote).number);
    expect(new Set(numbers).size).toBe(N);
    const seq = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seq[N - 1]! - seq[0]!).toBe(N - 1);
  });

  it('a code with max_uses 1 used by 10 simultaneous estimates: exactly one gets the discount', async () => {
    const couponId = await insertCoupon(t, 'UNIQUE1', { amount: 250, max_uses: 1 });
    // Every user checked the code first (its proof); then all ask for the quote at once.
    const proofs = await Promise.all(users.map((u, i) => checkedProof(t, u.token, vehicles[i]!.id, 'UNIQUE1')));
    const replies = await Promise.all(
      users.map((u, i) =>
        api.store(u.token, {
          vehicle_id: vehicles[i]!.id,
          delivery_type_id: 1,
          department_id: 1,
          coupon_id: couponId,
          promo_proof: proofs[i],
        }),
      ),
    );
    const created = replies.filter((r) => r.statusCode === 201);
    const refused = replies.filter((r) => r.statusCode === 422);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(N - 1);
    for (const r of refused) expect(r.json().errors).toEqual({ coupon_id: [PROMO_CODE_MESSAGES.exhausted] });
    const e = created[0]!.json().data as Quote;
    expect(e.coupon_id).toBe(couponId);
    expect(e.lines.find((l) => l.kind === 'discount')!.ttc_cents).toBe(-25_000);
    expect(await usedCount(t, 'UNIQUE1')).toBe(1);
  });
});
