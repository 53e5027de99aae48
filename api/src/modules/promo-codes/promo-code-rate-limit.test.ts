import { loadConfig } from '../../config';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { promoCalls, vehiclesOf } from './test-helpers';

let t: TestApp;
let api: ReturnType<typeof promoCalls>;
let vehicleId: number;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...loadConfig().rateLimits, promoCodeFailuresPerIp: 3, promoCodeWindowSeconds: 600 },
  });
  api = promoCalls(t);
  vehicleId = (await vehiclesOf(t, 'renault', 1))[0]!.id;
});
afterAll(() => t.close());

describe('POST /api/promotional-codes: brute-force limit per IP', () => {
  it('has a default of 20 failed codes per 10 minutes', () => {
    expect(loadConfig().rateLimits).toMatchObject({ promoCodeFailuresPerIp: 20, promoCodeWindowSeconds: 600 });
  });

  it('answers 429 with Retry-After and a French message once the failed codes are used up; valid codes do not count', async () => {
    expect((await api.check({ vehicle_id: vehicleId, code: 'BIENVENUE500' })).statusCode).toBe(200);
    for (const code of ['NOPE1', 'NOPE2'])
      expect((await api.check({ vehicle_id: vehicleId, code })).statusCode).toBe(422);
    expect((await api.check({ vehicle_id: vehicleId, code: 'BIENVENUE500' })).statusCode).toBe(200);
    // A malformed code fails too.
    expect((await api.check({ vehicle_id: vehicleId, code: '!!' })).statusCode).toBe(422);

    const limited = await api.check({ vehicle_id: vehicleId, code: 'BIENVENUE500' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(limited.json().message).toBe('Trop de codes promo essayés. Veuillez réessayer dans 10 minutes.');
  });

  it('counts per IP', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/promotional-codes',
      headers: apiHeaders(),
      payload: { vehicle_id: vehicleId, code: 'BIENVENUE500' },
      remoteAddress: '203.0.113.7',
    });
    expect(other.statusCode).toBe(200);
  });

  it('a burst of parallel guesses cannot pass the cap: the point is taken before the check', async () => {
    const guess = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promotional-codes',
        headers: apiHeaders(),
        payload: { vehicle_id: vehicleId, code },
        remoteAddress: '198.51.100.9',
      });
    const replies = await Promise.all(['G1', 'G2', 'G3', 'G4', 'G5', 'G6'].map(guess));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([422, 422, 422, 429, 429, 429]);
  });
});
