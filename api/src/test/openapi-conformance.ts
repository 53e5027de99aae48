/**
 * Does a reply say what the document says? For one operation of api/openapi.json: the status is
 * one the operation documents, the media type is one documented for that status, and a JSON body
 * is valid against the documented schema (JSON Schema 2020-12, as OpenAPI 3.1 writes it). The fuzz
 * and the authorisation matrix run it on every reply, so an outside tester driven by
 * /openapi.json meets no surprise.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { API_ROOT } from '../config';
import type { Operation } from './openapi-operations';

interface Response {
  content?: Record<string, { schema?: unknown }>;
}
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { schemas?: Record<string, unknown> };
}

const document = JSON.parse(fs.readFileSync(path.join(API_ROOT, 'openapi.json'), 'utf8')) as Document;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
const compiled = new Map<string, ValidateFunction>();

/** `#/components/schemas/X` references made absolute against the registered document. */
function absolute(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absolute);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi${v}` : absolute(v),
      ]),
    );
  }
  return schema;
}

function validator(key: string, schema: unknown): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(absolute(schema) as object);
    compiled.set(key, fn);
  }
  return fn;
}

const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** What is wrong with `res` as a reply of `op`, or null when it is what the document says. */
export function conformanceProblem(op: Pick<Operation, 'method' | 'path'>, res: LightMyRequestResponse): string | null {
  const responses = document.paths[op.path]?.[op.method.toLowerCase()]?.responses;
  if (!responses) return `${op.method} ${op.path} absente du document`;
  const status = String(res.statusCode);
  const documented = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
  if (!documented) return `statut ${status} non documenté (documentés : ${Object.keys(responses).join(', ')})`;
  const content = documented.content;
  const hasBody = res.rawPayload.length > 0;
  if (!content || Object.keys(content).length === 0)
    return hasBody ? `statut ${status} documenté sans corps, reçu ${res.headers['content-type']}` : null;
  if (!hasBody) return `statut ${status} sans corps, documenté avec ${Object.keys(content).join(', ')}`;
  const type = mediaType(res.headers['content-type']);
  const entry = content[type];
  if (!entry) return `statut ${status} en ${type || '(sans type)'}, documenté en ${Object.keys(content).join(', ')}`;
  if (type !== 'application/json' || entry.schema === undefined) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `statut ${status} : corps non JSON`;
  }
  const validate = validator(`${op.method} ${op.path} ${status}`, entry.schema);
  if (validate(body)) return null;
  const first = validate.errors?.[0];
  return `statut ${status} : corps hors schéma (${first?.instancePath || '/'} ${first?.message ?? ''})`;
}
