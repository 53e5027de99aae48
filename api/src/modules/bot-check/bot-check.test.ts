import { BOT_CHECK_MESSAGES } from '@ga/contracts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { solvedBotCheck } from '../../test/bot-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (captcha_token: unknown, email = `bot-${Math.random().toString(36).slice(2)}@exemple.fr`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: apiHeaders(),
    payload: { email, captcha_token },
  });
const failed = {
  message: 'Les données envoyées ne sont pas valides.',
  errors: { captcha_token: [BOT_CHECK_MESSAGES.failed] },
};

describe('bot check (ALTCHA proof of work)', () => {
  it('gives a signed PBKDF2 challenge that is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bot-check/challenge', headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        nonce: expect.stringMatching(/^[0-9a-f]+$/),
        keySignature: expect.any(String),
        expiresAt: expect.any(Number),
      },
      signature: expect.any(String),
    });
  });

  it('accepts a genuine solution once, then refuses it (replay)', async () => {
    const token = await solvedBotCheck(t.app);
    expect((await subscribe(token)).statusCode).toBe(202);
    const again = await subscribe(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(failed);
  });

  it('asks for the check when it is missing', async () => {
    const res = await subscribe(undefined);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ captcha_token: [BOT_CHECK_MESSAGES.required] });
  });

  it.each([
    ['garbage', 'pas-du-base64 !'],
    ['JSON that is not a payload', Buffer.from('{"a":1}').toString('base64')],
    ['a huge string', 'A'.repeat(9000)],
  ])('refuses %s with a French 422', async (_label, token) => {
    const res = await subscribe(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.captcha_token).toHaveLength(1);
  });

  it('refuses a forged solution, an altered challenge and an expired one', async () => {
    const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

    // The derived key is what the work finds (its signature is in the challenge): a guessed one fails.
    const guessed = decode(await solvedBotCheck(t.app));
    guessed.solution.derivedKey = guessed.solution.derivedKey.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'));
    expect((await subscribe(encode(guessed))).json()).toEqual(failed);

    const cheaper = decode(await solvedBotCheck(t.app));
    cheaper.challenge.parameters.expiresAt += 3600;
    expect((await subscribe(encode(cheaper))).json()).toEqual(failed);

    const expiring = await createTestApp({
      botCheck: { cost: 1, counterMin: 1, counterMax: 3, ttlSeconds: 1, secret: 'test-secret' },
    });
    try {
      const token = await solvedBotCheck(expiring.app);
      await new Promise((r) => setTimeout(r, 1100));
      const res = await expiring.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: apiHeaders(),
        payload: { email: 'late@exemple.fr', captcha_token: token },
      });
      expect(res.json()).toEqual(failed);
    } finally {
      await expiring.close();
    }
  });

  it('keeps its key in the database: a second instance on the same data accepts the first one’s challenges', async () => {
    const rows = await t.database.db
      .selectFrom('app_secrets' as never)
      .select('name' as never)
      .execute();
    expect((rows as { name: string }[]).map((r) => r.name)).toEqual(
      expect.arrayContaining(['bot-check-signature', 'bot-check-key-signature']),
    );
  });
});
