import { LIST_SLIDE_CATEGORIES } from '@ga/contracts';
import sharp from 'sharp';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });

describe('home page data', () => {
  it('GET /api/banners', async () => {
    const res = await get('/api/banners');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.length).toBeGreaterThan(0);
    expect(meta.total).toBe(data.length);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      subtitle: expect.any(String),
      cta_label: expect.any(String),
      link: expect.stringMatching(/^\//),
      image: expect.stringMatching(/^http:\/\/localhost:4000\/media\/illustrations\/[a-z-]+\.webp$/),
      background_colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
      text_colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
      position: 1,
    });
  });

  it('GET /api/welcome-slides', async () => {
    const { data } = (await get('/api/welcome-slides')).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({
      title: expect.any(String),
      text: expect.any(String),
      cta_label: expect.any(String),
      link: expect.any(String),
      image: expect.stringContaining('/media/'),
    });
  });

  it('GET /api/list-slides parses categories[] and keeps the order asked', async () => {
    const res = await get('/api/list-slides?categories[]=utilitaires&categories[]=electriques&limit=5');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(2);
    expect(data.map((s: { category: string }) => s.category)).toEqual(['utilitaires', 'electriques']);
    expect(data[0].title).toBe('Nos véhicules utilitaires');
    expect(data[0].vehicles).toHaveLength(5);
    for (const v of data[0].vehicles) expect(v.category).toBe('utilitaires');
    for (const v of data[1].vehicles) expect(v.energy).toBe('electrique');
    expect(data[1].vehicles[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      brand: { id: expect.any(Number), slug: expect.any(String), name: expect.any(String) },
      carmodel: { id: expect.any(Number), slug: expect.any(String), name: expect.any(String) },
      price: expect.any(Number),
      price_etax: expect.any(Number),
      image: expect.stringMatching(/\/media\/vehicles\/\d+\/1\.webp$/),
      is_reserved: false,
    });
  });

  it('accepts the percent-encoded form categories%5B%5D and a single value', async () => {
    const encoded = (await get('/api/list-slides?categories%5B%5D=coup-de-coeur&categories%5B%5D=nouveautes')).json();
    expect(encoded.data.map((s: { category: string }) => s.category)).toEqual(['coup-de-coeur', 'nouveautes']);
    for (const v of encoded.data[0].vehicles) expect(v.is_favourite_pick).toBe(true);
    const single = (await get('/api/list-slides?categories=offre-du-moment')).json();
    expect(single.data).toHaveLength(1);
    for (const v of single.data[0].vehicles) expect(v.discount).toBeGreaterThan(0);
  });

  it('shows in the « offre du moment » slider only vehicles of the /achat/offre-du-moment listing', async () => {
    const slider = (await get('/api/list-slides?categories=offre-du-moment')).json().data[0].vehicles as {
      id: number;
    }[];
    const listing = (await get('/api/vehicles?listing=offre-du-moment&per_page=48&sort=discount_desc')).json();
    expect(slider.length).toBeGreaterThan(0);
    const all: number[] = [];
    for (let page = 1; page <= listing.meta.last_page; page++) {
      all.push(
        ...(await get(`/api/vehicles?listing=offre-du-moment&per_page=48&page=${page}`))
          .json()
          .data.map((v: { id: number }) => v.id),
      );
    }
    for (const v of slider) expect(all).toContain(v.id);
  });

  it('returns every slider when none is asked, each non-empty', async () => {
    const { data } = (await get('/api/list-slides')).json();
    expect(data.map((s: { category: string }) => s.category)).toEqual([...LIST_SLIDE_CATEGORIES]);
    for (const slide of data) expect(slide.vehicles.length).toBeGreaterThan(0);
  });

  it('refuses an unknown slider category with 422', async () => {
    const res = await get('/api/list-slides?categories[]=inconnue');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['categories.0'][0]).toMatch(/Catégorie inconnue/);
  });

  it('GET /api/ratings has data, count and percentage at the top level', async () => {
    const body = (await get('/api/ratings')).json();
    expect(body.count).toBe(199);
    expect(body.percentage).toBe(90);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({
      author: expect.stringMatching(/^\p{Lu}[\p{L}-]+ \p{Lu}\.$/u),
      rating: expect.any(Number),
      comment: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('GET /api/blog/last-news', async () => {
    const { data } = (await get('/api/blog/last-news?limit=3')).json();
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({
      title: expect.any(String),
      excerpt: expect.any(String),
      date: expect.any(String),
      image: expect.stringContaining('.webp'),
      url: expect.stringMatching(/^\//),
    });
    expect(data[0].date >= data[1].date).toBe(true);
  });

  it('GET /api/business-sectors lists the NAF sections', async () => {
    const { data, meta } = (await get('/api/business-sectors')).json();
    expect(meta.total).toBe(21);
    expect(data.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining([
        'Construction',
        "Commerce ; réparation d'automobiles et de motocycles",
        'Transports et entreposage',
      ]),
    );
  });
});

describe('media', () => {
  it('draws vehicle photos as SVG, publicly cached, without an API key', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const res = await t.app.inject({ url: `/media/vehicles/1/${n}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it("sends the same photos as WebP, at the drawing's size, publicly cached", async () => {
    const res = await t.app.inject({ url: '/media/vehicles/1/1.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450]);
  });

  it('404 for a frame or vehicle that does not exist, in either format', async () => {
    for (const ext of ['svg', 'webp']) {
      expect((await t.app.inject({ url: `/media/vehicles/1/99.${ext}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/media/vehicles/999999/1.${ext}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/media/vehicles/1/1.png' })).statusCode).toBe(422);
  });

  it('draws illustrations, as SVG and as WebP', async () => {
    const res = await t.app.inject({ url: '/media/illustrations/banner-remises.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<svg');
    const webp = await t.app.inject({ url: '/media/illustrations/banner-remises.webp' });
    expect(webp.headers['content-type']).toBe('image/webp');
    const meta = await sharp(webp.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 600]);
  });
});
