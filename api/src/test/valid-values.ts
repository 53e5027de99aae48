/**
 * fast-check arbitraries for VALID-looking input, read from the JSON Schema of api/openapi.json:
 * what an outside tester driven by the document generates (the valid-share suite). Covers the
 * subset the document uses: type (and type lists), enum, const, anyOf / oneOf, properties and
 * required, additionalProperties and propertyNames, items with minItems / maxItems, minLength /
 * maxLength, pattern (fast-check's stringMatching), the formats date, date-time and email,
 * minimum / maximum and their exclusive forms.
 */
import { nextOpenDay } from '@ga/contracts';
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
}

/** Words of a plausible French text (what a visitor types), without leading or trailing spaces. */
const WORDS = [
  'Bonjour',
  'voiture',
  'rappel',
  'merci',
  'Écommoy',
  'garage',
  'essai',
  'à',
  'demain',
  'Sarthe',
  'offre',
  'prix',
  'été',
  'Lemans',
  'Citroën',
];

function plainText(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 })
    .map((words) => {
      let text = words.join(' ');
      while (text.length < min) text += ' voiture';
      return text.slice(0, max).trim();
    })
    .filter((text) => text.length >= min && text.length <= max);
}

/**
 * Dates as a visitor picks them: an open day (not a Sunday nor a public holiday, when the centres
 * are closed) from the day after tomorrow to about two weeks ahead (a booking, a call-back, an
 * offer's validity). Neither rule can be written in a static document, and a suite whose figures
 * moved with the weekday would not be trusted: a closed day moves to the next open one, which
 * keeps the order of two dates drawn (from ≤ to). Two days ahead at least, so Paris' date is past too.
 */
const DAY = 86_400_000;
const today = Math.floor(Date.now() / DAY) * DAY;
const isoDateTime = fc
  .integer({ min: 48, max: 13 * 24 })
  .map((hours) => new Date(today + hours * 3_600_000).toISOString());
const isoDate = fc
  .integer({ min: 2, max: 12 })
  .map((days) => nextOpenDay(new Date(today + days * DAY).toISOString().slice(0, 10)));
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.constantFrom('exemple.fr', 'mail.com', 'orange.fr'))
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);

const FORMATS: Record<string, fc.Arbitrary<string>> = { date: isoDate, 'date-time': isoDateTime, email };

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const fits = (s: string) => [...s].length >= min && [...s].length <= max;
  const pattern = schema.pattern === undefined ? null : new RegExp(schema.pattern, 'u');
  // A format first (dates near today, plain addresses), held to the pattern too when there is one.
  const formatted = schema.format ? FORMATS[schema.format] : undefined;
  if (formatted) return formatted.filter((s) => fits(s) && (!pattern || pattern.test(s)));
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  if (max === 0) return fc.constant('');
  return plainText(Math.max(min, 1), max);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : schema.maximum;
  // Without a bound, numbers a form would hold (the document says what the API takes; a
  // bound it does not state is a gap this suite shows).
  const min = low ?? (high !== undefined ? Math.min(0, high) : 0);
  const max = high ?? Math.max(min + 1_000, 1_000);
  if (integer || schema.multipleOf === 1) {
    const [from, to] = [Math.ceil(min), Math.floor(max)];
    // Small values most of the time, as a tester's boundary values are: ids of the seeded
    // tables (a vehicle, a delivery type, a department) are among them.
    if (to - from <= 50) return fc.integer({ min: from, max: to });
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: from, max: from + 50 }) },
      { weight: 1, arbitrary: fc.integer({ min: from, max: to }) },
    );
  }
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((n) => Math.round(n * 100) / 100)
    .filter((n) => n >= min && n <= max);
}

/** Any value valid against `schema` (as far as the subset above goes). */
export function validValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.constantFrom('1', 1, true);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validValue({ ...withoutBranches(schema), ...b })));
  if (schema.allOf?.length)
    return validValue(Object.assign({}, withoutBranches(schema), ...schema.allOf) as JsonSchema);
  const types =
    schema.type === undefined
      ? schema.properties
        ? ['object']
        : ['string']
      : Array.isArray(schema.type)
        ? schema.type
        : [schema.type];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'array':
      return fc.array(validValue(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      });
    case 'object':
      return objectOf(schema);
    default:
      return stringOf(schema);
  }
}

function withoutBranches(schema: JsonSchema): JsonSchema {
  const { anyOf: _a, oneOf: _o, allOf: _l, ...rest } = schema;
  return rest;
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    const key = schema.propertyNames
      ? (validValue({ type: 'string', ...schema.propertyNames }) as fc.Arbitrary<string>)
      : fc.constantFrom('a', 'b', 'c');
    return fc.dictionary(key, validValue(schema.additionalProperties), { maxKeys: 3 });
  }
  const arbitraries = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, validValue(s)]));
  return fc.record(arbitraries, {
    requiredKeys: (schema.required ?? []).filter((name) => name in properties),
  }) as fc.Arbitrary<Record<string, unknown>>;
}
