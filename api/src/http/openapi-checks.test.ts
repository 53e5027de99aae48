/**
 * The checks of the requests, as the OpenAPI document says them (api/openapi.json, held equal to
 * the live document by openapi.test.ts): formats, patterns and bounds that zod checks through a
 * refinement, a pipe or a transform (which JSON Schema cannot carry by itself) are written on the
 * schema with `.meta()`, so an outside tester's generated data reaches the rules behind validation.
 * A documented pattern must never be looser than the check: a value it matches is accepted.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  emailField,
  quoteRequestSchema,
  FIELD_PATTERNS,
  parsePlate,
  phoneField,
  PLATE_PATTERN,
  postalCodeField,
  tradeinStoreSchema,
  staffRecoverySchema,
  staffTotpSchema,
} from '@ga/contracts';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { z } from 'zod';
import { API_ROOT } from '../config';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; anyOf?: Schema[] };
type Document = {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: Schema }> }; parameters?: { name: string; schema: Schema }[] }
    >
  >;
};

const document = JSON.parse(fs.readFileSync(path.join(API_ROOT, 'openapi.json'), 'utf8')) as Document;
const bodyOf = (route: string, method: string) =>
  document.paths[route]![method]!.requestBody!.content['application/json']!.schema;
const paramOf = (route: string, method: string, name: string) =>
  document.paths[route]![method]!.parameters!.find((p) => p.name === name)!.schema;

/** Every schema of the document's requests (bodies and parameters), nested ones included. */
function requestSchemas(): Schema[] {
  const out: Schema[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      out.push(value as Schema);
      Object.values(value).forEach(walk);
    }
  };
  for (const methods of Object.values(document.paths)) {
    for (const op of Object.values(methods)) {
      walk(op.parameters?.map((p) => p.schema));
      walk(Object.values(op.requestBody?.content ?? {}).map((c) => c.schema));
    }
  }
  return out;
}

describe('the document carries the checks of the requests', () => {
  it('POST /api/register and PUT /api/user: e-mail format, French phone and postal-code patterns', () => {
    for (const [route, method] of [
      ['/api/register', 'post'],
      ['/api/user', 'put'],
    ] as const) {
      const fields = bodyOf(route, method).properties!;
      expect([route, fields.email]).toEqual([
        route,
        expect.objectContaining({ type: 'string', format: 'email', pattern: FIELD_PATTERNS.email, maxLength: 190 }),
      ]);
      expect([route, fields.phone]).toEqual([
        route,
        expect.objectContaining({ type: 'string', pattern: FIELD_PATTERNS.frenchPhone }),
      ]);
      expect([route, fields.postal_code]).toEqual([
        route,
        expect.objectContaining({ type: 'string', pattern: FIELD_PATTERNS.frenchPostalCode }),
      ]);
    }
  });

  it('ids sent as numbers or digits are documented as whole numbers in range, or digits', () => {
    expect(bodyOf('/api/user/bookings/store', 'post').properties!.vehicle_id!.anyOf).toEqual(
      expect.arrayContaining([
        { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        { type: 'string', pattern: '^[1-9]\\d{0,8}$' },
      ]),
    );
    expect(bodyOf('/api/user/reprises/store', 'post').properties!.month!.anyOf).toEqual(
      expect.arrayContaining([
        { type: 'integer', minimum: 1, maximum: 12 },
        { type: 'string', pattern: '^(?:1|2|3|4|5|6|7|8|9|10|11|12)$' },
      ]),
    );
  });

  it('the plate look-up, the staff codes and the simulator query say what they take', () => {
    expect(paramOf('/api/reprise/registration/{plate}', 'get', 'plate')).toMatchObject({ pattern: PLATE_PATTERN });
    expect(bodyOf('/api/staff/sign-in/totp', 'post').properties!.code).toMatchObject({ pattern: '^\\d{6}$' });
    expect(paramOf('/api/funding-simulations', 'get', 'kind')).toMatchObject({ enum: ['credit', 'loa'] });
    expect(paramOf('/api/funding-simulations', 'get', 'amount')).toMatchObject({
      type: 'integer',
      minimum: 3000,
      maximum: 150000,
    });
    expect(paramOf('/api/staff/inbox', 'get', 'from')).toMatchObject({ format: 'date' });
  });

  it('every pattern is an ECMAScript regular expression with the u flag, every format one Ajv knows', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const schemas = requestSchemas();
    const patterns = schemas.map((s) => s.pattern).filter((p): p is string => typeof p === 'string');
    const formats = [...new Set(schemas.map((s) => s.format).filter((f): f is string => typeof f === 'string'))];
    expect(patterns.length).toBeGreaterThan(50);
    for (const pattern of patterns) expect(() => new RegExp(pattern, 'u')).not.toThrow();
    // `binary` is OpenAPI's upload (multipart), not a JSON Schema format.
    expect(formats.filter((f) => f !== 'binary' && !ajv.formats[f])).toEqual([]);
  });

  it('no request schema claims to refuse unknown properties: the API drops them (zod objects strip)', () => {
    expect(requestSchemas().filter((s) => s.additionalProperties === false)).toEqual([]);
  });
});

