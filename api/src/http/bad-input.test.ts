/**
 * Bad input on EVERY endpoint of the OpenAPI document: generated payloads, query strings
 * and path ids — wrong types, missing fields, huge strings, unicode, negative and huge numbers, SQL
 * and HTML fragments, unknown ids, bodies that are not JSON. Each reply must be a 4xx in the one
 * error shape (or a 2xx when the generator happened on a valid request), never a 5xx, and a
 * rejected request must leave the database exactly as it was (every table's rows and checksum).
 *
 * The list of endpoints is read from api/openapi.json (held equal to the live document by
 * openapi.test.ts), so a new endpoint is covered without editing this file. FUZZ_RUNS sets the
 * cases per endpoint (default 12: about 1,300 cases, ~40 s of the API suite on the embedded
 * database); the seed is printed with the count so a failure can be replayed (FUZZ_SEED).
 * On CI the seed is fixed (a red build means a change broke something, not that the dice found an
 * old case); on a developer's machine it is new each run, and FUZZ_RUNS=150 explores ~16,000 cases.
 */
import { readSettings } from '@ga/config';
import { API_MESSAGES } from '@ga/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { badCase, type BadCase } from '../test/bad-values';
import { FASTIFY_MESSAGES } from './error-handler';
import { changedTables, fingerprint, fingerprintSince, type Fingerprint } from '../test/db-fingerprint';
import { conformanceProblem } from '../test/openapi-conformance';
import { fillPath, queryString, readOperations, type Operation } from '../test/openapi-operations';
import { apiHeaders, createTestApp, credentialHeaders, registerVerifiedUser, type TestApp } from '../test/test-app';
import { createStaff, signInStaff, staffHeaders, type TestStaff, type TestStaffSession } from '../test/staff';

const settings = readSettings('tests');
const RUNS = settings.int('FUZZ_RUNS');
const CI_SEED = 20261125;
const SEED = Number(settings.raw('FUZZ_SEED') ?? (settings.raw('CI') ? CI_SEED : Date.now() % 2 ** 31));
const operations = readOperations();

let t: TestApp;
let token: string;
let known: string[] = [];
let before: Fingerprint;
let tried = 0;
/** An admin's session for the staff routes (every role's route accepts an admin). */
let admin: TestStaff;
let staffSession: TestStaffSession;
/**
 * Writes a refused request may make: the staff audit log records failed sign-in steps and failed
 * password confirmations (modules/staff/audit.ts) — on purpose.
 */
const AUDITED_REFUSALS = new Set(['staff_audit_log']);

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerVerifiedUser(t)).token;
  admin = await createStaff(t, 'admin');
  staffSession = await signInStaff(t, admin);
  // A few real ids and slugs, so that part of the cases reach past « not found ».
  const { rows } = await sql<{ id: number; slug: string; brand: string }>`
    select v.id, v.slug, b.slug as brand from vehicles v join brands b on b.id = v.brand_id where v.is_published order by v.id limit 1`.execute(
    t.database.db,
  );
  known = rows.flatMap((r) => [String(r.id), r.slug, r.brand]);
  before = await fingerprint(t.database.db);
});

afterAll(async () => {
  process.stdout.write(
    `Entrées invalides : ${tried} cas sur ${operations.length} routes (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}).\n`,
  );
  await t.close();
});

const JSON_TYPES = /^application\/json(;|$)/;

/** The one error shape: `{ message }`, plus `errors` per field on 409 and 422 only. */
function errorShapeProblem(res: LightMyRequestResponse): string | null {
  if (!JSON_TYPES.test(String(res.headers['content-type'] ?? ''))) return `Content-Type ${res.headers['content-type']}`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'corps non JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'pas un objet';
  const { message, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message.length === 0) return 'message absent';
  if (Object.keys(rest).length) return `clés en trop : ${Object.keys(rest).join(', ')}`;
  if (errors !== undefined) {
    if (![409, 422].includes(res.statusCode)) return `errors sur un ${res.statusCode}`;
    const fine =
      typeof errors === 'object' &&
      errors !== null &&
      Object.values(errors).every(
        (list) => Array.isArray(list) && list.every((m) => typeof m === 'string' && m.length > 0),
      );
    if (!fine) return 'errors mal formé';
  }
  return null;
}

async function send(op: Operation, c: BadCase): Promise<LightMyRequestResponse> {
  const url = fillPath(op.path, c.path) + queryString(c.query);
  const headers: Record<string, string> = op.staffRoles
    ? staffHeaders(staffSession)
    : { ...apiHeaders(op.needsUser || op.optionalUser ? token : undefined), ...credentialHeaders(op) };
  let payload: string | undefined;
  if (op.bodyTypes.length) {
    headers['content-type'] = c.contentType;
    payload = c.rawText ?? JSON.stringify(c.body ?? null);
  }
  return t.app.inject({ method: op.method, url, headers, payload });
}

