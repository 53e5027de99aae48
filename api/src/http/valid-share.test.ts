/**
 * How far does data generated from the document get? For EVERY operation of api/openapi.json,
 * requests built from the documented schemas (test/valid-values.ts: formats, patterns, enums,
 * bounds, required fields), sent with the credentials the operation asks for (visitor token, staff
 * session with its CSRF header, the site server's credential). A request « passes validation »
 * when the answer is neither 422 nor 400: it reached the rules behind validation (a 404 for an id
 * that does not exist, a 409, a 2xx). The share per operation is printed; an operation under half
 * needs a reason in REASONS below (a real id, a challenge or a signed proof the document cannot
 * describe), and at most 20 may be under half. An outside tester driven by /openapi.json meets the
 * same: a document looser than the checks sends its data to a 422.
 * Like the credentials, three values come from the client's side, not from the document
 * (withFixtures): the signed-in account's own password where a route asks for it again, a solved
 * bot check, and a password confirmation equal to the password.
 * The seed is fixed (VALID_SEED below): the figures change with the document, the API and the day
 * (dates are drawn in the next two weeks, as a visitor picks them; a Sunday or a holiday among
 * them moves an operation by a request or two, hence the margin kept under 50 %).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { conformanceProblem } from '../test/openapi-conformance';
import { fillPath, queryString, readOperations, type Operation } from '../test/openapi-operations';
import { apiHeaders, createTestApp, credentialHeaders, registerVerifiedUser, type TestApp } from '../test/test-app';
import { solvedBotCheck } from '../test/bot-check';
import { createStaff, signInStaff, staffHeaders, type TestStaff, type TestStaffSession } from '../test/staff';
import { validValue } from '../test/valid-values';

const RUNS = 10;
const VALID_SEED = 20261207;
const MAX_UNDER_HALF = 20;

/**
 * Operations where generated data mostly stops at validation, and why: what the request needs is
 * not in the document's reach (it names state held by the server, or a proof computed by a client).
 * A few sit about half-way (another database, PostgreSQL, may tip them under): they are listed
 * too, and printed as « sans objet » while above half.
 */
const SIRET =
  'a company account (is_comp) needs a SIRET that passes the Luhn checksum, which a pattern cannot say, and an existing business sector';
const EMAILED_TOKEN = 'needs the token of a link the API e-mailed (single use, never in the document)';
const REASONS: Record<string, string> = {
  'POST /api/alerts/unsubscribe': EMAILED_TOKEN,
  'POST /api/appointments/cancel': EMAILED_TOKEN,
  'POST /api/appointments/confirm': EMAILED_TOKEN,
  'POST /api/email/confirm': EMAILED_TOKEN,
  'POST /api/favourite-alerts/unsubscribe': EMAILED_TOKEN,
  'POST /api/forgot-password/reset': EMAILED_TOKEN,
  'POST /api/login-link/sign-in': EMAILED_TOKEN,
  'POST /api/newsletter/confirm': EMAILED_TOKEN,
  'POST /api/newsletter/unsubscribe': EMAILED_TOKEN,
  'POST /api/staff/enrolment': EMAILED_TOKEN,
  'GET /api/appointments/slots':
    'a period from today of 31 days at most (a window relative to the day of the request), and for a test drive a vehicle that exists',
  'POST /api/appointments':
    'needs a free slot among those GET /api/appointments/slots proposes, and for a test drive a vehicle that exists',
  'GET /api/staff/agenda': 'needs the slug of an existing place (places are data, not an enum)',
  'POST /api/staff/appointment-blocks':
    'needs an existing place, and an end after the start within 62 days (an order between two fields)',
  'POST /api/form-pages/reply':
    'needs an existing form page; its fields are described by the page, not by the document',
  'POST /api/user/reprises/store': 'needs a catalogue version and a year it was sold, damages from the reference lists',
  'POST /api/user/bookings/store':
    'needs a free vehicle; a promotional code needs the signed proof POST /api/promotional-codes gives, a financing choice an offer (rent_id) of that very vehicle',
  'POST /api/user/fundings/store':
    'needs an offer (rent_id) of that very vehicle and an existing funding type (some for companies only)',
  'POST /api/user/estimates/store':
    'needs an existing delivery type and department; a promotional code needs the signed proof POST /api/promotional-codes gives',
  'POST /api/promotional-codes': 'needs an existing promotional code (about half reach that check)',
  'GET /api/vehicles/filters':
    'price_min ≤ price_max and year_min ≤ year_max: an order between two fields, which JSON Schema cannot say',
  'POST /api/user/partner-requests': 'a SIRET, when given, must pass the Luhn checksum, which a pattern cannot say',
  'POST /api/register': SIRET,
  'PUT /api/user': SIRET,
};

