/**
 * Form pages: read by id or slug, and replies checked against the page's own fields
 * (formValuesSchema of @ga/contracts, the same as the browser) plus what only the API knows: a
 * postal code must be a commune of the localities table.
 */
import {
  FORM_PAGE_MESSAGES,
  formPageReplySchema,
  formValuesSchema,
  type FieldErrors,
  type FormField,
  type FormPage,
} from '@ga/contracts';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/transaction';
import { notFound, ValidationError } from '../../../http/errors';
import { issuesToFieldErrors } from '../../../http/field-errors';
import { nextSerialId } from '../../../db/serial-id';
import { referenceOf } from '../tables';
import { findActiveFormPage, insertFormReply, postalCodeExists } from './queries';

export async function findFormPage(db: Db, idOrSlug: string | number): Promise<FormPage | null> {
  const row = await findActiveFormPage(db, idOrSlug);
  return row ?? null;
}

async function unknownPostalCodes(db: Db, fields: FormField[], values: Record<string, unknown>): Promise<string[]> {
  const wanted = fields.filter((f) => f.kind === 'postal_code' && typeof values[f.name] === 'string');
  const missing: string[] = [];
  for (const field of wanted) {
    if (!(await postalCodeExists(db, values[field.name] as string))) missing.push(field.name);
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
  if (unknown.length)
    throw new ValidationError(
      Object.fromEntries(unknown.map((name) => [name, [FORM_PAGE_MESSAGES.unknownPostalCode]])),
    );
  await deps.botCheck.verify(envelope.data.captcha_token);
  const emailField = page.fields.find((f) => f.kind === 'email');
  const email =
    emailField && typeof checked[emailField.name] === 'string' ? (checked[emailField.name] as string) : null;
  return deps.db.transaction().execute(async (trx) => {
    const id = await nextSerialId(trx, 'form_replies');
    const reference = referenceOf('F', id);
    await insertFormReply(trx, {
      id,
      reference,
      form_page_id: page.id,
      values: JSON.stringify(checked),
      email,
      user_id: userId,
    });
    return { page, id, reference };
  });
}

export const formPageNotFound = () => notFound('Ce formulaire n’existe pas ou n’est plus en ligne.');
