/** What a visitor wrote with a call-back, a contact message, a form, a partnership or an appointment, and a company's identity. */
import {
  APPOINTMENT_KIND_LABELS,
  CALL_SLOT_LABELS,
  CONTACT_SUBJECT_LABELS,
  PARTNER_REQUEST_KIND_LABELS,
  type AppointmentKind,
  type CallSlot,
  type ContactSubject,
  type FormField,
  type PartnerRequestKind,
  type RequestFact,
  type RequestFactGroup,
} from '@ga/contracts';
import type { Db } from '../../../db/transaction';
import { calendarDay, fact, parisMoment, yesNo } from './format';
import { appointmentRow, callRow, companyRow, contactRow, formReplyRow, partnerRow } from './queries';

export interface MessageDetails {
  vehicleId: number | null;
  groups: RequestFactGroup[];
}
const asked = (facts: RequestFact[]): RequestFactGroup[] => [{ title: 'Ce que le visiteur a envoyé', facts }];

export async function callDetails(db: Db, id: number): Promise<MessageDetails | undefined> {
  const r = await callRow(db, id);
  if (!r) return undefined;
  return {
    vehicleId: r.vehicle_id,
    groups: asked([
      ...fact('Jour souhaité', calendarDay(r.preferred_date)),
      ...fact('Créneau', CALL_SLOT_LABELS[r.slot as CallSlot] ?? r.slot),
      ...fact('Message', r.message),
    ]),
  };
}

export async function contactDetails(db: Db, id: number): Promise<MessageDetails | undefined> {
  const r = await contactRow(db, id);
  if (!r) return undefined;
  return {
    vehicleId: r.vehicle_id,
    groups: asked([
      ...fact('Sujet', CONTACT_SUBJECT_LABELS[r.subject as ContactSubject] ?? r.subject),
      ...fact('Message', r.message),
      ...fact('Compte client', r.user_id === null ? 'Non (visiteur sans compte)' : 'Oui'),
    ]),
  };
}

/** A form's reply, read with the form's own labels and option names, in the form's order. */
export async function formReplyDetails(db: Db, id: number): Promise<MessageDetails | undefined> {
  const r = await formReplyRow(db, id);
  if (!r) return undefined;
  const values = (r.values ?? {}) as unknown as Record<string, unknown>;
  const fields = (r.fields ?? []) as unknown as FormField[];
  const facts = fields.flatMap((f) => {
    const v = values[f.name];
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'boolean') return fact(f.label, yesNo(v));
    const text = String(v);
    if (f.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return fact(f.label, calendarDay(text));
    return fact(f.label, f.options?.find((o) => o.value === text)?.label ?? text);
  });
  return { vehicleId: null, groups: [{ title: r.title, facts }] };
}

export async function partnerDetails(db: Db, id: number): Promise<MessageDetails | undefined> {
  const r = await partnerRow(db, id);
  if (!r) return undefined;
  return {
    vehicleId: null,
    groups: asked([
      ...fact('Demande', PARTNER_REQUEST_KIND_LABELS[r.kind as PartnerRequestKind] ?? r.kind),
      ...fact('Entreprise', r.company_name),
      ...fact('SIRET', r.company_siret),
      ...fact('Taille de la flotte', r.fleet_size === null ? null : `${r.fleet_size} véhicules`),
      ...fact('Message', r.message),
    ]),
  };
}

export async function companyDetails(db: Db, userId: number): Promise<MessageDetails | undefined> {
  const r = await companyRow(db, userId);
  if (!r) return undefined;
  const siret = r.company_siret;
  return {
    vehicleId: null,
    groups: [
      {
        title: 'L’entreprise déclarée',
        facts: [
          ...fact('Raison sociale', r.company_name),
          ...fact(
            'SIRET',
            siret,
            siret ? `https://annuaire-entreprises.data.gouv.fr/etablissement/${encodeURIComponent(siret)}` : null,
          ),
          ...fact('Secteur d’activité', r.sector),
          ...fact('Adresse', [r.address, `${r.postal_code} ${r.city}`.trim()].filter(Boolean).join(', ')),
          ...fact('Vérifiée le', r.company_verified_at ? parisMoment(r.company_verified_at) : null),
          ...fact('Refusée le', r.company_refused_at ? parisMoment(r.company_refused_at) : null),
          ...fact('Motif du refus', r.company_refusal_reason),
        ],
      },
    ],
  };
}

export async function appointmentDetails(db: Db, id: number): Promise<MessageDetails | undefined> {
  const r = await appointmentRow(db, id);
  if (!r) return undefined;
  return {
    vehicleId: null,
    groups: asked([
      ...fact('Rendez-vous', APPOINTMENT_KIND_LABELS[r.kind as AppointmentKind] ?? r.kind),
      ...fact('Début', parisMoment(r.starts_at)),
      ...fact('Fin', parisMoment(r.ends_at)),
      ...fact('Lieu', `${r.place} — ${r.address}`),
      ...fact('Véhicule d’essai', r.resource),
      ...fact('Message', r.message),
      ...fact('Motif d’annulation', r.cancel_reason),
    ]),
  };
}
