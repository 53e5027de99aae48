/**
 * Zod schemas of the content area's replies (serialisation and OpenAPI).
 */
import { FORM_FIELD_KINDS } from '@ga/contracts';
import { z } from 'zod';

export const referenceReplySchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), reference: z.string() }),
});
export const messageOnlySchema = z.object({ message: z.string() });
export const newsletterLinkReplySchema = z.object({ message: z.string(), data: z.object({ email: z.string() }) });

export const teamSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  mission: z.string(),
  members: z.array(
    z.object({ id: z.number().int(), first_name: z.string(), role: z.string(), speciality: z.string() }),
  ),
});

export const partnerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  summary: z.string(),
  description: z.array(z.string()),
  benefits: z.array(z.string()),
  site_path: z.string().nullable(),
  colour: z.string(),
});

const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(FORM_FIELD_KINDS),
  required: z.boolean(),
  help: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  open_days_only: z.boolean().optional(),
  autocomplete: z.string().nullable(),
});
export const formPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  intro: z.array(z.string()),
  fields: z.array(formFieldSchema),
  submit_label: z.string(),
  success_title: z.string(),
  success_message: z.string(),
});
