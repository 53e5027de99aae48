/**
 * fast-check arbitraries for bad input: wrong types, missing fields, huge strings, unicode,
 * negative and huge numbers, SQL and HTML fragments, unknown ids (the bad-input suite).
 */
import fc from 'fast-check';
import type { Operation } from './openapi-operations';

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR 1=1 --',
  "') UNION SELECT password_hash, email FROM users --",
  "%' AND pg_sleep(5) --",
  '1)) OR ((1=1',
];
export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '<!--',
  ']]>',
];
export const ODD_TEXTS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  '\u202e',
  '\ufeff',
  'Ελληνικά',
  '中文字符',
  '😀🚗',
  'e\u0301',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
];
/** Control characters and lone surrogates: the API refuses them with a 422 on their field (http/input-text.ts). */
export const CONTROL_TEXTS = [
  'a\u0000b',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b[0m',
  '\u001f',
  'x\ud800',
  '\udfff',
  '\udc00\ud800',
  '\ud83d',
];
/** Dates that match AAAA-MM-JJ but do not exist, and near misses of the pattern. */
export const DATE_TEXTS = [
  '2026-13-01',
  '2026-00-10',
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '2026-12-32',
  '0000-00-00',
  '9999-99-99',
  '2026-1-1',
  '2026-01-01T25:00:00Z',
  '2026-02-29T10:00:00+02:00',
];
export const NUMBER_TEXTS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0x1F',
  '١٢٣',
  '99999999',
  '9'.repeat(40),
];

/** Any UTF-16 code unit: the whole Basic Multilingual Plane, C0 controls and lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/**
 * Texts of a few kinds and sizes over the whole of Unicode: control characters, lone surrogates
 * (encoded for URLs by `encodeLoose`), impossible dates, astral characters.
 */
export const badText = fc.oneof(
  fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...ODD_TEXTS, ...NUMBER_TEXTS, ...CONTROL_TEXTS, ...DATE_TEXTS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: anyCodeUnit, maxLength: 20 }),
  fc.constantFrom(1_000, 20_000).map((n) => 'é'.repeat(n)),
);

/** A JSON value of the wrong kind for most fields. */
export const badScalar: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.1,
    -0.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), badScalar, { maxKeys: 3 }) },
);

/** A path segment: unknown or malformed ids and slugs. */
export const badSegment = fc.oneof(
  fc.constantFrom(
    ...NUMBER_TEXTS,
    ...SQL_FRAGMENTS,
    ...HTML_FRAGMENTS,
    ...CONTROL_TEXTS,
    ...DATE_TEXTS,
    'abc',
    '..',
    '.',
    '%',
    'x'.repeat(2_000),
    'é',
    '😀',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 20 }),
);

/** Query pairs: the operation's own names (and array forms), unknown and prototype keys. */
export function badQuery(op: Operation) {
  const names = [
    ...op.queryParams,
    ...op.queryParams.map((n) => `${n}[]`),
    'unknown',
    '__proto__',
    'constructor[prototype]',
    'page[0][1]',
  ];
  const value = fc.oneof(badText, fc.constantFrom(...NUMBER_TEXTS, ...DATE_TEXTS));
  return fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 5 });
}

/** A JSON body: anything at all, or the operation's own fields with bad values, some missing. */
export function badBody(op: Operation): fc.Arbitrary<unknown> {
  const known = op.bodyFields.length
    ? fc.record(Object.fromEntries(op.bodyFields.map((f) => [f, badValue])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof({ weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) }, { weight: 3, arbitrary: known });
}

export interface BadCase {
  path: Record<string, string>;
  query: [string, string][];
  /** JSON body (for operations that take one). */
  body: unknown;
  /** The body's media type: JSON, or something the operation does not take. */
  contentType: string;
  /** Send the body as raw text that is not JSON. */
  rawText: string | null;
}

/** A bad request for `op`; `known` (real ids and slugs) lets some cases reach past « not found ». */
export function badCase(op: Operation, known: string[] = []): fc.Arbitrary<BadCase> {
  const takesBody = op.bodyTypes.length > 0;
  const segment = known.length
    ? fc.oneof({ weight: 3, arbitrary: badSegment }, { weight: 1, arbitrary: fc.constantFrom(...known) })
    : badSegment;
  return fc.record({
    path: fc.record(Object.fromEntries(op.pathParams.map((p) => [p, segment]))) as fc.Arbitrary<Record<string, string>>,
    query: badQuery(op) as fc.Arbitrary<[string, string][]>,
    body: takesBody ? badBody(op) : fc.constant(undefined),
    contentType: takesBody
      ? fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
        )
      : fc.constant('application/json'),
    rawText: takesBody
      ? fc.oneof(
          { weight: 7, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', "{'a':1}", '\u0000', '[1,]') },
        )
      : fc.constant(null),
  });
}
