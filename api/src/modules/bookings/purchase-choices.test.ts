/**
 * What the buyer chose on the vehicle page follows them into the booking and the quote: the promo
 * code (checked with its proof, its discount of the day kept, no use counted by a hold) and the
 * financing simulation (computed again by the API, kept as the buyer saw it); a choice the API
 * refuses is a 422 under its field and holds nothing. The staff request page shows both.
 */
import { sql } from 'kysely';
import { apiHeaders, createTestApp, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { createStaff, signInStaff, staffHeaders } from '../../test/staff';
import { checkedProof, insertCoupon, promoCalls, usedCount } from '../promo-codes/test-helpers';
import { bookingCalls } from './booking-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Published vehicles with a LOA offer, and that offer (the one the vehicle page shows for LOA). */
async function vehiclesWithLoa(count: number) {
  const res = await t.app.inject({ url: `/api/vehicles?funding=loa&per_page=${count}`, headers: apiHeaders() });
  const vehicles = res.json().data as { id: number; price: number }[];
  return Promise.all(
    vehicles.map(async (v) => {
      const m = await t.app.inject({
        url: `/api/vehicles/${v.id}/fundings/legal-mentions?kind=loa`,
        headers: apiHeaders(),
      });
      return { id: v.id, price: v.price, rentId: m.json().data.rent_id as number };
    }),
  );
}

const simulate = (vehicleId: number, rentId: number, options: Record<string, number>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/custom-fundings/legal-mentions`,
    headers: apiHeaders(),
    payload: { rent_id: rentId, options },
  });

describe('the vehicle page’s choices in a booking', () => {
  it('keeps the code with its discount and the financing as the modal computed it', async () => {
    const [v] = await vehiclesWithLoa(1);
    const u = await registerVerifiedUser(t);
    await insertCoupon(t, 'RESA-300', { amount: 300, max_uses: 5 });
    const proof = await checkedProof(t, u.token, v!.id, 'RESA-300');
    const couponId = (await promoCalls(t).check({ vehicle_id: v!.id, code: 'RESA-300' })).json().data.coupon_id;
    const options = { duration_months: 48, contribution: 2000 };
    const modal = (await simulate(v!.id, v!.rentId, options)).json().data;

    const res = await bookingCalls(t).create(u.token, {
      vehicle_id: v!.id,
      coupon_id: couponId,
      promo_proof: proof,
      funding: { rent_id: v!.rentId, options },
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking.promo).toEqual({ code: 'RESA-300', label: 'Test RESA-300', discount: 300 });
    expect(booking.funding).toEqual({
      rent_id: v!.rentId,
      kind: 'loa',
      summary: modal.header,
      duration_months: 48,
      contribution: 2000,
      mileage_per_year: modal.simulation.mileage_per_year,
      monthly: modal.simulation.monthly,
      apr_percent: modal.simulation.apr_percent,
      purchase_option: modal.simulation.purchase_option,
      total_due: modal.simulation.total_due,
    });
    // A hold counts no use of the code: holds cannot exhaust it.
    expect(await usedCount(t, 'RESA-300')).toBe(0);
    // Read again as the account lists it.
    const listed = (await bookingCalls(t).show(u.token, booking.id)).json().data;
    expect(listed.promo).toEqual(booking.promo);
    expect(listed.funding).toEqual(booking.funding);

    // The staff member following the request reads both.
    const staff = await createStaff(t, 'responsable').then((s) => signInStaff(t, s));
    const inbox = await t.app.inject({
      url: '/api/staff/inbox?kind=reservation&limit=1',
      headers: staffHeaders(staff),
    });
    const item = inbox.json().data[0];
    const details = (await t.app.inject({ url: `/api/staff/inbox/${item.id}`, headers: staffHeaders(staff) })).json()
      .data.details;
    const facts = Object.fromEntries(
      (details.groups as { facts: { label: string; value: string }[] }[])
        .flatMap((g) => g.facts)
        .map((f) => [f.label, f.value]),
    );
    expect(facts['Code promo']).toBe('RESA-300 — Test RESA-300');
    expect(facts['Remise du code']?.replace(/[\u202F\u00A0]/g, ' ')).toBe('300 €');
    expect(facts['Formule']).toBe('LOA');
    expect(facts['Durée']).toBe('48 mois');
    expect(facts['Premier loyer']?.replace(/[\u202F\u00A0]/g, ' ')).toBe('2 000 €');
  });

  it('refuses a code without its proof and an offer of another vehicle, under their fields, holding nothing', async () => {
    const [a, b] = await vehiclesWithLoa(2);
    const u = await registerVerifiedUser(t);
    const couponId = await insertCoupon(t, 'RESA-SANS-PREUVE');
    const res = await bookingCalls(t).create(u.token, {
      vehicle_id: a!.id,
      coupon_id: couponId,
      funding: { rent_id: b!.rentId, options: {} },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['coupon_id', 'funding.rent_id']);
    expect(res.json().errors['funding.rent_id']).toEqual([
      'Cette offre de financement ne correspond pas à ce véhicule.',
    ]);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from bookings where user_id = ${u.user.id}`.execute(t.database.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('refuses options outside the offer’s choices under funding.options.*', async () => {
    const [v] = await vehiclesWithLoa(1);
    const u = await registerVerifiedUser(t);
    const res = await bookingCalls(t).create(u.token, {
      vehicle_id: v!.id,
      funding: { rent_id: v!.rentId, options: { duration_months: 13 } },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['funding.options.duration_months']);
  });
});

describe('the vehicle page’s financing in a quote', () => {
  it('keeps the simulation with the quote', async () => {
    const [v] = await vehiclesWithLoa(1);
    const u = await registerVerifiedUser(t);
    const res = await promoCalls(t).store(u.token, {
      vehicle_id: v!.id,
      delivery_type_id: 1,
      department_id: 1,
      funding: { rent_id: v!.rentId, options: {} },
    });
    expect(res.statusCode).toBe(201);
    const quote = res.json().data;
    expect(quote.funding).toMatchObject({ rent_id: v!.rentId, kind: 'loa' });
    expect(quote.funding.summary).toMatch(/^Location avec option d’achat \(LOA\) : /);
    const listed = (await promoCalls(t).list(u.token)).json().data.find((q: { id: number }) => q.id === quote.id);
    expect(listed.funding).toEqual(quote.funding);
  });
});
