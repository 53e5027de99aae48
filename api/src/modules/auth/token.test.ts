import { apiHeaders, createTestApp, OAUTH_CLIENT, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginFreeFailures: 3, loginMaxDelaySeconds: 60, loginPerIp: 5 } as never });
});
afterAll(() => t.close());

const tokenRequest = (username: string, password: string, extra: Record<string, unknown> = {}, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: apiHeaders(),
    remoteAddress: ip,
    payload: { grant_type: 'password', ...OAUTH_CLIENT, username, password, ...extra },
  });

describe('POST /oauth/token', () => {
  it('gives a bearer token for good credentials (e-mail case-insensitive)', async () => {
    const u = await registerUser(t.app);
    const res = await tokenRequest(u.email.toUpperCase(), u.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 2592000 });
    expect(body.access_token.length).toBeGreaterThanOrEqual(43);
    const me = await t.app.inject({ url: '/api/user', headers: apiHeaders(body.access_token) });
    expect(me.statusCode).toBe(200);
    // Only the hash is stored.
    const rows = await t.database.db
      .selectFrom('access_tokens')
      .select('token_hash')
      .where('user_id', '=', u.user.id)
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(body.access_token);
  });

  it('refuses a wrong password and an unknown account with the same French message', async () => {
    const u = await registerUser(t.app);
    const wrong = await tokenRequest(u.email, 'pas le bon mot de passe', {}, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Identifiant ou mot de passe incorrect.' });
    const unknown = await tokenRequest('personne@exemple.fr', 'peu importe', {}, '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Identifiant ou mot de passe incorrect.' });
  });

  it('refuses an unknown OAuth client', async () => {
    const u = await registerUser(t.app);
    const res = await tokenRequest(u.email, u.password, { client_secret: 'faux' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Client OAuth/);
  });

  it('validates the request (422 per field)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: apiHeaders(),
      payload: { grant_type: 'client_credentials' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.grant_type).toEqual(['Seul le type « password » est accepté.']);
    expect(errors.username).toEqual(['Ce champ est obligatoire.']);
  });

  it('slows an account down after its free failed sign-ins (429 + Retry-After, the sign-in link offered), for any password', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await tokenRequest(u.email, 'mauvais mot de passe', {}, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await tokenRequest(u.email, 'mauvais mot de passe', {}, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe(
      'Trop de tentatives de connexion sur ce compte. Réessayez dans 1 seconde, ou recevez un lien de connexion par e-mail.',
    );
    // During the delay the right password waits too: the reply tells nothing about the password.
    expect((await tokenRequest(u.email, u.password, {}, '10.1.0.10')).statusCode).toBe(429);
  });

  it('limits failed sign-ins per IP across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i += 1)
      expect((await tokenRequest(`inconnu${i}@exemple.fr`, 'x', {}, ip)).statusCode).toBe(401);
    const res = await tokenRequest('encore@exemple.fr', 'x', {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('clears the account counter after a successful sign-in', async () => {
    const u = await registerUser(t.app);
    await tokenRequest(u.email, 'faux 1', {}, '10.3.0.1');
    await tokenRequest(u.email, 'faux 2', {}, '10.3.0.2');
    expect((await tokenRequest(u.email, u.password, {}, '10.3.0.3')).statusCode).toBe(200);
    await tokenRequest(u.email, 'faux 3', {}, '10.3.0.4');
    await tokenRequest(u.email, 'faux 4', {}, '10.3.0.5');
    expect((await tokenRequest(u.email, u.password, {}, '10.3.0.6')).statusCode).toBe(200);
  });
});

describe('POST /oauth/revoke', () => {
  it('revokes the token used (204), which then gives 401', async () => {
    const u = await registerUser(t.app);
    const other = (await tokenRequest(u.email, u.password, {}, '10.4.0.1')).json().access_token as string;
    const res = await t.app.inject({ method: 'POST', url: '/oauth/revoke', headers: apiHeaders(u.token) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const me = await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Non authentifié.' });
    // Other sessions stay open.
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(other) })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/oauth/revoke', headers: apiHeaders() });
    expect(res.statusCode).toBe(401);
  });
});
