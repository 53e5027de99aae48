/**
 * The authorisation matrix, generated from the OpenAPI document (api/openapi.json, held equal to
 * the live one by openapi.test.ts), so a new endpoint is in it without editing this file:
 * - every route that needs the API key: key missing or wrong → 401;
 * - every route that needs a signed-in user: no token, a malformed, an expired or a revoked token
 *   → 401;
 * - every such route that names a resource in its path: another user's resource → 404, as an
 *   unknown one, and that user's data unchanged;
 * - every staff route (/api/staff/*, the `staffSession` requirement): no cookie, an unknown, an
 *   expired or a revoked session, a visitor's token → 401; each staff role the route does not
 *   list (a conseiller on responsable or admin routes, a responsable on admin routes) → 403.
 */
import { API_MESSAGES, STAFF_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { hashToken } from '../modules/auth/token-service';
import { changedTables, fingerprint, fingerprintSince } from '../test/db-fingerprint';
import { conformanceProblem } from '../test/openapi-conformance';
import { fillPath, readOperations, type Operation } from '../test/openapi-operations';
import {
  apiHeaders,
  createTestApp,
  credentialHeaders,
  personalAccount,
  registerVerifiedUser,
  type TestApp,
} from '../test/test-app';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../test/staff';
import { STAFF_ROLES, type StaffRole } from '../modules/staff/roles';

const operations = readOperations();
const withKey = operations.filter((op) => op.needsApiKey);
const withUser = operations.filter((op) => op.needsUser);
const owned = withUser.filter((op) => op.pathParams.length > 0);
const withStaff = operations.filter((op) => op.staffRoles !== null);
/** A signed-in staff member of each role (with the CSRF header: the answer is about the role). */
const staffSessions = {} as Record<StaffRole, TestStaffSession>;

let t: TestApp;
/** The owner of the resources, and the other user who asks for them. */
let owner: Awaited<ReturnType<typeof registerVerifiedUser>>;
let other: Awaited<ReturnType<typeof registerVerifiedUser>>;
/** The owner's resource ids, by the path segment that names them (`bookings/{id}` → bookings). */
const ownedIds: Record<string, number> = {};

const PASSWORD = personalAccount().password;
/** A body that passes validation, for the routes that take one, so the answer is about ownership. */
const VALID_BODIES: Record<string, unknown> = {
  'DELETE /api/user/{id}/delete': { current_password: PASSWORD },
  'PUT /api/user/bookings/{id}': { message: 'Pouvez-vous me rappeler ?' },
  'PUT /api/user/alerts/{id}': { paused: true },
  'POST /api/user/reprises/{id}/offer/accept': { offer_id: 1 },
  'POST /api/user/reprises/{id}/offer/decline': { offer_id: 1, reason: 'Trop bas.' },
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerVerifiedUser(t);
  other = await registerVerifiedUser(t);
  const db = t.database.db;
  const one = async (query: ReturnType<typeof sql<{ id: number }>>) => (await query.execute(db)).rows[0]!.id;
  const vehicle = await one(
    sql`select v.id from vehicles v where v.is_published and not exists (select 1 from bookings b where b.vehicle_id = v.id) order by v.id desc limit 1`,
  );
  const booking = await t.app.inject({
    method: 'POST',
    url: '/api/user/bookings/store',
    headers: apiHeaders(owner.token),
    payload: { vehicle_id: vehicle },
  });
  expect(booking.statusCode).toBe(201);
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/user/estimates/store',
    headers: apiHeaders(owner.token),
    payload: {
      vehicle_id: vehicle,
      delivery_type_id: await one(sql`select id from delivery_types order by id limit 1`),
      department_id: await one(sql`select id from departments where code = '72'`),
    },
  });
  expect(quote.statusCode).toBe(201);
  const alert = await t.app.inject({
    method: 'POST',
    url: '/api/user/alerts',
    headers: apiHeaders(owner.token),
    payload: { name: 'Citadines', path: '/achat?energies=essence', query: { energies: ['essence'] } },
  });
  expect(alert.statusCode).toBe(201);
  ownedIds.user = owner.user.id;
  ownedIds.bookings = booking.json().data.id;
  ownedIds.estimates = quote.json().data.id;
  ownedIds.alerts = alert.json().data.id;
  ownedIds.fundings =
    await one(sql`insert into fundings (user_id, vehicle_id, funding_type_id, amount, contribution, duration_months, phone)
    values (${owner.user.id}, ${vehicle}, (select id from funding_types where slug = 'credit'), 20000, 0, 48, '06 12 34 56 78') returning id`);
  ownedIds.reprises =
    await one(sql`insert into reprises (user_id, brand, carmodel, energy, gearbox, year, month, mileage, phone)
    values (${owner.user.id}, 'Renault', 'Clio', 'essence', 'manuelle', 2019, 5, 60000, '06 12 34 56 78') returning id`);
  ownedIds.appointments =
    await one(sql`insert into appointments (id, reference, kind, place_id, starts_at, ends_at, status, fullname, email, phone, user_id, confirmed_at)
    values (nextval(pg_get_serial_sequence('appointments', 'id')), ${`R-MATRIX-${owner.user.id}`}, 'atelier', (select min(id) from appointment_places), now() + interval '20 days',
      now() + interval '20 days 1 hour', 'confirme', 'Témoin Matrice', ${owner.email}, '06 12 34 56 78', ${owner.user.id}, now()) returning id`);
  for (const role of STAFF_ROLES) staffSessions[role] = await signInStaff(t, await createStaff(t, role));
  ownedIds.photos =
    await one(sql`insert into reprise_photos (reprise_id, storage_key, content_type, width, height, bytes)
    values (${ownedIds.reprises}, ${`matrix-${owner.user.id}.jpg`}, 'image/jpeg', 1600, 1200, 1000) returning id`);
});
afterAll(() => t.close());