describe('a documented pattern is never looser than the check', () => {
  const accepted = (schema: z.ZodType) => (value: string) => schema.safeParse(value).success;
  // Values as long as the document lets them be (the e-mail's maxLength is a check of its own).
  it.each([
    [
      'e-mail',
      FIELD_PATTERNS.email,
      (v: string) => v.length > 190 || accepted(emailField)(v),
      ['prenom.nom@exemple.fr'],
    ],
    [
      'French phone',
      FIELD_PATTERNS.frenchPhone,
      accepted(phoneField),
      ['02 43 00 00 00', '+33 6 12 34 56 78', '0033612345678', '06.12.34.56.78'],
    ],
    [
      'French postal code',
      FIELD_PATTERNS.frenchPostalCode,
      accepted(postalCodeField),
      ['72220', '20000', '97100', '98000'],
    ],
    [
      'plate',
      PLATE_PATTERN,
      (v: string) => parsePlate(v) !== null,
      ['AB-123-CD', 'AB 123 CD', 'AB123CD', '1234 AB 72', '12 A 2A'],
    ],
    [
      'TOTP code',
      '^\\d{6}$',
      (v: string) => staffTotpSchema.safeParse({ challenge: 'x', code: v }).success,
      ['123456'],
    ],
    [
      'recovery code',
      '^[A-Z2-7]{10}$',
      (v: string) => staffRecoverySchema.safeParse({ challenge: 'x', recovery_code: v }).success,
      ['ABCDE23456'],
    ],
  ] as const)('%s: every value matching the pattern passes; usual ones match', (_name, pattern, check, examples) => {
    const regex = new RegExp(pattern, 'u');
    for (const example of examples) expect([example, regex.test(example)]).toEqual([example, true]);
    fc.assert(
      fc.property(fc.stringMatching(regex), (value) => check(value)),
      { numRuns: 500, seed: 20261207 },
    );
  });

  // Whole numbers sent as digits: the pattern the document gives the string branch (digitsPattern).
  const digitsOf = (route: string, field: string) =>
    bodyOf(route, 'post').properties![field]!.anyOf!.find((s) => s.type === 'string' && s.pattern)!.pattern as string;
  it.each([
    [
      'an id (vehicle_id of an estimate)',
      digitsOf('/api/user/estimates/store', 'vehicle_id'),
      quoteRequestSchema.shape.vehicle_id,
    ],
    ['a month (trade-in)', digitsOf('/api/user/reprises/store', 'month'), tradeinStoreSchema.shape.month],
    ['a year (trade-in)', digitsOf('/api/user/reprises/store', 'year'), tradeinStoreSchema.shape.year],
    ['a mileage (trade-in)', digitsOf('/api/user/reprises/store', 'mileage'), tradeinStoreSchema.shape.mileage],
  ] as const)('%s: every string of digits the document allows passes', (_name, pattern, field) => {
    fc.assert(
      fc.property(
        fc.stringMatching(new RegExp(pattern, 'u')),
        (value) => (field as z.ZodType).safeParse(value).success,
      ),
      { numRuns: 300, seed: 20261207 },
    );
  });
});
