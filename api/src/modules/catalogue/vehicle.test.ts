import { sql } from 'kysely';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });

describe('GET /api/vehicles/{id}', () => {
  it('gives the full vehicle by id or by slug', async () => {
    const res = await get('/api/vehicles/1');
    expect(res.statusCode).toBe(200);
    const v = res.json().data;
    expect(v).toMatchObject({
      id: 1,
      title: `${v.brand.name} ${v.carmodel.name}`,
      doors: expect.any(Number),
      seats: expect.any(Number),
      crit_air: expect.stringMatching(/^[0-5]$/),
      colour_hex: expect.stringMatching(/^#[0-9a-f]{6}$/),
      description: expect.any(String),
      has_view_360: true,
      arrived_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      is_reserved: false,
    });
    expect(v.equipment.length).toBeGreaterThan(0);
    expect(v.images[0]).toBe('http://localhost:4000/media/vehicles/1/1.webp');
    expect(v).not.toHaveProperty('booking');
    const bySlug = (await get(`/api/vehicles/${v.slug}`)).json().data;
    const first = (
      await sql<{ id: number }>`SELECT min(id) AS id FROM vehicles WHERE slug = ${v.slug}`.execute(t.database.db)
    ).rows[0]!.id;
    expect(bySlug.id).toBe(first);
  });

  it('?light gives the card, ?booking adds booking: null', async () => {
    const light = (await get('/api/vehicles/2?light')).json().data;
    expect(light).toHaveProperty('price');
    expect(light).not.toHaveProperty('equipment');
    expect(light).not.toHaveProperty('booking');
    const booking = (await get('/api/vehicles/2?booking')).json().data;
    expect(booking.booking).toBeNull();
    expect(booking).toHaveProperty('equipment');
    const both = (await get('/api/vehicles/2?light=1&booking=1')).json().data;
    expect(both.booking).toBeNull();
    expect(both).not.toHaveProperty('equipment');
    expect((await get('/api/vehicles/2?light=peut-etre')).statusCode).toBe(422);
  });

  it('404 in French for an unknown id or slug', async () => {
    for (const id of ['999999', 'voiture-inconnue']) {
      const res = await get(`/api/vehicles/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Véhicule introuvable.' });
    }
  });
});

describe('GET /api/vehicles/suggestions', () => {
  it('gives similar vehicles, same model first, never the vehicle itself', async () => {
    const res = await get('/api/vehicles/suggestions?vehicle_id=1&limit=12');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    const ref = (await get('/api/vehicles/1')).json().data;
    expect(meta.total).toBe(data.length);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(12);
    expect(data.map((v: { id: number }) => v.id)).not.toContain(1);
    let sameModel = true;
    for (const v of data) {
      if (v.carmodel.id !== ref.carmodel.id) {
        sameModel = false;
        expect(v.body_type).toBe(ref.body_type);
        expect(Math.abs(v.price - ref.price)).toBeLessThanOrEqual(ref.price * 0.25 + 1);
      } else expect(sameModel).toBe(true); // every same-model vehicle comes before the others
    }
    expect((await get('/api/vehicles/suggestions?vehicle_id=1')).json().data).toHaveLength(8);
  });

  it('404 for an unknown vehicle, 422 without vehicle_id', async () => {
    expect((await get('/api/vehicles/suggestions?vehicle_id=999999')).json()).toEqual({
      message: 'Véhicule introuvable.',
    });
    const res = await get('/api/vehicles/suggestions');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.vehicle_id[0]).toMatch(/identifiant du véhicule/);
  });
});