/** The owner's id for each `{param}`: the segment before it names the resource. */
function ownerValues(op: Operation): Record<string, string> {
  const segments = op.path.split('/');
  return Object.fromEntries(
    op.pathParams.map((param) => {
      const resource = segments[segments.indexOf(`{${param}}`) - 1]!;
      const id = ownedIds[resource];
      if (id === undefined)
        throw new Error(
          `${op.name} : aucune ressource « ${resource} » à l’utilisateur témoin ; ajoutez-la au beforeAll.`,
        );
      return [param, String(id)];
    }),
  );
}

/** A multipart body with one field `photo` (its content does not matter: ownership is checked first). */
const BOUNDARY = 'ga-matrix';
const MULTIPART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`;

/** The request, and its reply checked against the document (status, media type, body). */
async function request(op: Operation, headers: Record<string, string>, values: Record<string, string> = {}) {
  const res = await send(op, { ...credentialHeaders(op), ...headers }, values);
  expect([op.name, res.statusCode, conformanceProblem(op, res)]).toEqual([op.name, res.statusCode, null]);
  return res;
}

function send(op: Operation, headers: Record<string, string>, values: Record<string, string> = {}) {
  const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, values[p] ?? '1'])));
  if (op.bodyTypes.includes('multipart/form-data')) {
    return t.app.inject({
      method: op.method,
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: MULTIPART,
    });
  }
  const body = VALID_BODIES[op.name];
  return t.app.inject({
    method: op.method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('API key', () => {
  it.each(withKey.map((op) => [op.name, op] as const))('%s: missing or wrong key → 401', async (_name, op) => {
    const { 'x-api-key': _key, ...without } = apiHeaders(owner.token);
    for (const headers of [without, { ...without, 'x-api-key': 'pas-la-bonne-cle' }, { ...without, 'x-api-key': '' }]) {
      const res = await request(op, headers);
      expect([res.statusCode, res.json()]).toEqual([401, { message: API_MESSAGES.invalidApiKey }]);
    }
  });
});

describe('signed-in routes', () => {
  it('the document lists the signed-in area (a sanity check of the generator)', () => {
    expect(withUser.length).toBeGreaterThan(20);
    expect(withUser.every((op) => op.path.startsWith('/api/user') || op.path === '/oauth/revoke')).toBe(true);
  });

  it.each(withUser.map((op) => [op.name, op] as const))(
    '%s: no, malformed, expired or revoked token → 401',
    async (_name, op) => {
      const expired = await registerVerifiedUser(t);
      const revoked = await registerVerifiedUser(t);
      await t.database.db
        .updateTable('access_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(expired.token))
        .execute();
      await t.database.db
        .updateTable('access_tokens')
        .set({ revoked_at: new Date() })
        .where('token_hash', '=', hashToken(revoked.token))
        .execute();
      const values = op.pathParams.length ? ownerValues(op) : {};
      const cases: [string, Record<string, string>][] = [
        ['none', apiHeaders()],
        ['malformed', { ...apiHeaders(), authorization: 'Bearer ' }],
        ['not a bearer', { ...apiHeaders(), authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
        ['unknown', apiHeaders('x'.repeat(43))],
        ['too long', apiHeaders('x'.repeat(5000))],
        ['expired', apiHeaders(expired.token)],
        ['revoked', apiHeaders(revoked.token)],
      ];
      for (const [label, headers] of cases) {
        const res = await request(op, headers, values);
        expect([label, res.statusCode, res.json()]).toEqual([label, 401, { message: API_MESSAGES.unauthenticated }]);
      }
    },
  );

  it.each(owned.map((op) => [op.name, op] as const))(
    '%s: another user’s resource → 404, like an unknown one; nothing changes',
    async (_name, op) => {
      const before = await fingerprint(t.database.db);
      const theirs = await request(op, apiHeaders(other.token), ownerValues(op));
      const unknown = await request(
        op,
        apiHeaders(other.token),
        Object.fromEntries(op.pathParams.map((p) => [p, '99999999'])),
      );
      // The same reply as for an id that does not exist: nothing tells that it does.
      expect(theirs.statusCode).toBe(404);
      expect([theirs.statusCode, theirs.json()]).toEqual([unknown.statusCode, unknown.json()]);
      expect(changedTables(before, await fingerprintSince(t.database.db, before))).toEqual([]);
    },
  );
});

describe('staff routes', () => {
  it('the document lists the staff area with its roles (a sanity check of the generator)', () => {
    expect(withStaff.length).toBeGreaterThan(8);
    expect(withStaff.every((op) => op.path.startsWith('/api/staff/'))).toBe(true);
    expect(
      withStaff.every(
        (op) =>
          op.staffRoles!.length > 0 && op.staffRoles!.every((r) => (STAFF_ROLES as readonly string[]).includes(r)),
      ),
    ).toBe(true);
    expect(withStaff.some((op) => !op.staffRoles!.includes('conseiller'))).toBe(true);
  });

  it.each(withStaff.map((op) => [op.name, op] as const))(
    '%s: no, unknown, expired or revoked session, or a visitor token → 401',
    async (_name, op) => {
      const staff = await createStaff(t, 'admin');
      const expired = await signInStaff(t, staff);
      const revoked = await signInStaff(t, staff);
      await sql`update staff_sessions set last_seen_at = now() - interval '9 hours' where session_hash = ${hashToken(expired.sessionId)}`.execute(
        t.database.db,
      );
      await sql`update staff_sessions set revoked_at = now() where session_hash = ${hashToken(revoked.sessionId)}`.execute(
        t.database.db,
      );
      const cases: [string, Record<string, string>][] = [
        ['none', staffHeaders(null)],
        ['unknown', staffHeaders({ sessionId: 'x'.repeat(43), csrf: 'x' })],
        ['too long', staffHeaders({ sessionId: 'x'.repeat(500), csrf: 'x' })],
        ['expired', staffHeaders(expired)],
        ['revoked', staffHeaders(revoked)],
        ['visitor token', apiHeaders(owner.token)],
      ];
      for (const [label, headers] of cases) {
        const res = await request(op, headers);
        expect([label, res.statusCode]).toEqual([label, 401]);
      }
    },
  );

  const refusals = withStaff.flatMap((op) =>
    STAFF_ROLES.filter((role) => !op.staffRoles!.includes(role)).map(
      (role) => [`${op.name} as ${role}`, op, role] as const,
    ),
  );
  it.each(refusals)('%s → 403', async (_name, op, role) => {
    const before = await fingerprint(t.database.db);
    const res = await request(op, staffHeaders(staffSessions[role]));
    expect([res.statusCode, res.json()]).toEqual([403, { message: STAFF_MESSAGES.forbidden }]);
    expect(changedTables(before, await fingerprintSince(t.database.db, before))).toEqual([]);
  });
});
