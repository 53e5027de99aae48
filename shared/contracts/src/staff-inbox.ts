/**
 * The staff inbox (docs/staff.md « Inbox »): every visitor request in one list, newest first.
 *
 * GET  /api/staff/inbox?kind&status&assigned&from&to&q&before&limit → InboxPage
 *   `assigned`: `moi`, `personne` or a staff id. A `conseiller` sees only what is assigned to them or
 *   to no one; a `responsable` and an `admin` see everything. `q` searches the name, e-mail, phone,
 *   plate and reference, accents and case ignored. Keyset paging: `before` = meta.next_cursor.
 * GET  /api/staff/inbox/{id} → the request, its internal notes and its history (the audit log).
 *   Opening it is itself written to the audit log.
 * PUT  /api/staff/inbox/{id}/assignment {staff_id|null}: a conseiller takes an unassigned request
 *   (or gives back one of theirs); a responsable assigns anyone.
 * PUT  /api/staff/inbox/{id}/status {status}: the request statuses (`nouvelle` / `en_cours` /
 *   `traitee` / `annulee`) of the kinds that have them; bookings and appointments change through
 *   their own actions.
 * POST /api/staff/inbox/{id}/notes {body}: an internal note, never shown to the visitor.
 */
import { z } from './z';
import { REQUEST_STATUS_LABELS, BOOKING_STATUS_LABELS } from './statuses';

export const INBOX_KINDS = [
  'reservation',
  'reprise',
  'rendez_vous',
  'rappel',
  'contact',
  'formulaire',
  'partenaire',
  'entreprise',
  'devis',
  'financement',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  reservation: 'Réservation',
  reprise: 'Reprise',
  rendez_vous: 'Rendez-vous',
  rappel: 'Demande de rappel',
  contact: 'Message de contact',
  formulaire: 'Formulaire',
  partenaire: 'Partenariat / flotte',
  entreprise: 'Vérification entreprise',
  devis: 'Devis',
  financement: 'Financement',
};

export const INBOX_STATUSES = [
  'nouvelle',
  'en_cours',
  'traitee',
  'annulee',
  'en_attente',
  'confirmee',
  'expiree',
  'confirme',
  'annule',
  'expire',
  'offre_envoyee',
  'offre_acceptee',
  'offre_refusee',
] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  ...REQUEST_STATUS_LABELS,
  ...BOOKING_STATUS_LABELS,
  confirme: 'Confirmé',
  annule: 'Annulé',
  expire: 'Expiré',
  // A trade-in with a firm offer shows the offer's state (migrations/0025_reprise_offers.ts).
  offre_envoyee: 'Offre ferme envoyée',
  offre_acceptee: 'Offre acceptée',
  offre_refusee: 'Offre refusée',
};
/** Statuses that still ask for someone's work: the unassigned badge counts these. */
export const INBOX_OPEN_STATUSES: readonly InboxStatus[] = [
  'nouvelle',
  'en_cours',
  'en_attente',
  'confirmee',
  'confirme',
  'offre_envoyee',
  'offre_acceptee',
];
/** Kinds whose status staff set from the inbox (the request statuses); the others have their own actions. */
export const INBOX_STATUS_KINDS: readonly InboxKind[] = [
  'reprise',
  'rappel',
  'contact',
  'formulaire',
  'partenaire',
  'devis',
  'financement',
];
/** Contact messages and form replies are never « annulée »: the visitor cannot withdraw them. */
export const INBOX_SETTABLE_STATUSES = ['nouvelle', 'en_cours', 'traitee', 'annulee'] as const;
export const INBOX_PAGE_SIZE = 25;
export const INBOX_SEARCH_MAX = 100;

export const INBOX_MESSAGES = {
  notFound: 'Demande introuvable.',
  kind: 'Type de demande inconnu.',
  status: 'Statut inconnu.',
  assigned: 'Choisissez « moi », « personne » ou un conseiller.',
  date: 'Date invalide (AAAA-MM-JJ).',
  range: 'La date de fin doit suivre la date de début.',
  search: `Recherche trop longue (${INBOX_SEARCH_MAX} caractères au plus).`,
  cursor: 'Curseur de page invalide.',
  noteEmpty: 'Écrivez la note avant de l’enregistrer.',
  noteTooLong: 'La note ne peut pas dépasser 2 000 caractères.',
  notAssignable: 'Ce conseiller n’existe pas ou son compte est désactivé.',
  takenByOther: 'Cette demande est déjà suivie par un autre conseiller : seul un responsable peut la réattribuer.',
  statusNotHere:
    'Le statut de ce type de demande change par ses propres actions (réservation, rendez-vous, entreprise).',
  statusNotAllowed: 'Ce statut ne s’applique pas à ce type de demande.',
} as const;

