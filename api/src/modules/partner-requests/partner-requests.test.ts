import { PARTNER_REQUEST_MESSAGES } from '@ga/contracts';
import { apiHeaders, createTestApp, registerUser, VALID_SIRET, type TestApp } from '../../test/test-app';
import { hashToken } from '../auth/token-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const store = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/partner-requests',
    headers: apiHeaders(token),
    payload: payload as object,
  });
const valid = {
  kind: 'flotte',
  company_name: '  Transports Martin  ',
  company_siret: '732 829 320 00074',
  fleet_size: '12',
  phone: '+33 2 43 12 34 56',
  message: 'Nous voulons renouveler douze utilitaires électriques cette année.',
};

describe('POST /api/user/partner-requests', () => {
  it('stores the request (201, status nouvelle) with normalised fields, for the signed-in user', async () => {
    const u = await registerUser(t.app);
    const res = await store(u.token, valid);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      kind: 'flotte',
      company_name: 'Transports Martin',
      company_siret: VALID_SIRET,
      fleet_size: 12,
      phone: '02 43 12 34 56',
      message: valid.message,
      status: 'nouvelle',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const row = await t.database.db
      .withTables<{ partner_requests: { id: number; user_id: number } }>()
      .selectFrom('partner_requests')
      .select('user_id')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(u.user.id);
  });

  it('accepts a partnership request without SIRET nor fleet size', async () => {
    const u = await registerUser(t.app);
    const res = await store(u.token, { ...valid, kind: 'partenariat', company_siret: '', fleet_size: null });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'partenariat', company_siret: null, fleet_size: null });
  });

  it('answers 422 per field, in French', async () => {
    const u = await registerUser(t.app);
    const res = await store(u.token, {
      kind: 'autre',
      company_name: 'X',
      company_siret: '123',
      fleet_size: 0,
      phone: '12',
      message: 'court',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Les données envoyées ne sont pas valides.',
      errors: {
        kind: [PARTNER_REQUEST_MESSAGES.kind],
        company_name: [PARTNER_REQUEST_MESSAGES.companyName],
        company_siret: [PARTNER_REQUEST_MESSAGES.siret],
        fleet_size: [PARTNER_REQUEST_MESSAGES.fleetSize],
        phone: [expect.stringMatching(/numéro de téléphone français/)],
        message: [PARTNER_REQUEST_MESSAGES.message],
      },
    });
    const empty = await store(u.token, {});
    expect(Object.keys(empty.json().errors).sort()).toEqual(['company_name', 'kind', 'message', 'phone']);
  });

  it('answers 401 without a token, or with an expired or revoked one', async () => {
    expect((await store(undefined, valid)).statusCode).toBe(401);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await t.database.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(a.token))
      .execute();
    await t.database.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(b.token))
      .execute();
    expect((await store(a.token, valid)).statusCode).toBe(401);
    expect((await store(b.token, valid)).statusCode).toBe(401);
  });
});
