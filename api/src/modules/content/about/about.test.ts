import { apiHeaders, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: apiHeaders() });

describe('GET /api/teams', () => {
  it('lists the services in order with their people: first names and roles only', async () => {
    const res = await get('/api/teams');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(data.length);
    expect(data[0]).toMatchObject({ slug: 'conseil-vente', name: 'Conseil et vente', mission: expect.any(String) });
    for (const team of data) {
      expect(team.members.length).toBeGreaterThan(0);
      for (const m of team.members) expect(m.first_name).toMatch(/^[A-ZÉ][a-zéèëï]+$/);
    }
  });
});

describe('GET /api/partners', () => {
  it('lists the partners and reads one by id or slug; unknown → 404', async () => {
    const list = (await get('/api/partners')).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(5);
    const first = list.data[0];
    expect(first).toMatchObject({
      slug: expect.any(String),
      name: expect.any(String),
      category: expect.any(String),
      description: expect.any(Array),
      benefits: expect.any(Array),
      colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect((await get(`/api/partners/${first.slug}`)).json().data).toEqual(first);
    expect((await get(`/api/partners/${first.id}`)).json().data).toEqual(first);
    const unknown = await get('/api/partners/partenaire-inconnu');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Ce partenaire n’existe pas.' });
    expect((await get('/api/partners/999999')).statusCode).toBe(404);
  });
});
