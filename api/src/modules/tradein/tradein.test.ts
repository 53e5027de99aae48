/**
 * Trade-in API: plate look-up, the form's lists (each depending on the choices before it), the
 * request with its instant valuation, owner-only reading. Reference data: seeds/tradein-reference.ts.
 */
import { TRADEIN_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { DEMO_PLATES, TRADEIN_VERSIONS } from '../../../seeds/tradein-reference';
import { apiHeaders, createTestApp, registerUser, registerVerifiedUser, type TestApp } from '../../test/test-app';
import { waitForMail } from '../../test/outbox-wait';
import { frenchDelay } from '../../http/errors';
import { readOutbox } from '../mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string, ip = '10.50.0.1') =>
  t.app.inject({ url, headers: apiHeaders(token), remoteAddress: ip });
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload });
const values = (res: { json(): { data: { value: unknown }[] } }) => res.json().data.map((o) => o.value);

describe('plate look-up', () => {
  it('resolves every demo plate, typed with or without dashes, in any case', async () => {
    expect(DEMO_PLATES.length).toBeGreaterThanOrEqual(10);
    for (const [i, p] of DEMO_PLATES.entries()) {
      const typed = i % 2 ? p.plate.toLowerCase().replace(/[-\s]/g, '') : p.plate;
      const res = await get(`/api/reprise/registration/${encodeURIComponent(typed)}`, undefined, `10.50.1.${i}`);
      expect([p.plate, res.statusCode]).toEqual([p.plate, 200]);
      const data = res.json().data;
      expect(data).toMatchObject({
        found: true,
        brand: p.brand,
        carmodel: p.model,
        first_registration: p.firstRegistration,
        colour: p.colour,
      });
      expect(data.finish).toBe(`${p.engine} ${p.finish}`);
    }
  });

  it('an unknown plate is a 404 with the manual path; a malformed one a 422 on plate', async () => {
    const unknown = await get('/api/reprise/registration/ZZ-999-ZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TRADEIN_MESSAGES.plateUnknown });
    for (const bad of ['AB-12', 'AI-123-CD', '%3Cscript%3E']) {
      const res = await get(`/api/reprise/registration/${bad}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ plate: [TRADEIN_MESSAGES.plateFormat] });
    }
  });

  it('is limited per IP (20 a minute), in French', async () => {
    let last = await get('/api/reprise/registration/ZZ-999-ZZ', undefined, '10.50.9.9');
    for (let i = 0; i < 20; i += 1) last = await get('/api/reprise/registration/ZZ-999-ZZ', undefined, '10.50.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Trop de requêtes depuis votre connexion/);
    // The wait in the message is Retry-After's, in French words: « 1 minute(s) » was said for a
    // Retry-After of a few seconds.
    const seconds = Number(last.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(last.json().message).toBe(
      `Trop de requêtes depuis votre connexion. Veuillez réessayer dans ${frenchDelay(seconds)}.`,
    );
    expect(frenchDelay(28)).toBe('28 secondes');
  });

  it('has no HEAD route of its own: no look-up, no existence check, no second budget (404 for any plate, as in the OpenAPI document)', async () => {
    const head = (plate: string, ip: string) =>
      t.app.inject({
        method: 'HEAD',
        url: `/api/reprise/registration/${plate}`,
        headers: apiHeaders(),
        remoteAddress: ip,
      });
    const known = DEMO_PLATES[0]!.plate;
    // The GET budget of an address used up: HEAD gives no further look-up.
    for (let i = 0; i < 20; i += 1) await get(`/api/reprise/registration/${known}`, undefined, '10.50.8.8');
    expect((await get(`/api/reprise/registration/${known}`, undefined, '10.50.8.8')).statusCode).toBe(429);
    const answers = new Set<number>();
    for (let i = 0; i < 5; i += 1) answers.add((await head(known, '10.50.8.8')).statusCode);
    expect([...answers].every((code) => code === 404 || code === 429)).toBe(true);
    // From a fresh address, a known and an unknown plate answer the same.
    const [a, b] = [await head(known, '10.50.8.9'), await head('ZZ-999-ZZ', '10.50.8.9')];
    expect([a.statusCode, b.statusCode]).toEqual([404, 404]);
    expect(a.headers['content-length']).toBe(b.headers['content-length']);
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, object> };
    const path = Object.keys(doc.paths).find((p) => p.startsWith('/api/reprise/registration/'))!;
    expect(Object.keys(doc.paths[path]!)).toEqual(['get']);
  });
});

describe('the form’s lists', () => {
  it('brands → models → lists of the model, each narrowed by the choices before it', async () => {
    expect(values(await get('/api/reprise/brands'))).toEqual(
      expect.arrayContaining(['renault', 'peugeot', 'citroen', 'dacia', 'tesla']),
    );
    expect(values(await get('/api/reprise/carmodels/renault'))).toEqual(expect.arrayContaining(['clio', 'captur']));
    const energies = values(await get('/api/reprise/energies/renault/clio'));
    expect(energies.length).toBeGreaterThan(1);
    const years = values(await get('/api/reprise/years/renault/clio')) as number[];
    expect(years[0]).toBeGreaterThanOrEqual(years[years.length - 1]!);
    const clio = TRADEIN_VERSIONS.filter((v) => v.brand === 'Renault' && v.model === 'Clio');
    const oneEnergy = clio[0]!.energy;
    const gearboxes = values(await get(`/api/reprise/gearboxes/renault/clio?energy=${oneEnergy}`));
    expect(new Set(gearboxes)).toEqual(new Set(clio.filter((v) => v.energy === oneEnergy).map((v) => v.gearbox)));
    expect(values(await get('/api/reprise/months/renault/clio?year=2020'))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect((await get('/api/reprise/colors/renault/clio')).json().data.length).toBeGreaterThan(8);
    expect((await get('/api/reprise/types/renault/clio')).json().data[0].label).toMatch(/^[A-ZÉ]/);
  });

  it('fiscal powers, engine powers and finishes (one per version) from the choices so far', async () => {
    const v = TRADEIN_VERSIONS.find((x) => x.brand === 'Peugeot' && x.model === '208')!;
    const choices = { brand: 'peugeot', carmodel: '208', energy: v.energy, gearbox: v.gearbox, year: v.yearFrom };
    expect(values(await post('/api/reprise/fiscal-powers', choices))).toContain(v.fiscalPower);
    expect(values(await post('/api/reprise/engine-powers', { ...choices, fiscal_power: v.fiscalPower }))).toContain(
      v.enginePower,
    );
    const finishes = (
      await post('/api/reprise/finishes', { ...choices, fiscal_power: v.fiscalPower, engine_power: v.enginePower })
    ).json().data;
    expect(finishes.map((f: { label: string }) => f.label)).toContain(`${v.engine} ${v.finish}`);
    expect(typeof finishes[0].value).toBe('number');
  });

  it('equipment and damage areas with their kinds', async () => {
    expect((await get('/api/reprise/equipments')).json().data.length).toBeGreaterThan(8);
    const areas = (await get('/api/reprise/damage-areas')).json().data;
    expect(areas.length).toBeGreaterThan(10);
    expect(areas[0]).toMatchObject({
      value: expect.any(String),
      label: expect.any(String),
      zone: expect.any(String),
      kinds: expect.any(Array),
    });
  });

  it('unknown brand or model → 404 JSON in French; a bad choice → 422', async () => {
    expect((await get('/api/reprise/carmodels/inconnue')).json()).toEqual({ message: TRADEIN_MESSAGES.brandUnknown });
    expect((await get('/api/reprise/energies/renault/inconnu')).json()).toEqual({
      message: TRADEIN_MESSAGES.modelUnknown,
    });
    expect((await get('/api/reprise/energies/inconnue/clio')).statusCode).toBe(404);
    expect((await get('/api/reprise/gearboxes/renault/clio?energy=vapeur')).statusCode).toBe(422);
    expect((await post('/api/reprise/finishes', { brand: 'renault' })).statusCode).toBe(422);
  });
});

describe('POST /api/user/reprises/store and GET /api/user/reprises/{id}', () => {
  const clio = async () => {
    const finishes = (await post('/api/reprise/finishes', { brand: 'renault', carmodel: 'clio' })).json().data as {
      value: number;
    }[];
    const id = finishes[0]!.value;
    const { rows } = await sql<{
      year_from: number;
      year_to: number | null;
    }>`select year_from, year_to from tradein_versions where id = ${id}`.execute(t.database.db);
    // A year the version was sold (2020 when it can be).
    return { version_id: id, year: Math.min(rows[0]!.year_to ?? 2025, Math.max(rows[0]!.year_from, 2020)), month: 3 };
  };
  const body = async (extra: object = {}) => ({
    ...(await clio()),
    plate: 'gh-482-tk',
    mileage: 48_000,
    colour: 'Gris foncé',
    equipments: [],
    damages: [],
    first_hand: true,
    service_history: true,
    comment: null,
    ...extra,
  });

  it('stores the request with its instant estimate (adjustments adding up, within its range), e-mails it, lists it', async () => {
    const u = await registerVerifiedUser(t);
    const res = await post('/api/user/reprises/store', await body(), u.token);
    expect([res.statusCode, res.json().errors]).toEqual([201, undefined]);
    const r = res.json().data;
    expect(r).toMatchObject({
      status: 'nouvelle',
      brand: 'Renault',
      carmodel: 'Clio',
      plate: 'GH-482-TK',
      mileage: 48_000,
      phone: '06 12 34 56 78',
    });
    expect(r.valuation[0]).toMatchObject({ kind: 'base' });
    expect(r.valuation.reduce((s: number, a: { amount: number }) => s + a.amount, 0)).toBe(r.estimate_value);
    expect(r.estimate_min).toBeLessThanOrEqual(r.estimate_value + 25);
    expect(r.estimate_max).toBeGreaterThanOrEqual(r.estimate_value - 25);
    const days = (new Date(r.estimate_valid_until).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect((await get(`/api/user/reprises/${r.id}`, u.token)).json().data).toEqual(r);
    expect((await get('/api/user/reprises', u.token)).json().data[0].id).toBe(r.id);
    const mail = await waitForMail(
      t.config.outboxDir,
      (m) => m.to === u.email && m.subject.startsWith('Votre demande de reprise'),
    );
    expect(mail?.text).toContain(`/devis-reprise/${r.id}`);
    expect(mail?.text).toContain('sous réserve d’expertise du véhicule');
  });

  it('to an address nobody confirmed, the e-mail quotes nothing typed: the reference and fixed text only', async () => {
    const u = await registerUser(t.app, { fullname: 'Voir https://exemple.invalid/gain' });
    const res = await post(
      '/api/user/reprises/store',
      await body({ comment: 'https://exemple.invalid/lien' }),
      u.token,
    );
    expect(res.statusCode).toBe(201);
    const r = res.json().data;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = (await readOutbox(t.config.outboxDir)).find(
      (m) => m.to === u.email && m.subject.startsWith('Votre demande de reprise'),
    );
    expect(mail?.text).toContain(`n° ${r.id}`);
    expect(mail?.text).not.toContain('exemple.invalid');
    expect(mail?.text).not.toContain('Clio');
  });

  it('a damage lowers the estimate; more kilometres never raise it', async () => {
    const u = await registerUser(t.app);
    const area = (await get('/api/reprise/damage-areas')).json().data[0];
    const clean = (await post('/api/user/reprises/store', await body(), u.token)).json().data;
    const damaged = (
      await post(
        '/api/user/reprises/store',
        await body({ damages: [{ area: area.value, kind: area.kinds[1].value }] }),
        u.token,
      )
    ).json().data;
    const worn = (await post('/api/user/reprises/store', await body({ mileage: 160_000 }), u.token)).json().data;
    expect(damaged.estimate_value).toBeLessThan(clean.estimate_value);
    expect(worn.estimate_value).toBeLessThanOrEqual(clean.estimate_value);
  });

  it('422 per field, nothing written; 401 signed out; another user’s request → 404', async () => {
    const u = await registerUser(t.app);
    const before = await sql<{
      n: number;
    }>`select count(*)::int as n from reprises where user_id = ${u.user.id}`.execute(t.database.db);
    const bad = await post(
      '/api/user/reprises/store',
      await body({
        plate: 'AB-12',
        colour: 'Fuchsia',
        equipments: ['fusee'],
        damages: [{ area: 'aile', kind: 'x' }],
        month: 13,
      }),
      u.token,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['month']);
    const bad2 = await post(
      '/api/user/reprises/store',
      await body({
        plate: 'AB-12',
        colour: 'Fuchsia',
        equipments: ['fusee'],
        damages: [{ area: 'aile', kind: 'x' }],
        year: 1990,
      }),
      u.token,
    );
    expect(Object.keys(bad2.json().errors).sort()).toEqual(['colour', 'damages', 'equipments', 'plate', 'year']);
    expect(
      (await post('/api/user/reprises/store', await body({ version_id: 99_999_999 }), u.token)).json().errors,
    ).toEqual({ version_id: [TRADEIN_MESSAGES.versionUnknown] });
    const after = await sql<{
      n: number;
    }>`select count(*)::int as n from reprises where user_id = ${u.user.id}`.execute(t.database.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);

    expect((await post('/api/user/reprises/store', await body())).statusCode).toBe(401);
    const mine = (await post('/api/user/reprises/store', await body(), u.token)).json().data;
    const other = await registerUser(t.app);
    expect((await get(`/api/user/reprises/${mine.id}`, other.token)).statusCode).toBe(404);
    expect((await get('/api/user/reprises/99999999', u.token)).statusCode).toBe(404);
    expect((await get(`/api/user/reprises/${mine.id}`)).statusCode).toBe(401);
  });

  it('an expired estimate is computed again at today’s prices; a valid one stays; closed or without version → 409', async () => {
    const u = await registerUser(t.app);
    const r = (await post('/api/user/reprises/store', await body(), u.token)).json().data;
    const same = await post(`/api/user/reprises/${r.id}/estimate`, {}, u.token);
    expect([same.statusCode, same.json().data.estimate_valid_until]).toEqual([200, r.estimate_valid_until]);

    await sql`update reprises set estimated_at = now() - interval '10 days', estimate_min_cents = 100, estimate_max_cents = 200 where id = ${r.id}`.execute(
      t.database.db,
    );
    const expired = (await get(`/api/user/reprises/${r.id}`, u.token)).json().data;
    expect(new Date(expired.estimate_valid_until).getTime()).toBeLessThan(Date.now());
    const fresh = await post(`/api/user/reprises/${r.id}/estimate`, {}, u.token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toMatchObject({ estimate_min: r.estimate_min, estimate_max: r.estimate_max });
    expect(new Date(fresh.json().data.estimate_valid_until).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    await sql`update reprises set estimated_at = now() - interval '10 days', status = 'traitee' where id = ${r.id}`.execute(
      t.database.db,
    );
    const closed = await post(`/api/user/reprises/${r.id}/estimate`, {}, u.token);
    expect([closed.statusCode, closed.json()]).toEqual([409, { message: TRADEIN_MESSAGES.valuationClosed }]);
    await sql`update reprises set status = 'en_cours', version_id = null where id = ${r.id}`.execute(t.database.db);
    expect((await post(`/api/user/reprises/${r.id}/estimate`, {}, u.token)).json()).toEqual({
      message: TRADEIN_MESSAGES.valuationUnavailable,
    });

    const other = await registerUser(t.app);
    expect((await post(`/api/user/reprises/${r.id}/estimate`, {}, other.token)).statusCode).toBe(404);
    expect((await post(`/api/user/reprises/${r.id}/estimate`, {})).statusCode).toBe(401);
  });

  it('every demo request of the demo account has its version and an estimate that adds up', async () => {
    const { rows } = await sql<{
      id: number;
      version_id: number | null;
      valuation: { amount: number }[];
      estimate_min_cents: number;
      estimate_max_cents: number;
    }>`
      select r.id, r.version_id, r.valuation, r.estimate_min_cents, r.estimate_max_cents from reprises r join users u on u.id = r.user_id
      where u.email = 'demo@glinche-automobiles.fr' and r.is_demo`.execute(t.database.db);
    expect(rows.length).toBe(14);
    for (const r of rows) {
      expect(r.version_id).not.toBeNull();
      const value = r.valuation.reduce((sum, a) => sum + a.amount, 0);
      expect(r.estimate_min_cents / 100).toBeLessThanOrEqual(value);
      expect(r.estimate_max_cents / 100).toBeGreaterThanOrEqual(value);
    }
  });
});
