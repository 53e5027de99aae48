import { VIEW_360_FRAME_COUNT } from '@ga/contracts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: apiHeaders() });

describe('GET /api/vehicles/{id}/view-360', () => {
  it('lists the turntable frames, one every 10°, by id or slug', async () => {
    const res = await get('/api/vehicles/3/view-360');
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.vehicle_id).toBe(3);
    expect(view.frame_count).toBe(VIEW_360_FRAME_COUNT);
    expect(view.frames).toHaveLength(VIEW_360_FRAME_COUNT);
    expect(view.frames[0]).toEqual({ index: 0, angle: 0, url: 'http://localhost:4000/media/vehicles/3/360/0.svg' });
    expect(view.frames[9]).toMatchObject({ index: 9, angle: 90 });
    const slug = (await get('/api/vehicles/3?light')).json().data.slug;
    expect((await get(`/api/vehicles/${slug}/view-360`)).statusCode).toBe(200);
    expect((await get('/api/vehicles/3')).json().data.has_view_360).toBe(true);
  });

  it('gives at least 24 distinct frames, evenly spaced, each one a different SVG image that answers 200', async () => {
    const view: { frame_count: number; frames: { index: number; angle: number; url: string }[] } = (
      await get('/api/vehicles/3/view-360')
    ).json().data;
    const { frames } = view;
    expect(frames.length).toBeGreaterThanOrEqual(24);
    expect(view.frame_count).toBe(frames.length);
    expect(new Set(frames.map((f) => f.url)).size).toBe(frames.length);
    const step = 360 / frames.length;
    frames.forEach((f, i) => {
      expect(f.index).toBe(i);
      expect(f.angle).toBeCloseTo(i * step, 6);
    });
    const images = await Promise.all(frames.map((f) => t.app.inject({ url: new URL(f.url).pathname })));
    images.forEach((img, i) => {
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
      // Each frame differs from the next one (the last from the first: the turntable loops).
      expect(img.body).not.toBe(images[(i + 1) % images.length]!.body);
    });
  });

  it('answers 404 in French for an unknown vehicle', async () => {
    const res = await get('/api/vehicles/999999/view-360');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Véhicule introuvable.');
  });
});

describe('GET /media/vehicles/{id}/360/{index}.svg', () => {
  it('draws distinct SVG frames of the vehicle in its colour, cached for a day', async () => {
    const colour = (await get('/api/vehicles/3')).json().data.colour_hex;
    const frames = await Promise.all(
      [0, 4, 9, 18, 27].map((i) => t.app.inject({ url: `/media/vehicles/3/360/${i}.svg` })),
    );
    for (const f of frames) {
      expect(f.statusCode).toBe(200);
      expect(f.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(f.headers['cache-control']).toBe('public, max-age=86400');
      expect(f.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(f.body).toContain(colour);
      expect(f.body).not.toMatch(/NaN|Infinity|undefined/);
    }
    expect(new Set(frames.map((f) => f.body)).size).toBe(frames.length);
    expect(frames[2]!.body).toContain('vue à 360° : 90°');
  });

  it('answers 404 past the last frame or for an unknown vehicle', async () => {
    expect((await t.app.inject({ url: `/media/vehicles/3/360/${VIEW_360_FRAME_COUNT}.svg` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/vehicles/999999/360/0.svg' })).statusCode).toBe(404);
  });

  it('serves no 360° frame of an unpublished vehicle (like the view-360 call), its photos still', async () => {
    const id = 7;
    expect((await t.app.inject({ url: `/media/vehicles/${id}/360/0.svg` })).statusCode).toBe(200);
    await t.database.db.updateTable('vehicles').set({ is_published: false }).where('id', '=', id).execute();
    try {
      expect((await get(`/api/vehicles/${id}/view-360`)).statusCode).toBe(404);
      const frame = await t.app.inject({ url: `/media/vehicles/${id}/360/0.svg` });
      expect(frame.statusCode).toBe(404);
      expect(frame.json().message).toBe('Image introuvable.');
      // A booking keeps showing the card of a vehicle that left the stock: its photo stays.
      expect((await t.app.inject({ url: `/media/vehicles/${id}/1.svg` })).statusCode).toBe(200);
    } finally {
      await t.database.db.updateTable('vehicles').set({ is_published: true }).where('id', '=', id).execute();
    }
  });
});