const operations = readOperations();
let t: TestApp;
let token: string;
/** The visitor's password: PUT /api/user/password may change it. */
let userPassword: string;
let admin: TestStaff;
let staffSession: TestStaffSession;
const results: { op: Operation; passed: number; sent: number; refusal: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await newVisitor();
  admin = await createStaff(t, 'admin');
  await newStaffSession();
});

async function newVisitor(): Promise<void> {
  const user = await registerVerifiedUser(t);
  [token, userPassword] = [user.token, user.password];
}

/** A new session; a new admin when the requests disabled this one or reset its second factor. */
async function newStaffSession(): Promise<void> {
  try {
    staffSession = await signInStaff(t, admin);
  } catch {
    admin = await createStaff(t, 'admin');
    staffSession = await signInStaff(t, admin);
  }
}

afterAll(async () => {
  await t.close();
});

interface ValidCase {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

/** A request built from the operation's documented parameters and body. */
function validCase(op: Operation): fc.Arbitrary<ValidCase> {
  const inPath = op.parameters.filter((p) => p.in === 'path');
  const inQuery = op.parameters.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(inPath.map((p) => [p.name, validValue(p.schema).map(String)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc
    .record(Object.fromEntries(inQuery.map((p) => [p.name, validValue(p.schema)])), {
      requiredKeys: inQuery.filter((p) => p.required).map((p) => p.name),
    })
    // Arrays as the document's default style says (form, exploded): `name=a&name=b`.
    .map((values) =>
      Object.entries(values).flatMap(([name, v]) =>
        (Array.isArray(v) ? v : [v]).map((item) => [name, String(item)] as [string, string]),
      ),
    );
  const body = op.bodySchema ? validValue(op.bodySchema) : fc.constant(undefined);
  return fc.record({ path, query, body });
}

function headersFor(op: Operation): Record<string, string> {
  return op.staffRoles
    ? staffHeaders(staffSession)
    : { ...apiHeaders(op.needsUser || op.optionalUser ? token : undefined), ...credentialHeaders(op) };
}

/**
 * FIXTURES: what the client holds, set on the generated body where the operation has the field —
 * the account's password asked again, a solved bot check (single use), the confirmation of the
 * password the body sets.
 */
async function withFixtures(op: Operation, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...body };
  if (op.bodyFields.includes('current_password')) out.current_password = op.staffRoles ? admin.password : userPassword;
  if (op.bodyFields.includes('captcha_token')) out.captcha_token = await solvedBotCheck(t.app);
  if (op.bodyFields.includes('password_confirmation')) out.password_confirmation = out.password;
  return out;
}

async function send(op: Operation, c: ValidCase): Promise<LightMyRequestResponse> {
  const headers = headersFor(op);
  let payload: string | undefined;
  let body: unknown;
  if (op.bodySchema) {
    headers['content-type'] = 'application/json';
    body = await withFixtures(op, c.body ?? {});
    payload = JSON.stringify(body);
  }
  const res = await t.app.inject({
    method: op.method,
    url: fillPath(op.path, c.path) + queryString(c.query),
    headers,
    payload,
  });
  // A password changed by the request is the one to give next time.
  const password = (body as { password?: unknown } | undefined)?.password;
  if (res.statusCode < 300 && typeof password === 'string') {
    if (op.name === 'PUT /api/staff/password') admin.password = password;
    if (op.name === 'PUT /api/user/password') userPassword = password;
  }
  return res;
}

/** The fields a 422 names, or the message of a 400: what stopped the request. */
function refusalsOf(res: LightMyRequestResponse): string[] {
  const body = res.json() as { message?: string; errors?: Record<string, string[]> };
  if (body.errors)
    return Object.entries(body.errors).map(([field, messages]) => `${field} (${messages[0]!.slice(0, 70)})`);
  return [`${res.statusCode} ${body.message ?? ''}`];
}

/**
 * A seed of its own per operation, from its name: the same values everywhere would, say, register
 * an address and then find it taken when the profile is updated; from the name, an operation added
 * to the document changes no other operation's figures.
 */
function seedOf(op: Operation): number {
  let hash = VALID_SEED;
  for (const char of op.name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

describe.each(operations.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  it(`${RUNS} requests generated from the document: answered as documented, never 5xx`, async () => {
    const cases = fc.sample(validCase(op), { numRuns: RUNS, seed: seedOf(op) });
    let passed = 0;
    const refused = new Map<string, number>();
    for (const c of cases) {
      let res = await send(op, c);
      if (res.statusCode === 401 && (op.needsUser || op.optionalUser)) {
        // A request ended the visitor's session (sign-out, deletion): a new visitor, the same request.
        await newVisitor();
        res = await send(op, c);
      } else if (res.statusCode === 401 && op.staffRoles) {
        await newStaffSession();
        res = await send(op, c);
      }
      expect([res.statusCode < 500, conformanceProblem(op, res)]).toEqual([true, null]);
      if (res.statusCode === 422 || res.statusCode === 400) {
        for (const reason of refusalsOf(res)) refused.set(reason, (refused.get(reason) ?? 0) + 1);
      } else passed += 1;
    }
    // What stopped the requests, most frequent first: `email ×3 ; phone ×1`.
    const refusal = [...refused]
      .sort((a, b) => b[1] - a[1])
      .map(([reason, n]) => `${reason} ×${n}`)
      .join(' ; ');
    results.push({ op, passed, sent: cases.length, refusal });
  });
});

describe('share of generated requests that pass validation', () => {
  it(`at most ${MAX_UNDER_HALF} operations under half, each with its reason`, () => {
    const share = (r: (typeof results)[number]) => r.passed / r.sent;
    const lines = [...results]
      .sort((a, b) => share(a) - share(b) || a.op.name.localeCompare(b.op.name))
      .map(
        (r) =>
          `${String(Math.round(share(r) * 100)).padStart(4)} %  ${r.op.name}${r.refusal ? `  — ${r.refusal.slice(0, 400)}` : ''}`,
      );
    const under = results.filter((r) => share(r) < 0.5).map((r) => r.op.name);
    const total = results.reduce((sum, r) => sum + r.passed, 0);
    const sent = results.reduce((sum, r) => sum + r.sent, 0);
    process.stdout.write(
      `Requêtes générées depuis le document : ${total}/${sent} passent la validation (${Math.round((100 * total) / sent)} %), ` +
        `${under.length} opérations sur ${results.length} sous 50 % (graine ${VALID_SEED}).\n${lines.join('\n')}\n`,
    );
    const stale = Object.keys(REASONS).filter((name) => !under.includes(name));
    if (stale.length) process.stdout.write(`Raisons sans objet (au-dessus de 50 %) : ${stale.join(', ')}\n`);
    expect(under.filter((name) => !(name in REASONS))).toEqual([]);
    expect(under.length).toBeLessThanOrEqual(MAX_UNDER_HALF);
    // Every operation was measured (one that failed above is missing here).
    expect(results).toHaveLength(operations.length);
  });
});
