import { sql } from 'kysely';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { campaignStatus } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });
const query = (search: Record<string, unknown>) =>
  Object.entries(search)
    .flatMap(([k, v]) =>
      Array.isArray(v)
        ? v.map((x) => `${k}[]=${encodeURIComponent(String(x))}`)
        : [`${k}=${encodeURIComponent(String(v))}`],
    )
    .join('&');

describe('GET /api/events/{id|slug}', () => {
  it('gives the open days at Écommoy: dates, place, paragraphs, illustration and vehicle criteria', async () => {
    const res = await get('/api/events/journees-portes-ouvertes-ecommoy');
    expect(res.statusCode).toBe(200);
    const event = res.json().data;
    expect(event).toMatchObject({
      kind: 'event',
      slug: 'journees-portes-ouvertes-ecommoy',
      title: 'Journées portes ouvertes à Écommoy',
      status: 'a_venir',
      place: { name: 'Notre centre d’Écommoy', address: 'Route du Mans', postal_code: '72220', city: 'Écommoy' },
      opening_hours: expect.any(String),
      image: 'http://localhost:4000/media/illustrations/campagne-portes-ouvertes.webp',
      search: { conditions: ['new', 'zero_km'], sort: 'discount_desc' },
    });
    expect(event.starts_on <= event.ends_on).toBe(true);
    expect(event.paragraphs.length).toBeGreaterThanOrEqual(3);
    // The criteria work as they are on GET /api/vehicles, and the count matches.
    const vehicles = await get(`/api/vehicles?${query(event.search)}`);
    expect(vehicles.statusCode).toBe(200);
    expect(vehicles.json().meta.total).toBe(event.vehicles_count);
    expect(event.vehicles_count).toBeGreaterThan(0);
    // By id too.
    expect((await get(`/api/events/${event.id}`)).json().data.slug).toBe(event.slug);
  });

  it('still answers for a finished event, with its dates', async () => {
    const event = (await get('/api/events/journee-de-l-electrique')).json().data;
    expect(event.status).toBe('terminee');
    expect(event.ends_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await get('/api/events/semaine-de-l-utilitaire')).json().data.status).toBe('en_cours');
  });

  it('answers 404 in French for an unknown event, and a promotion is not an event', async () => {
    for (const url of ['/api/events/inconnu', '/api/events/999999', '/api/events/code-printemps5']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Événement introuvable.');
    }
  });
});

describe('GET /api/promotions/{slug}', () => {
  it('gives the promotion: discount, conditions with their dates, criteria and count', async () => {
    const res = await get('/api/promotions/remises-utilitaires');
    expect(res.statusCode).toBe(200);
    const promo = res.json().data;
    expect(promo).toMatchObject({
      kind: 'promotion',
      status: 'en_cours',
      discount_label: expect.any(String),
      search: { category: 'utilitaires', listing: 'par-remise' },
    });
    const french = promo.starts_on.split('-').reverse().join('/');
    expect(promo.conditions[0]).toContain(french);
    const vehicles = (await get(`/api/vehicles?${query(promo.search)}`)).json();
    expect(vehicles.meta.total).toBe(promo.vehicles_count);
    expect(
      vehicles.data.every(
        (v: { category: string; discount: number }) => v.category === 'utilitaires' && v.discount > 0,
      ),
    ).toBe(true);
  });

  it('still answers for an expired promotion; 404 for an unknown one', async () => {
    expect((await get('/api/promotions/soldes-d-hiver')).json().data.status).toBe('terminee');
    const res = await get('/api/promotions/inconnue');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Promotion introuvable.');
  });

  it('counts no vehicle for stored criteria that no longer validate', async () => {
    await sql`UPDATE campaigns SET search = '{"category":"bateaux"}' WHERE slug = 'code-printemps5'`.execute(
      t.database.db,
    );
    const res = await get('/api/promotions/code-printemps5');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vehicles_count).toBe(0);
  });
});

describe('campaignStatus', () => {
  it('is decided from the dates, both included', () => {
    expect(campaignStatus('2026-05-10', '2026-05-12', '2026-05-09')).toBe('a_venir');
    expect(campaignStatus('2026-05-10', '2026-05-12', '2026-05-10')).toBe('en_cours');
    expect(campaignStatus('2026-05-10', '2026-05-12', '2026-05-12')).toBe('en_cours');
    expect(campaignStatus('2026-05-10', '2026-05-12', '2026-05-13')).toBe('terminee');
  });
});