const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, INBOX_MESSAGES.date)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), INBOX_MESSAGES.date)
  // What the document says: a calendar date (zod's own pattern of one, stricter than the check).
  .meta({ format: 'date', pattern: z.regexes.date.source });

/** The filters of the inbox, shared by its pages and its CSV export. */
const inboxFilterFields = {
  kind: z.enum(INBOX_KINDS, { error: INBOX_MESSAGES.kind }).optional(),
  status: z.enum(INBOX_STATUSES, { error: INBOX_MESSAGES.status }).optional(),
  assigned: z
    .string()
    .regex(/^(moi|personne|[1-9]\d{0,8})$/, INBOX_MESSAGES.assigned)
    .optional(),
  from: dateField.optional(),
  to: dateField.optional(),
  q: z.string().trim().max(INBOX_SEARCH_MAX, INBOX_MESSAGES.search).optional(),
};
const orderedRange = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

export const inboxQuerySchema = z
  .object({
    ...inboxFilterFields,
    before: z
      .string()
      .regex(/^[1-9]\d{0,17}$/, INBOX_MESSAGES.cursor)
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
  })
  .refine(orderedRange, { message: INBOX_MESSAGES.range, path: ['to'] });
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** The CSV export of a filtered list (responsable): the same filters, every page. */
export const inboxExportQuerySchema = z
  .object(inboxFilterFields)
  .refine(orderedRange, { message: INBOX_MESSAGES.range, path: ['to'] });
export type InboxExportQuery = z.output<typeof inboxExportQuerySchema>;

export const inboxAssignmentSchema = z.object({
  staff_id: z
    .number({ error: INBOX_MESSAGES.notAssignable })
    .int()
    .positive(INBOX_MESSAGES.notAssignable)
    .max(2_147_483_647, INBOX_MESSAGES.notAssignable)
    .nullable(),
});
export const inboxStatusSchema = z.object({
  status: z.enum(INBOX_SETTABLE_STATUSES, { error: INBOX_MESSAGES.status }),
});
export const inboxNoteSchema = z.object({
  body: z
    .string({ error: INBOX_MESSAGES.noteEmpty })
    .trim()
    .min(1, INBOX_MESSAGES.noteEmpty)
    .max(2000, INBOX_MESSAGES.noteTooLong),
});

export interface InboxItem {
  id: string;
  kind: InboxKind;
  source_id: number;
  status: InboxStatus;
  assigned_to: { id: number; full_name: string } | null;
  fullname: string | null;
  email: string | null;
  phone: string | null;
  plate: string | null;
  reference: string | null;
  vehicle_id: number | null;
  summary: string | null;
  /** Call-back: end of the slot asked for; appointment: its start; booking: end of the hold. */
  due_at: string | null;
  created_at: string;
}
export interface InboxPage {
  data: InboxItem[];
  meta: { next_cursor: string | null; unassigned_open: number };
}
export interface InboxNote {
  id: string;
  author: { id: number; full_name: string };
  body: string;
  created_at: string;
}
export interface InboxHistoryEntry {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  before: unknown;
  after: unknown;
}
/** One thing the visitor gave, as staff read it (« Créneau » : « L’après-midi »). */
export interface RequestFact {
  label: string;
  value: string;
  /** A link to follow (an e-mail, a phone number, a page). */
  href: string | null;
}
export interface RequestFactGroup {
  title: string;
  facts: RequestFact[];
}
/** The vehicle a request is about, with its price when the visitor asked and now. */
export interface RequestVehicle {
  id: number;
  title: string;
  /** The public vehicle page. */
  url: string;
  price_now: number;
  /** Euros TTC the visitor saw when they asked (bookings and estimates keep it); null when not kept. */
  price_at_request: number | null;
  /** Sold, withdrawn (or unpublished), held by a booking, or on sale. */
  availability: 'vendu' | 'retire' | 'reserve' | 'disponible';
}
/** Every field the visitor sent with a request, grouped, in French (api/src/modules/staff/request-details). */
export interface RequestDetails {
  vehicle: RequestVehicle | null;
  groups: RequestFactGroup[];
}
export interface InboxDetail {
  data: InboxItem & { notes: InboxNote[]; history: InboxHistoryEntry[]; details: RequestDetails };
}

/** A call-back whose slot has passed while nobody has handled it: shown in red. */
export function isOverdue(item: Pick<InboxItem, 'kind' | 'status' | 'due_at'>, now: Date): boolean {
  return (
    item.kind === 'rappel' &&
    (item.status === 'nouvelle' || item.status === 'en_cours') &&
    item.due_at !== null &&
    Date.parse(item.due_at) < now.getTime()
  );
}
