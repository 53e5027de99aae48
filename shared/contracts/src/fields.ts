/**
 * Zod field schemas with French messages, shared by the register and profile forms and by the API.
 */
import { z } from './z';
import { integerIn, wholeNumberMembers } from './integer';
import {
  isValidFrenchPhone,
  isValidFrenchPostalCode,
  isValidSiret,
  normalizeFrenchPhone,
  normalizeSiret,
} from './validators';
import { FIELD_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './field-messages';

/**
 * What the refinements below check, as JSON Schema says it (the OpenAPI document, where an outside
 * tester reads what to send): a `pattern` is never looser than the check, so a value it matches
 * passes (the check trims first and takes more notations; the pattern takes the plain ones).
 */
export const FIELD_PATTERNS = {
  /** Zod's own e-mail pattern (what `z.email()` checks). */
  email: z.regexes.email.source,
  /** `0X XX XX XX XX` (X ≠ 0), `+33 X…`, `0033 X…`, `+33 0X…`, digit pairs apart by a space, dot or dash. */
  frenchPhone: '^(?:0[1-9]|\\+33 ?[1-9]|0033 ?[1-9]|\\+33 ?0[1-9])(?:[ .-]?\\d{2}){4}$',
  /** 01000–95999 (Corsica included), overseas 971–978, Monaco and the Pacific 980, 984, 986–988. */
  frenchPostalCode: '^(?:(?:0[1-9]|[1-8]\\d|9[0-5])\\d{3}|97[1-8]\\d{2}|98[04678]\\d{2})$',
} as const;

const requiredString = (message: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_MESSAGES.required : message),
  });

export const fullnameField = requiredString(FIELD_MESSAGES.fullname)
  .trim()
  .min(2, FIELD_MESSAGES.fullname)
  .max(120, FIELD_MESSAGES.fullname);

export const emailField = requiredString(FIELD_MESSAGES.email)
  .trim()
  .toLowerCase()
  .max(190, FIELD_MESSAGES.email)
  .pipe(z.email({ error: FIELD_MESSAGES.email }))
  // The pipe's input is what JSON Schema describes: without this, the format is lost.
  .meta({ format: 'email', pattern: FIELD_PATTERNS.email });

export const passwordField = requiredString(FIELD_MESSAGES.passwordMin)
  .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordMin)
  .max(PASSWORD_MAX_LENGTH, FIELD_MESSAGES.passwordMax);

/** Accepts any French notation; the parsed value is the national form "0X XX XX XX XX". */
export const phoneField = requiredString(FIELD_MESSAGES.phone)
  .trim()
  .refine(isValidFrenchPhone, FIELD_MESSAGES.phone)
  .transform((v) => normalizeFrenchPhone(v) ?? v)
  .meta({ pattern: FIELD_PATTERNS.frenchPhone });

export const addressField = requiredString(FIELD_MESSAGES.address)
  .trim()
  .min(5, FIELD_MESSAGES.address)
  .max(255, FIELD_MESSAGES.address);

export const postalCodeField = requiredString(FIELD_MESSAGES.postalCode)
  .trim()
  .refine(isValidFrenchPostalCode, FIELD_MESSAGES.postalCode)
  .meta({ pattern: FIELD_PATTERNS.frenchPostalCode });

export const cityField = requiredString(FIELD_MESSAGES.city)
  .trim()
  .min(1, FIELD_MESSAGES.city)
  .max(120, FIELD_MESSAGES.city);

export const booleanField = z.boolean({ error: FIELD_MESSAGES.boolean });

/** Optional text: "" and null become null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const companyNameField = optionalText(190, FIELD_MESSAGES.companyName);

export const siretField = z
  .string({ error: FIELD_MESSAGES.siret })
  .nullish()
  .transform((v) => (v ? normalizeSiret(v) : null));

/** Numeric id that also accepts a numeric string (HTML selects give strings); "" and null → null. */
export const businessSectorIdField = z
  .union([...wholeNumberMembers(FIELD_MESSAGES.businessSector), z.literal(''), z.null()], {
    error: FIELD_MESSAGES.businessSector,
  })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    // A database id (PostgreSQL integer): anything bigger is refused here, never sent to a query.
    const n = integerIn(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.businessSector });
      return z.NEVER;
    }
    return n;
  });

/** Profile fields common to registration and profile update. */
export const profileShape = {
  fullname: fullnameField,
  email: emailField,
  phone: phoneField,
  address: addressField,
  postal_code: postalCodeField,
  city: cityField,
  subscribe_newsletter: booleanField.default(false),
  is_comp: booleanField.default(false),
  company_name: companyNameField,
  company_siret: siretField,
  business_sector_id: businessSectorIdField,
};

interface CompanyFields {
  is_comp?: unknown;
  company_name?: unknown;
  company_siret?: unknown;
  business_sector_id?: unknown;
}

/**
 * Company fields are required when `is_comp` is true; runs even when other fields failed so that
 * every field gets its error at once.
 */
export function refineCompanyFields(value: CompanyFields, ctx: z.RefinementCtx): void {
  if (value.is_comp !== true) return;
  if (typeof value.company_name !== 'string' || value.company_name.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['company_name'], message: FIELD_MESSAGES.companyName });
  }
  if (typeof value.company_siret !== 'string' || !isValidSiret(value.company_siret)) {
    ctx.addIssue({ code: 'custom', path: ['company_siret'], message: FIELD_MESSAGES.siret });
  }
  if (typeof value.business_sector_id !== 'number') {
    ctx.addIssue({ code: 'custom', path: ['business_sector_id'], message: FIELD_MESSAGES.businessSector });
  }
}

/** Run a refinement whenever the payload is an object, even if some fields already failed. */
export const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
