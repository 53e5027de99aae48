/**
 * Form pages (/formulaire/{slug}, docs/spec-notes.md §7 GET /api/form-pages/{id}, POST /api/form-pages/reply).
 *
 * A form is described by data: its fields, their kind, label, whether they are required, their
 * choices and bounds. The browser renders it generically and the API checks a reply against the
 * page's own definitions, both with `formValuesSchema` below (one set of French messages). The API
 * adds what only it can know: a postal code must be a real commune (« code postal inconnu »).
 */
import { z } from './z';
import type { Id, IdOrSlug } from './common';
import { addIsoDays, isClosedDay } from './calendar';
import { parisNow } from './call-dates';
import { FIELD_MESSAGES } from './field-messages';
import { emailField, phoneField } from './fields';
import { captchaTokenField } from './public-forms';
import { isValidFrenchPostalCode } from './validators';
import { formatFrenchNumber } from './french-numbers';

export const FORM_FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'tel',
  'postal_code',
  'select',
  'radio',
  'checkbox',
  'date',
  'number',
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

export interface FormFieldOption {
  value: string;
  label: string;
}
export interface FormField {
  /** Key of the value in the reply: lower case letters, digits and `_`. */
  name: string;
  label: string;
  kind: FormFieldKind;
  required: boolean;
  /** A sentence under the label. */
  help: string | null;
  /** `select` and `radio`. */
  options: FormFieldOption[] | null;
  /**
   * `number`: smallest and largest value; `text` / `textarea`: largest length (`max`);
   * `date`: first and last day allowed, in days from today (`min: 1` = from tomorrow).
   */
  min: number | null;
  max: number | null;
  /** `date`: Sundays and French public holidays refused (the dealership is closed). */
  open_days_only?: boolean;
  /** HTML autocomplete token (`name`, `email`, `tel`, `postal-code`…). */
  autocomplete: string | null;
}
export interface FormPage {
  id: Id;
  slug: string;
  title: string;
  /** Meta description of the page. */
  description: string;
  /** Paragraphs above the form. */
  intro: string[];
  fields: FormField[];
  submit_label: string;
  success_title: string;
  success_message: string;
}

/** POST /api/form-pages/reply → 201 `{ message, data: { id, reference } }`; errors keyed by field name. */
export interface FormPageReplyRequest {
  form_page_id: IdOrSlug;
  values: Record<string, FormValue>;
  captcha_token: string;
}
export type FormValue = string | number | boolean | null;

export const FORM_PAGE_MESSAGES = {
  page: 'Ce formulaire n’existe pas.',
  choice: 'Veuillez choisir une réponse dans la liste.',
  checkbox: 'Veuillez cocher cette case pour continuer.',
  /** {max} */
  tooLong: 'Ce champ ne peut pas dépasser {max} caractères.',
  /** {min} {max} */
  number: 'Veuillez saisir un nombre entier entre {min} et {max}.',
  date: 'Veuillez saisir une date valide.',
  /** {first} {last}, JJ/MM/AAAA */
  dateRange: 'Veuillez choisir une date entre le {first} et le {last}.',
  closedDay: 'Nous sommes fermés ce jour-là (dimanche ou jour férié) : veuillez choisir un autre jour.',
  unknownPostalCode: 'Ce code postal ne correspond à aucune commune française.',
  values: 'Les réponses du formulaire sont manquantes.',
} as const;

const TEXT_MAX = 200;
const TEXTAREA_MAX = 3000;
const frDate = (iso: string) => iso.split('-').reverse().join('/');
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function fieldSchema(field: FormField, today: string): z.ZodType<FormValue> {
  const required = z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required);
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const max = field.max ?? (field.kind === 'text' ? TEXT_MAX : TEXTAREA_MAX);
      return required.max(max, fill(FORM_PAGE_MESSAGES.tooLong, { max }));
    }
    case 'email':
      return emailField;
    case 'tel':
      return phoneField;
    case 'postal_code':
      return required.refine(isValidFrenchPostalCode, FIELD_MESSAGES.postalCode);
    case 'select':
    case 'radio': {
      const values = (field.options ?? []).map((o) => o.value);
      return z
        .string({ error: FORM_PAGE_MESSAGES.choice })
        .refine((v) => values.includes(v), FORM_PAGE_MESSAGES.choice);
    }
    case 'checkbox':
      return field.required
        ? z.literal(true, { error: FORM_PAGE_MESSAGES.checkbox })
        : z.boolean({ error: FORM_PAGE_MESSAGES.checkbox });
    case 'number': {
      const min = field.min ?? 0;
      const max = field.max ?? 1_000_000_000;
      const message = fill(FORM_PAGE_MESSAGES.number, { min: formatFrenchNumber(min), max: formatFrenchNumber(max) });
      return z
        .union([z.number(), z.string()], { error: message })
        .transform((v) =>
          typeof v === 'number'
            ? v
            : /^\s*-?\d[\d\s\u202f\u00a0]*\s*$/.test(v)
              ? Number(v.replace(/[\s\u202f\u00a0]/g, ''))
              : NaN,
        )
        .refine((n) => Number.isInteger(n) && n >= min && n <= max, message);
    }
    case 'date': {
      const first = field.min === null ? null : addIsoDays(today, field.min);
      const last = field.max === null ? null : addIsoDays(today, field.max);
      return z
        .string({ error: FORM_PAGE_MESSAGES.date })
        .trim()
        .refine(
          (v) =>
            /^\d{4}-\d{2}-\d{2}$/.test(v) &&
            !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
            new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
          { error: FORM_PAGE_MESSAGES.date, abort: true },
        )
        .refine(
          (v) => (first === null || v >= first) && (last === null || v <= last),
          fill(FORM_PAGE_MESSAGES.dateRange, { first: frDate(first ?? today), last: frDate(last ?? '9999-12-31') }),
        )
        .refine((v) => !field.open_days_only || !isClosedDay(v), FORM_PAGE_MESSAGES.closedDay);
    }
  }
}

/**
 * The zod schema of a reply's values for these fields. An optional field left empty reads null
 * (an unticked optional box: false); unknown keys are dropped. `now` fixes « today » (Paris) for dates.
 */
export function formValuesSchema(fields: readonly FormField[], now = new Date()) {
  const today = parisNow(now).date;
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = fieldSchema(field, today);
    if (field.kind === 'checkbox')
      shape[field.name] = field.required ? schema : z.preprocess((v) => (blank(v) ? false : v), schema);
    else
      shape[field.name] = field.required
        ? z.preprocess((v) => (v === null ? undefined : v), schema)
        : z.preprocess((v) => (blank(v) ? null : v), schema.nullable());
  }
  return z.object(shape);
}

/** The envelope of POST /api/form-pages/reply (the values are checked against the page's fields). */
export const formPageReplySchema = z.object({
  form_page_id: z.union([z.number().int().positive(), z.string().trim().min(1).max(120)], {
    error: FORM_PAGE_MESSAGES.page,
  }),
  values: z.record(z.string(), z.unknown(), { error: FORM_PAGE_MESSAGES.values }),
  captcha_token: captchaTokenField,
});
