import { z } from './z';
import type { Id, IsoDateTime } from './common';
import { phoneField } from './fields';
import { wholeNumberMembers } from './integer';
import { isValidSiret, normalizeSiret } from './validators';
import type { RequestStatus } from './statuses';

/*
 * Partner requests: a signed-in user asks to become a business partner of the dealership
 * (« partenariat »: referral, dealer network, works council…) or to equip a company fleet
 * (« flotte »). The sales team answers by phone.
 *
 * POST /api/user/partner-requests  PartnerRequestInput → 201 Resource<PartnerRequest> (status
 *      `nouvelle`); 422 per field.
 */
export const PARTNER_REQUEST_KINDS = ['partenariat', 'flotte'] as const;
export type PartnerRequestKind = (typeof PARTNER_REQUEST_KINDS)[number];
export const PARTNER_REQUEST_KIND_LABELS: Record<PartnerRequestKind, string> = {
  partenariat: 'Devenir partenaire',
  flotte: 'Équiper la flotte de mon entreprise',
};
export const PARTNER_REQUEST_MESSAGE_MIN_LENGTH = 20;
export const PARTNER_REQUEST_MESSAGE_MAX_LENGTH = 2000;
export const PARTNER_REQUEST_FLEET_MAX = 10_000;

export const PARTNER_REQUEST_MESSAGES = {
  kind: 'Veuillez choisir le type de demande : partenariat ou flotte d’entreprise.',
  companyName: 'Veuillez indiquer la raison sociale de la société (2 à 190 caractères).',
  siret: 'Le numéro SIRET doit comporter 14 chiffres et être valide.',
  fleetSize: `Veuillez indiquer un nombre de véhicules entier entre 1 et ${PARTNER_REQUEST_FLEET_MAX}.`,
  message: `Veuillez décrire votre demande (${PARTNER_REQUEST_MESSAGE_MIN_LENGTH} à ${PARTNER_REQUEST_MESSAGE_MAX_LENGTH} caractères).`,
  created: 'Votre demande a bien été envoyée : notre équipe commerciale vous recontacte sous 48 h ouvrées.',
} as const;

/** Format checks the browser can run too (the API runs the same). */
export const partnerRequestSchema = z.object({
  kind: z.enum(PARTNER_REQUEST_KINDS, { error: PARTNER_REQUEST_MESSAGES.kind }),
  company_name: z
    .string({ error: PARTNER_REQUEST_MESSAGES.companyName })
    .trim()
    .min(2, PARTNER_REQUEST_MESSAGES.companyName)
    .max(190, PARTNER_REQUEST_MESSAGES.companyName),
  /** Optional; spaces allowed, stored as 14 digits. */
  company_siret: z
    .string({ error: PARTNER_REQUEST_MESSAGES.siret })
    .nullish()
    .transform((v, ctx) => {
      if (!v || v.trim() === '') return null;
      if (!isValidSiret(v)) {
        ctx.addIssue({ code: 'custom', message: PARTNER_REQUEST_MESSAGES.siret });
        return z.NEVER;
      }
      return normalizeSiret(v);
    }),
  /** Vehicles wanted or in the fleet; optional. */
  fleet_size: z
    .union(
      [
        ...wholeNumberMembers(PARTNER_REQUEST_MESSAGES.fleetSize, 1, PARTNER_REQUEST_FLEET_MAX),
        z.literal(''),
        z.null(),
      ],
      { error: PARTNER_REQUEST_MESSAGES.fleetSize },
    )
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > PARTNER_REQUEST_FLEET_MAX) {
        ctx.addIssue({ code: 'custom', message: PARTNER_REQUEST_MESSAGES.fleetSize });
        return z.NEVER;
      }
      return n;
    }),
  phone: phoneField,
  message: z
    .string({ error: PARTNER_REQUEST_MESSAGES.message })
    .trim()
    .min(PARTNER_REQUEST_MESSAGE_MIN_LENGTH, PARTNER_REQUEST_MESSAGES.message)
    .max(PARTNER_REQUEST_MESSAGE_MAX_LENGTH, PARTNER_REQUEST_MESSAGES.message),
});
export type PartnerRequestData = z.output<typeof partnerRequestSchema>;

/** POST /api/user/partner-requests */
export interface PartnerRequestInput {
  kind: PartnerRequestKind;
  company_name: string;
  company_siret?: string | null;
  fleet_size?: number | null;
  phone: string;
  message: string;
}
export interface PartnerRequest {
  id: Id;
  kind: PartnerRequestKind;
  company_name: string;
  /** 14 digits, or null. */
  company_siret: string | null;
  fleet_size: number | null;
  /** National form « 06 12 34 56 78 ». */
  phone: string;
  message: string;
  status: RequestStatus;
  created_at: IsoDateTime;
}
