/**
 * The operations of the API as its OpenAPI document lists them (api/openapi.json, which
 * openapi.test.ts holds equal to the live document): the reliability suites iterate over them,
 * so a new endpoint is fuzzed and put through the authorisation matrix without editing a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';

import type { JsonSchema } from './valid-values';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path template, `/api/user/bookings/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Media types of the request body, when it has one (`application/json`, `multipart/form-data`). */
  bodyTypes: string[];
  /** Top-level property names of the JSON body (across `anyOf` branches). */
  bodyFields: string[];
  /** The JSON body's schema, as documented. */
  bodySchema: JsonSchema | undefined;
  /** Path and query parameters as documented: name, whether required, schema. */
  parameters: Parameter[];
  /** Every accepted way in needs a bearer token (`/api/user/*`). */
  needsUser: boolean;
  /** A bearer token is accepted but not required. */
  optionalUser: boolean;
  /** X-Api-Key is required. */
  needsApiKey: boolean;
  /** The site server's credential (X-Site-Credential) is required too. */
  needsSiteCredential: boolean;
  /**
   * A staff session (cookie) is required: the roles the route accepts (the `staffSession`
   * requirement's list, modules/staff/security.ts); null for every other route.
   */
  staffRoles: string[] | null;
  /** The staff CSRF header (X-CSRF-Token) is required too (staff writes). */
  needsStaffCsrf: boolean;
  /** `GET /api/user/bookings/{id}`, the name used in test titles. */
  name: string;
}

export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
}

function fieldsOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(fieldsOf);
  return [...new Set([...own, ...branches])];
}

export function readOperations(file = path.join(API_ROOT, 'openapi.json')): Operation[] {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Document;
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const security = op.security ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path: template,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyTypes: Object.keys(content),
        bodyFields: fieldsOf(content['application/json']?.schema),
        bodySchema: content['application/json']?.schema,
        parameters: params,
        needsUser: security.length > 0 && security.every((s) => 'bearer' in s),
        optionalUser: security.some((s) => 'bearer' in s) && !security.every((s) => 'bearer' in s),
        needsApiKey: security.length > 0 && security.every((s) => 'apiKey' in s),
        needsSiteCredential: security.length > 0 && security.every((s) => 'siteCredential' in s),
        staffRoles:
          security.length > 0 && security.every((s) => 'staffSession' in s) ? security[0]!.staffSession! : null,
        needsStaffCsrf: security.length > 0 && security.every((s) => 'staffCsrf' in s),
        name: `${method.toUpperCase()} ${template}`,
      });
    }
  }
  return operations;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes
 * UTF-8 would give it (`%ED%A0%80`): malformed UTF-8, as a hostile client may send.
 */
export function encodeLoose(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(unit);
  });
}

/** The template with each `{param}` replaced by the value given (URL-encoded). */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeLoose(values[name] ?? '1'));
}

/** `?a=1&b[]=2` from pairs, each key and value URL-encoded. */
export function queryString(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&')}`;
}
