/**
 * Who reaches the ops endpoints: with OPS_TOKEN set, the token and nothing else (the loopback
 * included); without it, the loopback only when no proxy forwarded the request, whichever
 * forwarding header the proxy uses.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { FORWARDING_HEADERS, requireOps } from './ops-access';

function opsApp(token: string | null): FastifyInstance {
  const app = Fastify();
  app.get('/ops/x', { preHandler: requireOps(token) }, async () => ({ ok: true }));
  return app;
}

const loopback = { remoteAddress: '127.0.0.1' };
const outside = { remoteAddress: '203.0.113.7' };

describe('without OPS_TOKEN (development)', () => {
  const app = opsApp(null);
  afterAll(() => app.close());

  it('the loopback, not forwarded: allowed; another address: 404', async () => {
    expect((await app.inject({ url: '/ops/x', ...loopback })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ops/x', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ops/x', ...outside })).statusCode).toBe(404);
  });

  it.each(FORWARDING_HEADERS.map((h) => [h]))(
    'a request with « %s » was forwarded: 404 even from the loopback',
    async (header) => {
      const value = header === 'forwarded' ? 'for=203.0.113.7' : header === 'via' ? '1.1 proxy' : '203.0.113.7';
      const res = await app.inject({ url: '/ops/x', ...loopback, headers: { [header]: value } });
      expect([header, res.statusCode]).toEqual([header, 404]);
    },
  );

  it('a bearer token means nothing when none is configured', async () => {
    expect((await app.inject({ url: '/ops/x', ...outside, headers: { authorization: 'Bearer ' } })).statusCode).toBe(
      404,
    );
  });
});

describe('with OPS_TOKEN', () => {
  const app = opsApp('jeton-ops');
  afterAll(() => app.close());

  it('the token is required, from the loopback too', async () => {
    expect((await app.inject({ url: '/ops/x', ...loopback })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/ops/x', ...loopback, headers: { authorization: 'Bearer faux' } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/ops/x', ...loopback, headers: { authorization: 'Bearer jeton-ops' } })).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          url: '/ops/x',
          ...outside,
          headers: { authorization: 'Bearer jeton-ops', 'x-forwarded-for': '203.0.113.7' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
