/**
 * Form pages: read by id or slug, and replies checked against the page's own fields
 * (formValuesSchema of @ga/contracts, the same as the browser) plus what only the API knows: a
 * postal code must be a commune of the localities table.
 */
import { FORM_PAGE_MESSAGES, formPageReplySchema, formValuesSchema, type FieldErrors, type FormField, type FormPage } from '@ga/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../../app-deps';
import { idOrSlugKey } from '../../../db/id-or-slug';
import type { Db } from '../../../db/transaction';
import { notFound, ValidationError } from '../../../http/errors';
import { issuesToFieldErrors } from '../../../http/field-errors';
import { contentDb, referenceOf } from '../tables';

export async function findFormPage(db: Db, idOrSlug: string | number): Promise<FormPage | null> {
  const key = idOrSlugKey(String(idOrSlug));
  const q = contentDb(db)
    .selectFrom('form_pages')
    .select(['id', 'slug', 'title', 'description', 'intro', 'fields', 'submit_label', 'success_title', 'success_message'])
    .where('is_active', '=', true);
  const row = await ('id' in key ? q.where('id', '=', key.id) : q.where('slug', '=', key.slug)).executeTakeFirst();
  return row ?? null;
}

async function unknownPostalCodes(db: Db, fields: FormField[], values: Record<string, unknown>): Promise<string[]> {
  const wanted = fields.filter((f) => f.kind === 'postal_code' && typeof values[f.name] === 'string');
  const missing: string[] = [];
  for (const field of wanted) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM localities WHERE postal_code = ${values[field.name] as string}`.execute(db);
    if (!rows[0]?.n) missing.push(field.name);
  }
  return missing;
}

/**
 * POST /api/form-pages/reply: every error at once (the envelope's and the values'), then the postal
 * codes against the communes, then the bot check (last: a solved check is used up only by a reply
 * that is otherwise right), then the reply in one insert.
 */
export async function replyToFormPage(deps: AppDeps, body: unknown, userId: number | null) {
  const envelope = formPageReplySchema.safeParse(body ?? {});
  const errors: FieldErrors = envelope.success ? {} : issuesToFieldErrors(envelope.error.issues);
  const raw = (body ?? {}) as { form_page_id?: unknown; values?: unknown };
  const pageId = typeof raw.form_page_id === 'number' || typeof raw.form_page_id === 'string' ? raw.form_page_id : null;
  const page = pageId === null ? null : await findFormPage(deps.db, pageId);
  if (!page) throw ValidationError.field('form_page_id', FORM_PAGE_MESSAGES.page);
  const values = typeof raw.values === 'object' && raw.values !== null && !Array.isArray(raw.values) ? raw.values : {};
  const parsed = await formValuesSchema(page.fields).safeParseAsync(values);
  if (!parsed.success) Object.assign(errors, issuesToFieldErrors(parsed.error.issues));
  delete errors.values;
  if (Object.keys(errors).length || !envelope.success || !parsed.success) throw new ValidationError(errors);
  const checked = parsed.data as Record<string, unknown>;
  const unknown = await unknownPostalCodes(deps.db, page.fields, checked);
  if (unknown.length) throw new ValidationError(Object.fromEntries(unknown.map((name) => [name, [FORM_PAGE_MESSAGES.unknownPostalCode]])));
  await deps.botCheck.verify(envelope.data.captcha_token);
  const emailField = page.fields.find((f) => f.kind === 'email');
  const email = emailField && typeof checked[emailField.name] === 'string' ? (checked[emailField.name] as string) : null;
  return contentDb(deps.db).transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('form_replies', 'id'))::int AS id`.execute(trx);
    const id = rows[0]!.id;
    const reference = referenceOf('F', id);
    await trx.insertInto('form_replies').values({ id, reference, form_page_id: page.id, values: JSON.stringify(checked), email, user_id: userId }).execute();
    return { page, id, reference };
  });
}

export const formPageNotFound = () => notFound('Ce formulaire n’existe pas ou n’est plus en ligne.');
