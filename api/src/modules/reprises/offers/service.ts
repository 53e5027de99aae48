/**
 * Firm trade-in offers (docs/staff.md « Firm offers »). A conseiller (who may see the trade-in in
 * the inbox) makes an offer from the instant estimate and adjustments with their reasons; it
 * replaces the one still waiting; the visitor gets an e-mail and answers on /devis-reprise/{id}.
 * Each step is written to the audit log on the trade-in's inbox record, in the same transaction:
 * the offer sent (by the conseiller), accepted or declined (by the visitor, no staff actor).
 */
import {
  REPRISE_MESSAGES,
  REPRISE_OFFER_MESSAGES,
  parisToday,
  type RepriseOffer,
  type RepriseOfferLine,
  type RepriseOfferRequest,
} from '@ga/contracts';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../../app-deps';
import { iso } from '../../../db/iso';
import type { Db, Tx } from '../../../db/transaction';
import { ConflictError, notFound, ValidationError } from '../../../http/errors';
import { audit, type RequestMeta } from '../../staff/audit';
import { inboxRowOf } from '../../staff/inbox-queries';
import { INBOX_RECORD, visibleRequest } from '../../staff/inbox-service';
import type { StaffContext } from '../../staff/staff-hook';
import { lockUserReprise } from '../queries';
import { offerEmail } from './emails';
import {
  appointmentRef,
  decideOffer,
  insertOffer,
  latestOffers,
  lockRepriseWithOwner,
  lockWaitingOffer,
  ownerExpertises,
  replaceWaitingOffer,
} from './queries';
import type { RepriseOffersTable } from './tables';

type OfferRow = Selectable<RepriseOffersTable>;
type Expertise = { id: number; reference: string; starts_at: Date };

export function toOffer(row: OfferRow, expertise: Expertise | null, today = parisToday()): RepriseOffer {
  const lines = typeof row.lines === 'string' ? (JSON.parse(row.lines) as RepriseOfferLine[]) : row.lines;
  return {
    id: row.id,
    amount: row.amount,
    lines,
    valid_until: row.valid_until,
    conditions: row.conditions,
    subject_to_inspection: row.subject_to_inspection,
    expertise: expertise ? { id: expertise.id, reference: expertise.reference, date: iso(expertise.starts_at) } : null,
    status: row.status,
    expired: row.status === 'envoyee' && row.valid_until < today,
    decline_reason: row.decline_reason,
    created_at: iso(row.created_at),
    decided_at: row.decided_at ? iso(row.decided_at) : null,
  };
}

/** Offers as the visitor and staff read them, with their expertise. */
export async function withExpertises(db: Db | Tx, rows: OfferRow[]): Promise<RepriseOffer[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.expertise_appointment_id ? [r.expertise_appointment_id] : [])))];
  const refs = new Map((await appointmentRef(db, ids)).map((a) => [a.id, a]));
  return rows.map((r) =>
    toOffer(r, r.expertise_appointment_id ? (refs.get(r.expertise_appointment_id) ?? null) : null),
  );
}

/** The latest offer the visitor sees, per trade-in. */
export async function visitorOffers(db: Db | Tx, repriseIds: number[]): Promise<Map<number, RepriseOffer>> {
  const rows = await latestOffers(db, repriseIds);
  const offers = await withExpertises(db, rows);
  return new Map(rows.map((r, i) => [r.reprise_id, offers[i]!]));
}

