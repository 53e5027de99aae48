/**
 * GET /api/staff/stream on a real port, as the inbox page's EventSource reads it: the staff cookie
 * and no API key; a visitor token, no cookie or a revoked session get nothing; a request made
 * through the public API arrives as `event: inbox` with its inbox id, well within 1 s (the delay is
 * printed: docs/staff.md « Live »); a stream whose session is signed out is closed at the next
 * heartbeat; nothing of the inbox reaches the public /live/stock.
 */
import type { AddressInfo } from 'node:net';
import { addIsoDays, nextOpenDay, parisToday, STAFF_SESSION_COOKIE } from '@ga/contracts';
import { sql } from 'kysely';
import { openStream } from '../../test/sse-reader';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../../test/staff';
import { apiHeaders, createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let base: string;
let staff: TestStaffSession;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp({ liveStock: { perIp: 10, max: 100, heartbeatSeconds: 1 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  staff = await signInStaff(t, await createStaff(t, 'conseiller'));
  visitor = (await registerUser(t.app)).token;
});
afterAll(() => t.close());
afterEach(() => new Promise((resolve) => setTimeout(resolve, 200)));

const cookie = (s: TestStaffSession) => ({ cookie: `${STAFF_SESSION_COOKIE}=${s.sessionId}` });
const storeCall = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/calls/store',
    headers: apiHeaders(visitor),
    payload: { phone: '02 43 00 00 01', preferred_date: nextOpenDay(addIsoDays(parisToday(), 1)), slot: 'soir' },
  });
const lastInboxId = async () =>
  String((await sql<{ id: string }>`select max(id)::text id from staff_inbox`.execute(t.database.db)).rows[0]!.id);

describe('the staff live stream', () => {
  it('opens with the session cookie alone (no API key), as an event stream, for the site origin', async () => {
    const stream = await openStream(`${base}/api/staff/stream`, cookie(staff));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(stream.headers.get('access-control-allow-credentials')).toBe('true');
    await stream.until((text) => text.includes('retry: 3000'));
    await stream.cancel();
  });

  it('is refused (401) without a cookie, with a visitor token, and with an API key but no session', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${visitor}` },
      { 'x-api-key': t.config.apiKey },
    ];
    for (const headers of variants) {
      const res = await fetch(`${base}/api/staff/stream`, { headers: { accept: 'text/event-stream', ...headers } });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      await res.text();
    }
  });

  it('brings each new request within 1 s: its inbox id only', async () => {
    const stream = await openStream(`${base}/api/staff/stream`, cookie(staff));
    await stream.until((text) => text.includes('retry: 3000'));
    const delays: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      expect((await storeCall()).statusCode).toBe(201);
      const id = await lastInboxId();
      await stream.until((text) => text.includes(`event: inbox\ndata: {"ids":[${id}]}`), 1000);
      delays.push(performance.now() - started);
    }
    const text = await stream.until(() => true);
    expect(text).not.toMatch(/Camille|@exemple\.fr|02 43/);
    delays.sort((a, b) => a - b);
    console.log(
      `flux conseiller : délai d’arrivée de 10 demandes, médiane ${delays[5]!.toFixed(1)} ms, max ${delays[9]!.toFixed(1)} ms (requête comprise)`,
    );
    await stream.cancel();
  });

  it('sends nothing of the inbox to the public /live/stock', async () => {
    const live = await openStream(`${base}/live/stock`);
    await live.until((text) => text.includes('retry: 3000'));
    expect((await storeCall()).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await live.until(() => true)).not.toMatch(/event: (inbox|refresh)/);
    await live.cancel();
  });

  it('closes at the next heartbeat once its session is signed out', async () => {
    const other = await signInStaff(t, await createStaff(t, 'conseiller'), '10.77.0.9');
    const stream = await openStream(`${base}/api/staff/stream`, cookie(other));
    await stream.until((text) => text.includes(': ping'), 3000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: staffHeaders(other) })).statusCode,
    ).toBe(204);
    await expect(
      Promise.race([stream.ended.then(() => 'closed'), new Promise((r) => setTimeout(() => r('open'), 3000))]),
    ).resolves.toBe('closed');
  });
});
