/**
 * NUL, the other C0 controls (tab, line feed and carriage return excepted) and lone surrogates, in
 * every input of every operation of the OpenAPI document: a 422 on that very field, in the one
 * error shape, and nothing written. Before this check, PostgreSQL's refusal of NUL in text came
 * back as a 500 on a dozen routes (`/api/vehicles/{id}`, `/api/partners/{id}`, a booking's message…).
 */
import { API_MESSAGES } from '@ga/contracts';
import { changedTables, fingerprint } from '../test/db-fingerprint';
import { fillPath, queryString, readOperations, type Operation } from '../test/openapi-operations';
import { apiHeaders, createTestApp, credentialHeaders, registerVerifiedUser, type TestApp } from '../test/test-app';
import { createStaff, signInStaff, staffHeaders, type TestStaffSession } from '../test/staff';
import { forbiddenTextErrors, hasForbiddenCharacter } from './input-text';

const operations = readOperations();
let t: TestApp;
let token: string;
/** An admin's session for the staff routes (every staff route accepts an admin). */
let staff: TestStaffSession;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerVerifiedUser(t)).token;
  staff = await signInStaff(t, await createStaff(t, 'admin'));
});
afterAll(() => t.close());

describe('hasForbiddenCharacter', () => {
  it.each([
    ['a\u0000b', true],
    ['\u0001', true],
    ['\u001f', true],
    ['\u000b', true],
    ['a\ud800', true],
    ['\udc00z', true],
    ['\udc00\ud800', true],
    ['tab\tline\nreturn\r', false],
    ['😀 Crit’Air é\u0301 中文', false],
    ['\u007f\u0085\u202e\ufeff', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(hasForbiddenCharacter(text)).toBe(expected);
  });

  it('names nested fields and keys', () => {
    expect(forbiddenTextErrors({ a: { b: ['ok', 'x\u0000'] }, ['k\u0000']: 1, fine: 'y' })).toEqual({
      'a.b.1': [API_MESSAGES.forbiddenCharacter],
      'k\ufffd': [API_MESSAGES.forbiddenCharacter],
    });
  });
});

/** The texts sent: in a URL only what percent-encoding can carry (a lone surrogate cannot). */
const IN_URL = ['a\u0000b', 'a\u0001b', '\u001b[31m'];
const IN_JSON = [...IN_URL, 'a\ud800b', '\udfff'];

interface Probe {
  where: 'path' | 'query' | 'body';
  field: string;
  text: string;
}

function probes(op: Operation): Probe[] {
  const list: Probe[] = [];
  for (const field of op.pathParams) for (const text of IN_URL) list.push({ where: 'path', field, text });
  for (const field of op.queryParams) for (const text of IN_URL) list.push({ where: 'query', field, text });
  if (op.bodyTypes.includes('application/json'))
    for (const field of op.bodyFields) for (const text of IN_JSON) list.push({ where: 'body', field, text });
  return list;
}

const probed = operations.filter((op) => probes(op).length > 0);

it('the document has inputs to probe (a sanity check of the generator)', () => {
  expect(probed.length).toBeGreaterThan(60);
});

describe.each(probed.map((op) => [op.name, op] as const))('%s', (_name, op) => {
  it('a forbidden character in any input → 422 on that field, nothing written', async () => {
    const before = await fingerprint(t.database.db);
    for (const probe of probes(op)) {
      const path = Object.fromEntries(
        op.pathParams.map((p) => [p, p === probe.field && probe.where === 'path' ? probe.text : '1']),
      );
      const query: [string, string][] = probe.where === 'query' ? [[probe.field, probe.text]] : [];
      const headers: Record<string, string> = op.staffRoles
        ? staffHeaders(staff)
        : { ...apiHeaders(op.needsUser || op.optionalUser ? token : undefined), ...credentialHeaders(op) };
      let payload: string | undefined;
      if (op.bodyTypes.includes('application/json')) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(probe.where === 'body' ? { [probe.field]: probe.text } : {});
      }
      const res = await t.app.inject({
        method: op.method,
        url: fillPath(op.path, path) + queryString(query),
        headers,
        payload,
      });
      expect([probe, res.statusCode, res.json()]).toEqual([
        probe,
        422,
        { message: API_MESSAGES.validation, errors: { [probe.field]: [API_MESSAGES.forbiddenCharacter] } },
      ]);
    }
    expect(changedTables(before, await fingerprint(t.database.db))).toEqual([]);
  });
});
