import { CREDIT_WARNING } from '@ga/contracts';
import { apiHeaders, createTestApp, registerUser, VALID_SIRET, type TestApp } from '../../test/test-app';
import { monthlyFrom } from './maths';
import { simulateOffer } from './offers';
import { financingDb } from './tables';
import { euros, eurosCents, percent } from './texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: apiHeaders(token) });
const custom = (vehicleId: number | string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/custom-fundings/legal-mentions`,
    headers: apiHeaders(),
    payload: payload as object,
  });
const store = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/fundings/store',
    headers: apiHeaders(token),
    payload: payload as object,
  });

const rentsOf = (vehicleId: number) =>
  financingDb(t.database.db)
    .selectFrom('rents as r')
    .innerJoin('funding_types as ft', 'ft.id', 'r.funding_type_id')
    .select(['r.id', 'ft.slug'])
    .where('r.vehicle_id', '=', vehicleId)
    .orderBy('r.id')
    .execute();

async function loaRentOf(vehicleId: number) {
  return (await rentsOf(vehicleId)).find((r) => r.slug === 'loa')!.id;
}
async function creditRentOf(vehicleId: number) {
  return (await rentsOf(vehicleId)).find((r) => r.slug === 'credit')!.id;
}

describe('funding types and offers', () => {
  it('lists the four funding types in French, LLD and crédit-bail for companies', async () => {
    const res = await get('/api/funding-types');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(4);
    expect(data.map((d: { slug: string }) => d.slug)).toEqual(['credit', 'loa', 'lld', 'credit-bail']);
    expect(data[1].name).toBe('Location avec option d’achat (LOA)');
    expect(
      data.filter((d: { for_companies: boolean }) => d.for_companies).map((d: { slug: string }) => d.slug),
    ).toEqual(['lld', 'credit-bail']);
  });

  it('seeds one credit and one LOA offer per vehicle with plausible parameters', async () => {
    const fdb = financingDb(t.database.db);
    const rows = await fdb
      .selectFrom('rents as r')
      .innerJoin('funding_types as ft', 'ft.id', 'r.funding_type_id')
      .select(['r.vehicle_id', 'ft.slug', 'r.duration_months', 'r.mileage_per_year', 'r.apr_bp', 'r.residual_percent'])
      .execute();
    const vehicles = await t.database.db.selectFrom('vehicles').select('id').execute();
    expect(rows.length).toBe(vehicles.length * 2);
    for (const r of rows) {
      expect(r.apr_bp).toBeGreaterThanOrEqual(490);
      expect(r.apr_bp).toBeLessThanOrEqual(790);
      if (r.slug === 'credit') {
        expect([24, 36, 48, 60, 72]).toContain(r.duration_months);
        expect(r.mileage_per_year).toBeNull();
      } else {
        expect([24, 36, 48, 60]).toContain(r.duration_months);
        expect(r.mileage_per_year).toBeGreaterThanOrEqual(10000);
        expect(r.mileage_per_year).toBeLessThanOrEqual(30000);
        expect(r.residual_percent).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('sets every vehicle’s monthly_from to its cheapest offer computed with the annuity formula', async () => {
    const fdb = financingDb(t.database.db);
    const rows = await fdb
      .selectFrom('rents as r')
      .innerJoin('funding_types as ft', 'ft.id', 'r.funding_type_id')
      .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
      .select([
        'r.vehicle_id',
        'ft.slug as kind',
        'r.duration_months',
        'r.mileage_per_year',
        'r.contribution',
        'r.apr_bp',
        'r.residual_percent',
        'v.price',
        'v.monthly_from',
      ])
      .execute();
    const byVehicle = new Map<number, { from: number | null; monthlies: number[] }>();
    for (const r of rows) {
      const s = simulateOffer({ ...r, kind: r.kind as 'credit' | 'loa' }, r.price, {
        condition: 'new',
        age_months: 0,
        mileage: 0,
        energy: 'essence',
      });
      const entry = byVehicle.get(r.vehicle_id) ?? { from: r.monthly_from, monthlies: [] };
      entry.monthlies.push(s.monthly);
      byVehicle.set(r.vehicle_id, entry);
    }
    for (const { from, monthlies } of byVehicle.values()) expect(from).toBe(monthlyFrom(monthlies));

    // And through the API: the cards' monthly_from is the cheapest of the offers /api/rents gives.
    for (const id of [1, 2, 3, 17, 250]) {
      const card = (await get(`/api/vehicles/${id}?light`)).json().data;
      const monthlies = await Promise.all(
        (await rentsOf(id)).map(async (r) => (await get(`/api/rents/${r.id}`)).json().data.monthly as number),
      );
      expect(card.monthly_from).toBe(Math.ceil(Math.min(...monthlies)));
    }
  });

  it('shows an offer with its vehicle card and computed figures', async () => {
    const rentId = await creditRentOf(5);
    const res = await get(`/api/rents/${rentId}`);
    expect(res.statusCode).toBe(200);
    const rent = res.json().data;
    expect(rent.vehicle.id).toBe(5);
    expect(rent.kind).toBe('credit');
    expect(rent.funding_type).toMatchObject({ slug: 'credit', name: 'Crédit auto classique' });
    expect(rent.amount).toBe(rent.vehicle.price);
    expect(rent.financed_amount).toBe(rent.amount - rent.contribution);
    expect(rent.total_due).toBeCloseTo(rent.monthly * rent.duration_months, 2);
    expect(rent.total_cost).toBeCloseTo(rent.total_due - rent.financed_amount, 2);
    expect(rent.monthly).toBeGreaterThan(rent.financed_amount / rent.duration_months);
    expect(rent.monthly_etax).toBeCloseTo(rent.monthly / 1.2, 2);
    expect(rent.borrowing_rate_percent).toBeLessThan(rent.apr_percent);
    expect(rent.lender).toContain('Démo');
    expect(rent.choices.duration_months).toEqual([24, 36, 48, 60, 72]);

    const loa = (await get(`/api/rents/${await loaRentOf(5)}`)).json().data;
    expect(loa.kind).toBe('loa');
    expect(loa.purchase_option).toBeGreaterThan(0);
    expect(loa.first_payment).toBe(loa.contribution);
    expect(loa.total_due).toBeCloseTo(loa.contribution + loa.monthly * loa.duration_months + loa.purchase_option, 2);
    expect(loa.choices.mileage_per_year).toEqual([10000, 15000, 20000, 25000, 30000]);
  });

  it('answers 404 for an unknown offer and 422 for a malformed id', async () => {
    expect((await get('/api/rents/99999999')).statusCode).toBe(404);
    const bad = await get('/api/rents/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id).toBeDefined();
  });
});

describe('legal mentions', () => {
  it('quotes the cheapest offer with the mandatory sentences and the same numbers', async () => {
    const res = await get('/api/vehicles/8/fundings/legal-mentions');
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    const ex = m.representative_example;
    const card = (await get('/api/vehicles/8?light')).json().data;
    expect(Math.ceil(ex.monthly)).toBe(card.monthly_from);
    const rent = (await get(`/api/rents/${m.rent_id}`)).json().data;
    expect(rent.vehicle.id).toBe(8);
    expect(rent.monthly).toBe(ex.monthly);
    expect(m.text).toContain(CREDIT_WARNING);
    expect(m.warning).toBe(CREDIT_WARNING);
    expect(m.text).toContain('14 jours');
    expect(m.text).toContain('sous réserve d’acceptation par l’organisme prêteur Démo Finance Sarthe');
    expect(m.text).toContain('fictif');
    for (const figure of [
      eurosCents(ex.monthly),
      percent(ex.apr_percent),
      percent(ex.borrowing_rate_percent),
      eurosCents(ex.total_due),
      eurosCents(ex.total_cost),
      `${ex.duration_months} mois`,
      euros(ex.amount),
    ]) {
      expect(m.text).toContain(figure);
    }
    expect(m.text).toContain('TAEG');
    if (ex.kind === 'loa') {
      expect(m.text).toContain(`Option d’achat finale : ${euros(ex.purchase_option)}`);
      expect(m.text).toContain(euros(ex.first_payment));
    } else {
      expect(m.text).toContain('Coût total du crédit');
    }
  });

  it('of one kind (the leasing pages): the offer behind loa_monthly_from; an unknown kind is refused', async () => {
    const withLoa = (await get('/api/vehicles?funding=loa&per_page=1')).json().data[0];
    const res = await get(`/api/vehicles/${withLoa.id}/fundings/legal-mentions?kind=loa`);
    expect(res.statusCode).toBe(200);
    const ex = res.json().data.representative_example;
    expect(ex.kind).toBe('loa');
    expect(Math.ceil(ex.monthly)).toBe(withLoa.loa_monthly_from);
    const bad = await get(`/api/vehicles/${withLoa.id}/fundings/legal-mentions?kind=bail`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.kind).toEqual(['Type de financement inconnu.']);
  });

  it('answers 404 for an unknown vehicle', async () => {
    expect((await get('/api/vehicles/99999999/fundings/legal-mentions')).statusCode).toBe(404);
    expect((await get('/api/vehicles/zz/fundings/legal-mentions')).statusCode).toBe(422);
  });
});

describe('custom funding', () => {
  it('gives the offer’s own figures without options, and recomputes them for other options', async () => {
    const rentId = await creditRentOf(12);
    const rent = (await get(`/api/rents/${rentId}`)).json().data;
    const same = await custom(12, { rent_id: rentId, options: {} });
    expect(same.statusCode).toBe(200);
    const c = same.json().data;
    expect(c.simulation.monthly).toBe(rent.monthly);
    expect(c.contribution).toBe(rent.contribution);
    expect(c.contribution_etax).toBe(Math.round(rent.contribution / 1.2));
    expect(c.header).toContain(eurosCents(rent.monthly));
    expect(c.body).toContain(eurosCents(rent.total_due));
    expect(c.footer).toContain(CREDIT_WARNING);
    expect(c.footer).toContain('14 jours');
    expect(c.choices.duration_months).toEqual([24, 36, 48, 60, 72]);

    const longer = (await custom(12, { rent_id: rentId, options: { duration_months: 72, contribution: 0 } })).json()
      .data;
    const shorter = (await custom(12, { rent_id: rentId, options: { duration_months: 24, contribution: 0 } })).json()
      .data;
    expect(longer.simulation.monthly).toBeLessThan(shorter.simulation.monthly);
    expect(longer.simulation.total_cost).toBeGreaterThan(shorter.simulation.total_cost);
    expect(longer.options).toEqual({ duration_months: 72, contribution: 0, mileage_per_year: null });
    expect(longer.body).toContain(eurosCents(longer.simulation.monthly));
    expect(longer.body).toContain('72 mensualités');
    const more = (await custom(12, { rent_id: rentId, options: { duration_months: 72, contribution: 3000 } })).json()
      .data;
    expect(more.simulation.monthly).toBeLessThan(longer.simulation.monthly);
    expect(more.simulation.financed_amount).toBe(rent.amount - 3000);
  });

  it('recomputes a LOA for another mileage: lower option d’achat, higher rent', async () => {
    const rentId = await loaRentOf(20);
    const low = (
      await custom(20, { rent_id: rentId, options: { mileage_per_year: 10000, duration_months: 36 } })
    ).json().data;
    const high = (
      await custom(20, { rent_id: rentId, options: { mileage_per_year: 30000, duration_months: 36 } })
    ).json().data;
    expect(high.simulation.purchase_option).toBeLessThanOrEqual(low.simulation.purchase_option);
    expect(high.simulation.monthly).toBeGreaterThanOrEqual(low.simulation.monthly);
    expect(high.body).toContain('30\u202f000\u00a0km par an');
    expect(high.body).toContain(euros(high.simulation.purchase_option));
  });

  it('answers 422 per field for options outside the choices', async () => {
    const rentId = await loaRentOf(12);
    const price = (await get('/api/vehicles/12?light')).json().data.price;
    const res = await custom(12, { rent_id: rentId, options: { duration_months: 37, mileage_per_year: 12345 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['options.duration_months', 'options.mileage_per_year']);
    expect(res.json().errors['options.duration_months'][0]).toContain('24, 36, 48, 60');
    const tooMuch = await custom(12, { rent_id: rentId, options: { contribution: price + 1 } });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors['options.contribution']).toBeDefined();
    const typed = await custom(12, { rent_id: rentId, options: { contribution: -5, duration_months: 'douze' } });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors['options.contribution']).toBeDefined();
    expect(typed.json().errors['options.duration_months']).toBeDefined();
    const noRent = await custom(12, { options: {} });
    expect(noRent.statusCode).toBe(422);
    expect(noRent.json().errors.rent_id).toBeDefined();
  });

  it('answers 404 for another vehicle’s offer or an unknown vehicle', async () => {
    const otherRent = await loaRentOf(13);
    expect((await custom(12, { rent_id: otherRent, options: {} })).statusCode).toBe(404);
    expect((await custom(99999999, { rent_id: otherRent, options: {} })).statusCode).toBe(404);
  });
});

describe('funding requests', () => {
  it('stores a request computed on the server, lists it with its vehicle and deletes it', async () => {
    const u = await registerUser(t.app);
    const rentId = await creditRentOf(30);
    const options = { duration_months: 48, contribution: 1500 };
    const expected = (await custom(30, { rent_id: rentId, options })).json().data.simulation;
    const res = await store(u.token, {
      vehicle_id: 30,
      rent_id: rentId,
      options,
      phone: '+33 6 11 22 33 44',
      message: '  Rappel le matin  ',
    });
    expect(res.statusCode).toBe(201);
    const f = res.json().data;
    expect(f).toMatchObject({
      status: 'nouvelle',
      rent_id: rentId,
      funding_type: { slug: 'credit' },
      amount: expected.amount,
      contribution: 1500,
      duration_months: 48,
      mileage_per_year: null,
      monthly: expected.monthly,
      apr_percent: expected.apr_percent,
      total_due: expected.total_due,
      phone: '06 11 22 33 44',
      message: 'Rappel le matin',
    });
    expect(f.vehicle.id).toBe(30);

    const list = await get('/api/user/fundings', u.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(1);
    expect(list.json().data[0]).toMatchObject({ id: f.id, vehicle: { id: 30 }, monthly: expected.monthly });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/fundings/${f.id}`,
      headers: apiHeaders(u.token),
    });
    expect(del.statusCode).toBe(204);
    expect((await get('/api/user/fundings', u.token)).json().data).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/fundings/${f.id}`,
      headers: apiHeaders(u.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps each user’s requests apart: another user’s id answers 404', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const f = (
      await store(a.token, { vehicle_id: 31, rent_id: await loaRentOf(31), options: {}, phone: '0612345678' })
    ).json().data;
    expect((await get('/api/user/fundings', b.token)).json().data).toEqual([]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/fundings/${f.id}`,
      headers: apiHeaders(b.token),
    });
    expect(del.statusCode).toBe(404);
    expect((await get('/api/user/fundings', a.token)).json().meta.total).toBe(1);
  });

  it('keeps LLD and crédit-bail for company accounts', async () => {
    const types = (await get('/api/funding-types')).json().data;
    const lld = types.find((x: { slug: string }) => x.slug === 'lld').id;
    const person = await registerUser(t.app);
    const refused = await store(person.token, {
      vehicle_id: 32,
      rent_id: null,
      funding_type_id: lld,
      options: { duration_months: 36, mileage_per_year: 20000 },
      phone: '0243000000',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.funding_type_id).toBeDefined();
    const sector = (await get('/api/business-sectors')).json().data[0];
    const company = await registerUser(t.app, {
      is_comp: true,
      company_name: 'Transports Martin',
      company_siret: VALID_SIRET,
      business_sector_id: sector.id,
    });
    const ok = await store(company.token, {
      vehicle_id: 32,
      rent_id: null,
      funding_type_id: lld,
      options: { duration_months: 36, mileage_per_year: 20000 },
      phone: '0243000000',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      funding_type: { slug: 'lld' },
      rent_id: null,
      monthly: null,
      duration_months: 36,
      mileage_per_year: 20000,
      status: 'nouvelle',
    });
  });

  it('answers 422 per field, 404 for an unknown vehicle and 401 without a token', async () => {
    const u = await registerUser(t.app);
    const bad = await store(u.token, {
      vehicle_id: 30,
      rent_id: await creditRentOf(31),
      options: {},
      phone: '0612345678',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.rent_id).toBeDefined();
    const fields = await store(u.token, {
      vehicle_id: 30,
      rent_id: await creditRentOf(30),
      options: { duration_months: 13 },
      phone: '01 23',
    });
    expect(fields.statusCode).toBe(422);
    expect(fields.json().errors.phone).toBeDefined();
    const options = await store(u.token, {
      vehicle_id: 30,
      rent_id: await creditRentOf(30),
      options: { duration_months: 13 },
      phone: '0612345678',
    });
    expect(options.statusCode).toBe(422);
    expect(options.json().errors['options.duration_months']).toBeDefined();
    const noType = await store(u.token, { vehicle_id: 30, rent_id: null, options: {}, phone: '0612345678' });
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors.funding_type_id).toBeDefined();
    expect(
      (
        await store(u.token, {
          vehicle_id: 99999999,
          rent_id: null,
          funding_type_id: 1,
          options: {},
          phone: '0612345678',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await store(undefined, { vehicle_id: 30, rent_id: null, options: {}, phone: '0612345678' })).statusCode,
    ).toBe(401);
    expect((await get('/api/user/fundings')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user/fundings/1', headers: apiHeaders() })).statusCode,
    ).toBe(401);
    expect((await get('/api/user/fundings', u.token)).json().data).toEqual([]);
  });
});