describe.each(operations.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  it(`${RUNS} generated bad requests: 4xx in the error shape, never 5xx, nothing written when refused`, async () => {
    await fc.assert(
      fc.asyncProperty(badCase(op, known), async (c) => {
        tried += 1;
        let res = await send(op, c);
        if (res.statusCode === 401 && (op.needsUser || op.optionalUser)) {
          // The case revoked the token or deleted the account: a new visitor, the same case.
          token = (await registerVerifiedUser(t)).token;
          before = await fingerprint(t.database.db);
          res = await send(op, c);
        } else if (res.statusCode === 401 && op.staffRoles) {
          // The case signed the admin out or revoked the session: a new session, the same case.
          staffSession = await signInStaff(t, admin);
          before = await fingerprint(t.database.db);
          res = await send(op, c);
        }
        const where = `${op.method} ${res.statusCode}`;
        if (res.statusCode >= 500) throw new Error(`${where} : ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 400) {
          const problem = errorShapeProblem(res);
          if (problem) throw new Error(`${where} hors de la forme d’erreur (${problem}) : ${res.body.slice(0, 300)}`);
        }
        // What an outside tester driven by /openapi.json checks: status, media type and body as documented.
        const undocumented = conformanceProblem(op, res);
        if (undocumented)
          throw new Error(`${where} ne dit pas ce que dit le document : ${undocumented} — ${res.body.slice(0, 200)}`);
        // A body of another media type never reaches validation: 415 (or 404 when no route matched,
        // 414 or 400 when the address itself was refused first, before any route: too long, or
        // malformed UTF-8 in a percent escape).
        if (
          op.bodyTypes.includes('application/json') &&
          c.rawText === null &&
          !JSON_TYPES.test(c.contentType) &&
          res.statusCode !== 415 &&
          res.statusCode !== 414 &&
          !(res.statusCode === 400 && res.json().message === FASTIFY_MESSAGES.FST_ERR_BAD_URL) &&
          !(res.statusCode === 404 && res.json().message === API_MESSAGES.routeNotFound)
        ) {
          throw new Error(`${where} : un corps ${c.contentType} doit être refusé en 415`);
        }
        if (op.method === 'GET') return;
        const after = await fingerprintSince(t.database.db, before);
        const changed = changedTables(before, after);
        before = after;
        if (res.statusCode >= 400 && changed.some((name) => !AUDITED_REFUSALS.has(name)))
          throw new Error(`${where} refusé mais écrit dans : ${changed.join(', ')}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });
});

describe('every write: JSON only, size bounded', () => {
  const writes = operations.filter((op) => op.bodyTypes.includes('application/json'));

  it.each(writes.map((op) => [op.name, op] as const))(
    '%s: 415 for other media types, 413 past the body limit',
    async (_name, op) => {
      if (op.staffRoles) {
        // A live session (the fuzz may have ended the last one), then the state to compare with.
        staffSession = await signInStaff(t, admin);
        before = await fingerprint(t.database.db);
      }
      const url = fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p, '1'])));
      const headers = op.staffRoles
        ? staffHeaders(staffSession)
        : { ...apiHeaders(op.needsUser || op.optionalUser ? token : undefined), ...credentialHeaders(op) };
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ]) {
        const res = await t.app.inject({
          method: op.method,
          url,
          headers: { ...headers, 'content-type': type },
          payload: 'a=1',
        });
        expect([type, res.statusCode, errorShapeProblem(res), conformanceProblem(op, res)]).toEqual([
          type,
          415,
          null,
          null,
        ]);
      }
      const huge = JSON.stringify({ text: 'x'.repeat(70 * 1024) });
      const res = await t.app.inject({
        method: op.method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: huge,
      });
      expect([res.statusCode, errorShapeProblem(res), conformanceProblem(op, res)]).toEqual([413, null, null]);
      for (const raw of ['{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
        const bad = await t.app.inject({
          method: op.method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: raw,
        });
        expect([raw, bad.statusCode, errorShapeProblem(bad), conformanceProblem(op, bad)]).toEqual([
          raw,
          400,
          null,
          null,
        ]);
      }
      const after = await fingerprintSince(t.database.db, before);
      expect(changedTables(before, after)).toEqual([]);
    },
  );
});

describe('URLs the router refuses before any route', () => {
  it.each([
    ['/api/vehicles/' + 'x'.repeat(150), 414, 'Adresse trop longue.'],
    ['/api/vehicles/%E0%A4%A', 400, 'Adresse invalide.'],
  ])('%s: %i in the error shape, with the security headers', async (url, status, message) => {
    const res = await t.app.inject({ url, headers: apiHeaders() });
    expect([res.statusCode, res.json()]).toEqual([status, { message }]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
