/**
 * Promo codes cannot be taken by id (security review, point 1): an estimate prices a code only with
 * the proof POST /api/promotional-codes gave THIS user for THIS vehicle and THIS code, a short while
 * ago; partner codes are for their partner's accounts only; a code's text is never given to someone
 * who did not type it; a use is counted once per estimate and given back when it is deleted.
 */
import { PROMO_CODE_MESSAGES, PROMO_PROOF_TTL_MINUTES } from '@ga/contracts';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, registerUser, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { checkedProof, promoCalls, promoId, signedProof, usedCount, vehiclesOf } from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof promoCalls>;
let vehicles: { id: number; price: number }[];
beforeAll(async () => {
  t = await createTestApp();
  api = promoCalls(t);
  vehicles = await vehiclesOf(t, 'peugeot', 6);
});
afterAll(() => t.close());

const base = (vehicleId: number) => ({ vehicle_id: vehicleId, delivery_type_id: 1, department_id: 1 });

describe('estimates and promo-code ids', () => {
  it('a bare id (no proof) prices nothing: 422 in French, no use counted, no code text in the reply', async () => {
    const u = await registerUser(t.app);
    const { rows } = await sql<{
      id: number;
      code: string;
      kind: string;
    }>`select id, code, kind from promo_codes order by id`.execute(t.database.db);
    // The attack of the review: loop over ids 1…N.
    for (const row of rows) {
      const field = row.kind === 'coupon' ? 'coupon_id' : 'partner_code_id';
      const res = await api.store(u.token, { ...base(vehicles[0]!.id), [field]: row.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [PROMO_CODE_MESSAGES.proofMissing] });
      expect(res.body.toUpperCase()).not.toContain(row.code.toUpperCase());
    }
    const used = await sql<{
      n: number;
    }>`select sum(used_count)::int as n from promo_codes where code in ('CSE-SARTHE', 'FLOTTE-PRO', 'BIENVENUE500')`.execute(
      t.database.db,
    );
    expect(Number(used.rows[0]!.n)).toBe(0);
    expect((await api.list(u.token)).json().data).toEqual([]);
  });

  it('a proof for another user, vehicle or code, a forged or an expired one: 422 « appliquez-le de nouveau »', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const [v1, v2] = vehicles;
    const coupon = await promoId(t, 'BIENVENUE500');
    const good = await checkedProof(t, u.token, v1!.id, 'BIENVENUE500');
    const forged = good.replace(/\.[^.]+$/, '.' + 'A'.repeat(43));
    const cases = [
      await checkedProof(t, other.token, v1!.id, 'BIENVENUE500'), // another user's
      await checkedProof(t, u.token, v2!.id, 'BIENVENUE500'), // another vehicle's
      await checkedProof(t, u.token, v1!.id, 'PRINTEMPS5'), // another code's
      forged,
      good.replace(`.${v1!.id}.`, `.${v2!.id}.`), // the vehicle edited in the proof
      await signedProof(t, u.user.id, v1!.id, coupon, Date.now() - (PROMO_PROOF_TTL_MINUTES * 60 + 5) * 1000), // expired
      'n-importe-quoi',
    ];
    for (const promo_proof of cases) {
      const res = await api.store(u.token, { ...base(v1!.id), coupon_id: coupon, promo_proof });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ coupon_id: [PROMO_CODE_MESSAGES.proofInvalid] });
    }
    expect(await usedCount(t, 'BIENVENUE500')).toBe(0);
    // The right one works.
    const ok = await api.store(u.token, { ...base(v1!.id), coupon_id: coupon, promo_proof: good });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.promo_code).toEqual({ code: 'BIENVENUE500', label: 'Offre de bienvenue : 500 € offerts' });
  });

  it('signed out, the check gives no proof; a bad bearer token is 401 (and is no failed code)', async () => {
    const res = await api.check({ vehicle_id: vehicles[0]!.id, code: 'PRINTEMPS5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.proof).toBeNull();
    const bad = await api.check({ vehicle_id: vehicles[0]!.id, code: 'PRINTEMPS5' }, apiHeaders('jeton-inconnu'));
    expect(bad.statusCode).toBe(401);
  });

  it('counts a use once per estimate and gives it back when the estimate is deleted', async () => {
    const u = await registerUser(t.app);
    const v = vehicles[2]!;
    const coupon = await promoId(t, 'PRINTEMPS5');
    const before = await usedCount(t, 'PRINTEMPS5');
    const proof = await checkedProof(t, u.token, v.id, 'PRINTEMPS5');
    const a = await api.store(u.token, { ...base(v.id), coupon_id: coupon, promo_proof: proof });
    const b = await api.store(u.token, { ...base(v.id), coupon_id: coupon, promo_proof: proof });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await usedCount(t, 'PRINTEMPS5')).toBe(before + 2);
    expect((await api.remove(u.token, a.json().data.id)).statusCode).toBe(204);
    expect(await usedCount(t, 'PRINTEMPS5')).toBe(before + 1);
    // Another user's estimate cannot be deleted (404) and gives nothing back.
    const other = await registerUser(t.app);
    expect((await api.remove(other.token, b.json().data.id)).statusCode).toBe(404);
    expect(await usedCount(t, 'PRINTEMPS5')).toBe(before + 1);
  });
});

