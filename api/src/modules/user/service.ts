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
import type { AuthContext } from '../../http/auth-hook';
import { notFound, ValidationError } from '../../http/errors';
import { issuesToFieldErrors } from '../../http/field-errors';
import { checkCurrentPassword } from './current-password';
import { emailChangedEmail } from './emails';
import { withPasswordRules } from './password-rules';
import { bookmarkIds, businessSectorExists, emailTaken, findUserRow, updateUser, type UserWithSector } from './queries';

type Conn = Db | Tx;

export function toUser(row: UserWithSector, bookmarks: number[]): User {
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
      row.business_sector_id !== null && row.business_sector_name ? { id: row.business_sector_id, name: row.business_sector_name } : null,
    subscribe_newsletter: row.subscribe_newsletter,
    bookmarks,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function loadUser(db: Conn, id: number): Promise<User> {
  const row = await findUserRow(db, id);
  if (!row) throw notFound();
  return toUser(row, await bookmarkIds(db, id));
}

/** Database checks shared by registration and profile update, reported with the format errors. */
function withDatabaseChecks<S extends z.ZodType<{ email?: unknown; business_sector_id?: unknown; is_comp?: unknown }>>(
  schema: S,
  db: Db,
  exceptUserId?: number,
) {
  return schema.superRefine(async (value, ctx) => {
    if (typeof value.email === 'string' && z.email().safeParse(value.email).success) {
      if (await emailTaken(db, value.email, exceptUserId)) ctx.addIssue({ code: 'custom', path: ['email'], message: API_MESSAGES.emailTaken });
    }
    if (value.is_comp === true && typeof value.business_sector_id === 'number' && !(await businessSectorExists(db, value.business_sector_id))) {
      ctx.addIssue({ code: 'custom', path: ['business_sector_id'], message: API_MESSAGES.unknownBusinessSector });
    }
  }, whenObject);
}

export function registerValidator(db: Db) {
  return withDatabaseChecks(withPasswordRules(registerSchema), db);
}

export function profileValidator(db: Db, userId: number) {
  return withDatabaseChecks(profileUpdateSchema, db, userId);
}

/** Company fields only make sense for company accounts. */
export function companyFields(data: RegisterData | ProfileUpdateData) {
  return data.is_comp
    ? { company_name: data.company_name, company_siret: data.company_siret, business_sector_id: data.business_sector_id }
    : { company_name: null, company_siret: null, business_sector_id: null };
}

export async function updateProfile(db: Db, userId: number, data: ProfileUpdateData): Promise<User> {
  return db.transaction().execute(async (trx) => {
    try {
      await updateUser(trx, userId, {
        fullname: data.fullname,
        email: data.email,
        phone: data.phone,
        address: data.address,
        postal_code: data.postal_code,
        city: data.city,
        subscribe_newsletter: data.subscribe_newsletter,
        is_comp: data.is_comp,
        ...companyFields(data),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ValidationError.field('email', API_MESSAGES.emailTaken);
      throw error;
    }
    return loadUser(trx, userId);
  });
}

/**
 * PUT /api/user: every error at once (format, database checks, then the current password). A new
 * e-mail address (compared case-insensitively) needs the right `current_password` (an attempt
 * counts like a sign-in of the account: 429 beyond the limit); the OLD address is then told by
 * e-mail. `current_password` is never stored nor returned.
 */
export async function changeProfile(deps: AppDeps, auth: AuthContext, body: unknown, ip: string): Promise<User> {
  const stored = await deps.db.selectFrom('users').select(['email', 'fullname', 'password_hash']).where('id', '=', auth.userId).executeTakeFirst();
  if (!stored) throw notFound();

  const result = await profileValidator(deps.db, auth.userId).safeParseAsync(body ?? {});
  const errors: FieldErrors = result.success ? {} : issuesToFieldErrors(result.error.issues);
  const submitted = (body ?? {}) as { email?: unknown; current_password?: unknown };
  const newEmail = typeof submitted.email === 'string' ? submitted.email.trim().toLowerCase() : null;
  const emailChanges = newEmail !== null && newEmail !== '' && newEmail !== stored.email.toLowerCase();
  if (emailChanges && !errors.current_password) {
    const current = submitted.current_password;
    if (typeof current !== 'string' || current === '') {
      errors.current_password = [PROFILE_MESSAGES.currentPasswordRequired];
    } else if (!(await checkCurrentPassword(deps, stored, current, ip))) {
      errors.current_password = [PROFILE_MESSAGES.wrongCurrentPassword];
    }
  }
  if (!result.success || Object.keys(errors).length) throw new ValidationError(errors);

  const user = await updateProfile(deps.db, auth.userId, result.data);
  if (emailChanges) {
    deps.mailer.sendLater(emailChangedEmail(deps.config, { oldEmail: stored.email, newEmail: user.email, fullname: stored.fullname }));
  }
  return user;
}

/** PostgreSQL unique_violation (same code on PGlite). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
