import { apiHeaders, createTestApp, OAUTH_CLIENT, registerUser, type TestApp, VALID_SIRET } from '../../test/test-app';
import { hashToken } from '../auth/token-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Camille Martin-Durand',
  email: `camille.nouvelle.${Math.random().toString(36).slice(2)}@exemple.fr`,
  phone: '02 43 12 34 56',
  address: '3 place de la République',
  postal_code: '72000',
  city: 'Le Mans',
  subscribe_newsletter: false,
  is_comp: false,
  ...overrides,
});

describe('GET /api/user', () => {
  it('returns the profile for a valid token', async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'address',
        'bookmarks',
        'business_sector',
        'city',
        'company_name',
        'company_siret',
        'created_at',
        'email',
        'email_verified',
        'fullname',
        'id',
        'is_comp',
        'pending_email',
        'phone',
        'postal_code',
        'subscribe_newsletter',
      ].sort(),
    );
    expect(res.json().data).toMatchObject({ id: u.user.id, email: u.email, bookmarks: [] });
  });

  it('lists bookmarked vehicle ids', async () => {
    const u = await registerUser(t.app);
    await t.database.db
      .insertInto('bookmarks')
      .values([
        { user_id: u.user.id, vehicle_id: 5 },
        { user_id: u.user.id, vehicle_id: 7 },
      ])
      .execute();
    const res = await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) });
    expect([...res.json().data.bookmarks].sort()).toEqual([5, 7]);
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'Basic abc'],
    ['unknown', 'Bearer inconnu'],
  ])('answers 401 for a %s token', async (_label, authorization) => {
    const res = await t.app.inject({
      url: '/api/user',
      headers: { ...apiHeaders(), ...(authorization ? { authorization } : {}) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Non authentifié.' });
  });

  it('answers 401 for an expired token', async () => {
    const u = await registerUser(t.app);
    await t.database.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(u.token))
      .execute();
    const res = await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a revoked token', async () => {
    const u = await registerUser(t.app);
    await t.database.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(u.token))
      .execute();
    const res = await t.app.inject({ url: '/api/user', headers: apiHeaders(u.token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/user', () => {
  it('updates the profile and becomes a company account', async () => {
    const u = await registerUser(t.app);
    const sector = await t.database.db
      .selectFrom('business_sectors')
      .select(['id', 'name'])
      .where('code', '=', 'H')
      .executeTakeFirstOrThrow();
    const body = profile({
      is_comp: true,
      company_name: 'Transports Martin',
      company_siret: VALID_SIRET,
      business_sector_id: sector.id,
      phone: '+33 2 43 12 34 56',
      current_password: u.password,
    });
    const res = await t.app.inject({ method: 'PUT', url: '/api/user', headers: apiHeaders(u.token), payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: u.user.id,
      fullname: 'Camille Martin-Durand',
      // The new address waits for its confirmation link (email-change.test.ts).
      email: u.email,
      pending_email: body.email,
      phone: '02 43 12 34 56',
      city: 'Le Mans',
      is_comp: true,
      company_name: 'Transports Martin',
      business_sector: { id: sector.id, name: sector.name },
    });
    // The password still works (not touched by a profile update).
    const token = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: apiHeaders(),
      payload: { grant_type: 'password', ...OAUTH_CLIENT, username: u.email, password: u.password },
    });
    expect(token.statusCode).toBe(200);
  });

  it('keeps one’s own e-mail', async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: apiHeaders(u.token),
      payload: profile({ email: u.email }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 per field, including another user’s e-mail, and changes nothing', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: apiHeaders(b.token),
      payload: profile({
        email: a.email,
        phone: '01 23',
        postal_code: '9999',
        is_comp: true,
        company_name: 'X',
        company_siret: '123',
        current_password: b.password,
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Cette adresse e-mail est déjà utilisée.'],
      phone: [expect.stringMatching(/numéro de téléphone français/)],
      postal_code: ['Veuillez saisir un code postal français valide (5 chiffres).'],
      company_siret: ['Le numéro SIRET doit comporter 14 chiffres et être valide.'],
      business_sector_id: ["Veuillez choisir un secteur d'activité."],
    });
    const me = await t.app.inject({ url: '/api/user', headers: apiHeaders(b.token) });
    expect(me.json().data.email).toBe(b.email);
  });

  it('needs a token (401 before validation)', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user', headers: apiHeaders(), payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
