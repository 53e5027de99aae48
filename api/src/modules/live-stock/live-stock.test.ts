/**
 * GET /live/stock on a real port, as a browser's EventSource reads it: the headers, a price change
 * and a sale pushed within 2 s, the heartbeat, the per-address limit, and the end of every stream
 * when the process drains or closes (a stream never holds a shutdown).
 */
import type { AddressInfo } from 'node:net';
import { openStream as openSse } from '../../test/sse-reader';
import { createTestApp, type TestApp } from '../../test/test-app';

const openStream = () => openSse(`${base}/live/stock`);

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ liveStock: { perIp: 3, max: 100, heartbeatSeconds: 1 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
// A stream the client aborted is seen closed by the server a moment later.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 200)));

const ops = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

async function someVehicle(): Promise<{ id: number; price: number }> {
  const res = await t.app.inject({
    url: '/api/vehicles?per_page=5&sort=price_desc',
    headers: { 'x-api-key': t.config.apiKey },
  });
  return res.json().data[2];
}

/** The `vehicles` events read, parsed. */
const events = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('event: vehicles'))
    .map((block) => JSON.parse(block.split('\ndata: ')[1]!));

it('is an event stream without API key, readable from the site’s origin, with a retry delay', async () => {
  const s = await openStream();
  expect(s.status).toBe(200);
  expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(s.headers.get('cache-control')).toBe('no-store');
  expect(s.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  await s.until((text) => text.startsWith('retry: 3000\n'));
  await s.until((text) => text.includes(': ping'), 2500);
  await s.cancel();
});

it('pushes a price change and a sale made through the change channel, to every open stream, within 2 s', async () => {
  const [a, b] = [await openStream(), await openStream()];
  await Promise.all([a.until((x) => x.includes('retry')), b.until((x) => x.includes('retry'))]);
  const v = await someVehicle();
  const started = Date.now();
  expect((await ops(`/ops/stock/${v.id}/price`, { price: v.price - 300 })).statusCode).toBe(200);
  for (const s of [a, b]) {
    const text = await s.until((x) =>
      events(x).some((e) =>
        e.vehicles.some((s2: { id: number; price: number }) => s2.id === v.id && s2.price === v.price - 300),
      ),
    );
    const state = events(text)
      .flatMap((e) => e.vehicles)
      .find((s2: { id: number }) => s2.id === v.id);
    expect(state).toEqual({
      id: v.id,
      available: true,
      is_reserved: false,
      price: v.price - 300,
      price_etax: Math.round((v.price - 300) / 1.2),
      price_drop: expect.objectContaining({ reference_price: v.price }),
    });
  }
  expect(Date.now() - started).toBeLessThan(2000);

  await ops(`/ops/stock/${v.id}/sold`);
  await a.until((x) =>
    events(x).some((e) => e.vehicles.some((s2: { id: number; available: boolean }) => s2.id === v.id && !s2.available)),
  );
  await ops(`/ops/stock/${v.id}/back`);
  await a.until(
    (x) =>
      events(x).filter((e) =>
        e.vehicles.some((s2: { id: number; available: boolean }) => s2.id === v.id && s2.available),
      ).length >= 2,
  );
  await Promise.all([a.cancel(), b.cancel()]);
});

it('tells a stream that opens what changed just before: a price changed while the page’s stream was still connecting', async () => {
  const v = await someVehicle();
  // The page has fetched the vehicle; the staff change the price before its stream is listening.
  expect((await ops(`/ops/stock/${v.id}/price`, { price: v.price - 450 })).statusCode).toBe(200);
  const s = await openStream();
  const text = await s.until((x) =>
    events(x).some((e) =>
      e.vehicles.some((s2: { id: number; price: number }) => s2.id === v.id && s2.price === v.price - 450),
    ),
  );
  // First the retry delay, then the catch-up, before any heartbeat.
  expect(text.indexOf('retry: 3000')).toBeLessThan(text.indexOf('event: vehicles'));
  await s.cancel();
});

it('limits open streams per address, in French, and frees the place when one closes', async () => {
  const open = [await openStream(), await openStream(), await openStream()];
  const refused = await fetch(`${base}/live/stock`);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({
    message: 'Trop de connexions en direct depuis votre adresse : fermez quelques onglets ou réessayez plus tard.',
  });
  await open[0]!.cancel();
  await new Promise((r) => setTimeout(r, 100));
  const again = await openStream();
  expect(again.status).toBe(200);
  await Promise.all([again.cancel(), open[1]!.cancel(), open[2]!.cancel()]);
});

it('a draining process ends its streams (browsers reconnect elsewhere) and refuses new ones; closing does not wait for them', async () => {
  const s = await openStream();
  await s.until((x) => x.includes('retry'));
  t.app.lifecycle.drain();
  await Promise.race([
    s.ended,
    new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 2500)),
  ]);
  const refused = await fetch(`${base}/live/stock`);
  expect(refused.status).toBe(503);
});