export async function makeOffer(
  deps: AppDeps,
  staff: StaffContext,
  repriseId: number,
  body: RepriseOfferRequest & { expertise_appointment_id: number | null },
  meta: RequestMeta,
): Promise<RepriseOffer> {
  const { offer, mail } = await deps.db.transaction().execute(async (trx) => {
    const inboxId = await visibleRequest(trx, staff, 'reprise', repriseId, REPRISE_MESSAGES.notFound);
    const reprise = await lockRepriseWithOwner(trx, repriseId);
    if (!reprise) throw notFound(REPRISE_MESSAGES.notFound);
    if (reprise.status === 'traitee' || reprise.status === 'annulee')
      throw new ConflictError({ adjustments: [REPRISE_OFFER_MESSAGES.closed] }, REPRISE_OFFER_MESSAGES.closed);
    let expertise: Expertise | null = null;
    if (body.expertise_appointment_id !== null) {
      const done = (await ownerExpertises(trx, { userId: reprise.user_id, email: reprise.email })).filter(
        (a) => a.ends_at.getTime() <= Date.now(),
      );
      expertise = done.find((a) => a.id === body.expertise_appointment_id) ?? null;
      if (!expertise) throw ValidationError.field('expertise_appointment_id', REPRISE_OFFER_MESSAGES.expertise);
    }
    const valuation =
      typeof reprise.valuation === 'string'
        ? (JSON.parse(reprise.valuation) as { amount: number }[])
        : reprise.valuation;
    const estimate = valuation ? valuation.reduce((sum, a) => sum + a.amount, 0) : null;
    const lines: RepriseOfferLine[] = [
      ...(estimate !== null
        ? [{ kind: 'estimate' as const, label: 'Estimation immédiate', amount: estimate, reason: null }]
        : []),
      ...body.adjustments.map((a) => ({
        kind: 'adjustment' as const,
        label: a.label,
        amount: a.amount,
        reason: a.reason,
      })),
    ];
    const amount = lines.reduce((sum, l) => sum + l.amount, 0);
    if (amount <= 0) throw ValidationError.field('adjustments', REPRISE_OFFER_MESSAGES.notPositive);
    await replaceWaitingOffer(trx, repriseId);
    const row = await insertOffer(trx, {
      reprise_id: repriseId,
      amount,
      lines: JSON.stringify(lines),
      valid_until: body.valid_until,
      conditions: body.conditions,
      expertise_appointment_id: expertise?.id ?? null,
      subject_to_inspection: expertise === null,
      created_by: staff.id,
    });
    await audit(trx, meta, {
      actor: staff,
      action: 'reprise.offer_sent',
      record: { type: INBOX_RECORD, id: inboxId },
      after: {
        offer_id: row.id,
        amount,
        valid_until: body.valid_until,
        subject_to_inspection: expertise === null,
        expertise_appointment_id: expertise?.id ?? null,
      },
    });
    const made = toOffer(row, expertise);
    return {
      offer: made,
      mail: offerEmail(
        deps.config,
        { email: reprise.email, fullname: reprise.fullname, confirmed: reprise.email_verified_at !== null },
        { id: repriseId, car: `${reprise.brand} ${reprise.carmodel} (${reprise.year})` },
        made,
      ),
    };
  });
  deps.mailer.sendLater(mail);
  return offer;
}

/**
 * The visitor accepts or declines the offer they were shown (`offerId`), only while it is still
 * the one waiting. 409 when there is none waiting, when a newer offer replaced it meanwhile (the
 * page then shows the new one), or when it expired. The trade-in and the waiting offer are locked
 * (SELECT … FOR UPDATE, as makeOffer locks the trade-in before replacing an offer) and the answer is
 * a conditional update on that offer still waiting, in the same transaction as the audit entry.
 */
export async function answerOffer(
  deps: AppDeps,
  userId: number,
  repriseId: number,
  offerId: number,
  answer: { accept: true } | { accept: false; reason: string | null },
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await lockUserReprise(trx, userId, repriseId))) throw notFound(REPRISE_MESSAGES.notFound);
    const waiting = await lockWaitingOffer(trx, repriseId);
    if (!waiting) throw new ConflictError({ offer: [REPRISE_OFFER_MESSAGES.noOffer] }, REPRISE_OFFER_MESSAGES.noOffer);
    if (waiting.id !== offerId) throw replaced();
    if (waiting.valid_until < parisToday())
      throw new ConflictError({ offer: [REPRISE_OFFER_MESSAGES.expired] }, REPRISE_OFFER_MESSAGES.expired);
    const decided = await decideOffer(
      trx,
      repriseId,
      offerId,
      answer.accept ? 'acceptee' : 'refusee',
      answer.accept ? null : answer.reason,
    );
    if (!decided) throw replaced();
    const inbox = (await inboxRowOf(trx, 'reprise', repriseId))?.id;
    await audit(trx, meta, {
      actor: null,
      action: answer.accept ? 'reprise.offer_accepted' : 'reprise.offer_declined',
      record: inbox ? { type: INBOX_RECORD, id: String(inbox) } : null,
      before: { offer_id: waiting.id, status: 'envoyee' },
      after: {
        offer_id: decided.id,
        status: decided.status,
        amount: decided.amount,
        ...(answer.accept ? {} : { reason: decided.decline_reason }),
      },
    });
  });
}

const replaced = () => ConflictError.field('offer_id', REPRISE_OFFER_MESSAGES.replaced);