describe('partner codes are for their partner’s accounts', () => {
  it('asks a signed-out visitor to sign in, and refuses accounts it is not meant for', async () => {
    const v = vehicles[3]!;
    const signedOut = await api.check({ vehicle_id: v.id, code: 'CSE-SARTHE' });
    expect(signedOut.statusCode).toBe(422);
    expect(signedOut.json().errors).toEqual({ code: [PROMO_CODE_MESSAGES.partnerSignIn] });

    const stranger = await registerVerifiedUser(t);
    const unconfirmed = await registerUser(t.app, { email: `nouveau.${process.pid}@cse-sarthe-industries.fr` });
    for (const token of [stranger.token, unconfirmed.token]) {
      const res = await api.check({ vehicle_id: v.id, code: 'CSE-SARTHE' }, apiHeaders(token));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ code: [PROMO_CODE_MESSAGES.partnerNotEligible] });
    }
  });

  it('CSE-SARTHE: a confirmed address of the works council’s domain; FLOTTE-PRO: company accounts of its sectors', async () => {
    const v = vehicles[4]!;
    const member = await registerVerifiedUser(t, { email: `atelier.${process.pid}@cse-sarthe-industries.fr` });
    const cse = await api.check({ vehicle_id: v.id, code: 'cse-sarthe' }, apiHeaders(member.token));
    expect(cse.statusCode).toBe(200);
    expect(cse.json().data).toMatchObject({
      kind: 'partner',
      partner_code_id: await promoId(t, 'CSE-SARTHE'),
      proof: expect.stringMatching(/^p1\./),
    });

    const sector = async (code: string) =>
      (
        await t.database.db
          .selectFrom('business_sectors')
          .select('id')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    const company = (code: string) => ({
      is_comp: true,
      company_name: 'Transports Martin',
      company_siret: '73282932000074',
      business_sector_id: code,
    });
    const carrier = await registerVerifiedUser(t, company(String(await sector('H'))));
    const bakery = await registerVerifiedUser(t, company(String(await sector('I'))));
    const fleet = (token: string) => api.check({ vehicle_id: v.id, code: 'FLOTTE-PRO' }, apiHeaders(token));
    // A sector declared at sign-up proves nothing: anyone can declare one.
    expect((await fleet(carrier.token)).json().errors).toEqual({ code: [PROMO_CODE_MESSAGES.partnerNotEligible] });
    // Once the dealership has checked the company, its sector counts (and only a listed sector).
    await t.database.db
      .updateTable('users')
      .set({ company_verified_at: new Date() })
      .where('id', 'in', [carrier.user.id, bakery.user.id])
      .execute();
    expect((await fleet(carrier.token)).statusCode).toBe(200);
    expect((await fleet(bakery.token)).json().errors).toEqual({ code: [PROMO_CODE_MESSAGES.partnerNotEligible] });
    // The fleet partner's own confirmed addresses.
    const employee = await registerVerifiedUser(t, { email: `parc.${process.pid}@flotte-pro-ouest.fr` });
    expect((await fleet(employee.token)).statusCode).toBe(200);
    // …and the member's proof makes a quote with the partner's discount.
    const quote = await api.store(member.token, {
      ...base(v.id),
      partner_code_id: await promoId(t, 'CSE-SARTHE'),
      promo_proof: cse.json().data.proof,
    });
    expect(quote.statusCode).toBe(201);
    expect(quote.json().data.partner_code_id).toBe(await promoId(t, 'CSE-SARTHE'));
  });
});
