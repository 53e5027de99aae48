/**
 * Rules of the user profile: serialisation, registration data, profile update.
 */
import {
  API_MESSAGES,
  PROFILE_MESSAGES,
  profileUpdateSchema,
  whenObject,
  registerSchema,
  type ProfileUpdateData,
  type FieldErrors,
  type RegisterData,
  type User,
} from '@ga/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/transaction';
import type { AuthContext } from '../../http/auth-context';
import { notFound, ValidationError } from '../../http/errors';
import { issuesToFieldErrors } from '../../http/field-errors';
import { pendingEmail } from '../email-links/queries';
import { changeEmail } from '../email-links/emails';
import { createLink } from '../email-links/service';
import { checkCurrentPassword } from './current-password';
import { withPasswordRules } from './password-rules';
import {
  bookmarkIds,
  businessSectorExists,
  emailTaken,
  findAccountWithPassword,
  findUserRow,
  updateUser,
  userEmail,
  type UserWithSector,
} from './queries';
import { syncAccountSubscription } from '../content/newsletter/service';

type Conn = Db | Tx;

export function toUser(row: UserWithSector, bookmarks: number[], pending: string | null): User {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    address: row.address,
    postal_code: row.postal_code,
    city: row.city,
    is_comp: row.is_comp,
    company_name: row.company_name,
    company_siret: row.company_siret,
    business_sector:
      row.business_sector_id !== null && row.business_sector_name
        ? { id: row.business_sector_id, name: row.business_sector_name }
        : null,
    subscribe_newsletter: row.subscribe_newsletter,
    bookmarks,
    created_at: new Date(row.created_at).toISOString(),
    email_verified: row.email_verified_at !== null,
    pending_email: pending,
  };
}

export async function loadUser(db: Conn, id: number): Promise<User> {
  const row = await findUserRow(db, id);
  if (!row) throw notFound();
  return toUser(row, await bookmarkIds(db, id), await pendingEmail(db, id));
}

/** Database checks shared by registration and profile update, reported with the format errors. */
function withDatabaseChecks<S extends z.ZodType<{ email?: unknown; business_sector_id?: unknown; is_comp?: unknown }>>(
  schema: S,
  db: Db,
  checkEmail: boolean,
) {
  return schema.superRefine(async (value, ctx) => {
    if (checkEmail && typeof value.email === 'string' && z.email().safeParse(value.email).success) {
      if (await emailTaken(db, value.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: API_MESSAGES.emailTaken });
    }
    if (
      value.is_comp === true &&
      typeof value.business_sector_id === 'number' &&
      !(await businessSectorExists(db, value.business_sector_id))
    ) {
      ctx.addIssue({ code: 'custom', path: ['business_sector_id'], message: API_MESSAGES.unknownBusinessSector });
    }
  }, whenObject);
}

export function registerValidator(db: Db) {
  return withDatabaseChecks(withPasswordRules(registerSchema), db, true);
}

/** Format and business sector; a new e-mail address is checked after the password (changeProfile). */
export function profileValidator(db: Db) {
  return withDatabaseChecks(profileUpdateSchema, db, false);
}

/** Company fields only make sense for company accounts. */
export function companyFields(
  data: Pick<RegisterData | ProfileUpdateData, 'is_comp' | 'company_name' | 'company_siret' | 'business_sector_id'>,
) {
  return data.is_comp
    ? {
        company_name: data.company_name,
        company_siret: data.company_siret,
        business_sector_id: data.business_sector_id,
      }
    : { company_name: null, company_siret: null, business_sector_id: null };
}

/** Saves the profile; the e-mail address is not among it (a new one waits for its link). */
async function saveProfile(trx: Tx, userId: number, data: Omit<ProfileUpdateData, 'email'>): Promise<void> {
  await updateUser(trx, userId, {
    fullname: data.fullname,
    phone: data.phone,
    address: data.address,
    postal_code: data.postal_code,
    city: data.city,
    subscribe_newsletter: data.subscribe_newsletter,
    is_comp: data.is_comp,
    ...companyFields(data),
  });
  // The box and the newsletter list are one: the list changes in the same transaction.
  const email = await userEmail(trx, userId);
  await syncAccountSubscription(trx, email, data.subscribe_newsletter);
}

/**
 * PUT /api/user: every error at once (format, business sector), then, when the e-mail address
 * changes (compared case-insensitively): a limited number of changes per account and hour, the
 * current password FIRST (an attempt counts like a sign-in of the account: delays and 429 as
 * there), and only then whether the new address is free — so nobody learns which addresses have an
 * account without the password. The new address replaces the old one when the link sent to it is
 * opened (email-links/service.ts); until then `pending_email` holds it. `current_password` is never
 * stored nor returned.
 */
export async function changeProfile(deps: AppDeps, auth: AuthContext, body: unknown, ip: string): Promise<User> {
  const stored = await findAccountWithPassword(deps.db, auth.userId);
  if (!stored) throw notFound();

  const result = await profileValidator(deps.db).safeParseAsync(body ?? {});
  const errors: FieldErrors = result.success ? {} : issuesToFieldErrors(result.error.issues);
  const submitted = (body ?? {}) as { email?: unknown; current_password?: unknown };
  const newEmail = typeof submitted.email === 'string' ? submitted.email.trim().toLowerCase() : null;
  const emailChanges = newEmail !== null && newEmail !== '' && newEmail !== stored.email.toLowerCase() && !errors.email;
  if (emailChanges) {
    await deps.accountLimits.consumeEmailChange(auth.userId);
    const current = submitted.current_password;
    if (typeof current !== 'string' || current === '') {
      errors.current_password = [PROFILE_MESSAGES.currentPasswordRequired];
    } else if (!(await checkCurrentPassword(deps, stored, current, ip))) {
      errors.current_password = [PROFILE_MESSAGES.wrongCurrentPassword];
    } else if (await emailTaken(deps.db, newEmail, auth.userId)) {
      errors.email = [API_MESSAGES.emailTaken];
    }
  }
  if (!result.success || Object.keys(errors).length) throw new ValidationError(errors);

  const { email: _ignored, ...profile } = result.data;
  // The profile and the new address's link together, or neither; the e-mail after the commit.
  const changeTo = emailChanges ? newEmail : null;
  const changeToken = await deps.db.transaction().execute(async (trx) => {
    await saveProfile(trx, auth.userId, profile);
    return changeTo ? createLink(trx, auth.userId, 'change', changeTo) : null;
  });
  if (changeTo && changeToken) deps.mailer.sendLater(changeEmail(deps.config, stored, changeTo, changeToken));
  return loadUser(deps.db, auth.userId);
}
