/**
 * Firm trade-in offers (docs/staff.md « Firm offers »). A conseiller (who may see the trade-in in
 * the inbox) makes an offer from the instant valuation and adjustments with their reasons; it
 * replaces the one still waiting; the visitor gets an e-mail and answers on /devis-reprise/{id}.
 * Each step is written to the audit log on the trade-in's inbox record, in the same transaction:
 * the offer sent (by the conseiller), accepted or declined (by the visitor, no staff actor).
 */
import {
  TRADEIN_MESSAGES,
  TRADEIN_OFFER_MESSAGES,
  parisToday,
  type TradeinOffer,
  type TradeinOfferLine,
  type TradeinOfferRequest,
} from '@ga/contracts';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../../app-deps';
import { iso } from '../../../db/iso';
import type { Db, Tx } from '../../../db/transaction';
import { ConflictError, notFound, ValidationError } from '../../../http/errors';
import { audit, type RequestMeta } from '../../staff/audit';
import { activeStaffAccount, inboxRowOf } from '../../staff/inbox-queries';
import { INBOX_RECORD, markInProgress, visibleRequest } from '../../staff/inbox-service';
import type { StaffContext } from '../../staff/staff-hook';
import { lockUserTradein } from '../requests/queries';
import { offerAnsweredEmail, offerAnsweredStaffEmail, offerEmail } from './emails';
import {
  appointmentRef,
  decideOffer,
  insertOffer,
  latestOffers,
  lockTradeinWithOwner,
  lockWaitingOffer,
  ownerExpertises,
  replaceWaitingOffer,
} from './queries';
import type { TradeinOffersTable } from './tables';
import { jsonColumn } from '../../../db/json-column';

type OfferRow = Selectable<TradeinOffersTable>;
type Expertise = { id: number; reference: string; starts_at: Date };

export function toOffer(row: OfferRow, expertise: Expertise | null, today = parisToday()): TradeinOffer {
  const lines = jsonColumn<TradeinOfferLine[]>(row.lines);
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
export async function withExpertises(db: Db | Tx, rows: OfferRow[]): Promise<TradeinOffer[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.expertise_appointment_id ? [r.expertise_appointment_id] : [])))];
  const refs = new Map((await appointmentRef(db, ids)).map((a) => [a.id, a]));
  return rows.map((r) =>
    toOffer(r, r.expertise_appointment_id ? (refs.get(r.expertise_appointment_id) ?? null) : null),
  );
}

/** The latest offer the visitor sees, per trade-in. */
export async function visitorOffers(db: Db | Tx, tradeinIds: number[]): Promise<Map<number, TradeinOffer>> {
  const rows = await latestOffers(db, tradeinIds);
  const offers = await withExpertises(db, rows);
  return new Map(rows.map((r, i) => [r.reprise_id, offers[i]!]));
}

export async function makeOffer(
  deps: AppDeps,
  staff: StaffContext,
  tradeinId: number,
  body: TradeinOfferRequest & { expertise_appointment_id: number | null },
  meta: RequestMeta,
): Promise<TradeinOffer> {
  const { offer, mail } = await deps.db.transaction().execute(async (trx) => {
    const inboxId = await visibleRequest(trx, staff, 'reprise', tradeinId, TRADEIN_MESSAGES.notFound);
    // A « Nouvelle » request moves to « En cours » with its offer (undone with it if the offer is
    // refused below). Its inbox row is locked before the trade-in, in the order a status change takes.
    await markInProgress(trx, staff, inboxId, meta);
    const tradein = await lockTradeinWithOwner(trx, tradeinId);
    if (!tradein) throw notFound(TRADEIN_MESSAGES.notFound);
    if (tradein.status === 'traitee' || tradein.status === 'annulee')
      throw new ConflictError({ adjustments: [TRADEIN_OFFER_MESSAGES.closed] }, TRADEIN_OFFER_MESSAGES.closed);
    let expertise: Expertise | null = null;
    if (body.expertise_appointment_id !== null) {
      const done = (await ownerExpertises(trx, { userId: tradein.user_id, email: tradein.email })).filter(
        (a) => a.ends_at.getTime() <= Date.now(),
      );
      expertise = done.find((a) => a.id === body.expertise_appointment_id) ?? null;
      if (!expertise) throw ValidationError.field('expertise_appointment_id', TRADEIN_OFFER_MESSAGES.expertise);
    }
    const valuation =
      typeof tradein.valuation === 'string'
        ? (JSON.parse(tradein.valuation) as { amount: number }[])
        : tradein.valuation;
    const valuationAmount = valuation ? valuation.reduce((sum, a) => sum + a.amount, 0) : null;
    const lines: TradeinOfferLine[] = [
      ...(valuationAmount !== null
        ? [{ kind: 'estimate' as const, label: 'Estimation immédiate', amount: valuationAmount, reason: null }]
        : []),
      ...body.adjustments.map((a) => ({
        kind: 'adjustment' as const,
        label: a.label,
        amount: a.amount,
        reason: a.reason,
      })),
    ];
    const amount = lines.reduce((sum, l) => sum + l.amount, 0);
    if (amount <= 0) throw ValidationError.field('adjustments', TRADEIN_OFFER_MESSAGES.notPositive);
    await replaceWaitingOffer(trx, tradeinId);
    const row = await insertOffer(trx, {
      reprise_id: tradeinId,
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
        { email: tradein.email, fullname: tradein.fullname, confirmed: tradein.email_verified_at !== null },
        { id: tradeinId, car: `${tradein.brand} ${tradein.carmodel} (${tradein.year})` },
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
  tradeinId: number,
  offerId: number,
  answer: { accept: true } | { accept: false; reason: string | null },
  meta: RequestMeta,
): Promise<void> {
  const mails = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockUserTradein(trx, userId, tradeinId))) throw notFound(TRADEIN_MESSAGES.notFound);
    const waiting = await lockWaitingOffer(trx, tradeinId);
    if (!waiting) throw new ConflictError({ offer: [TRADEIN_OFFER_MESSAGES.noOffer] }, TRADEIN_OFFER_MESSAGES.noOffer);
    if (waiting.id !== offerId) throw replaced();
    if (waiting.valid_until < parisToday())
      throw new ConflictError({ offer: [TRADEIN_OFFER_MESSAGES.expired] }, TRADEIN_OFFER_MESSAGES.expired);
    const decided = await decideOffer(
      trx,
      tradeinId,
      offerId,
      answer.accept ? 'acceptee' : 'refusee',
      answer.accept ? null : answer.reason,
    );
    if (!decided) throw replaced();
    const inboxRow = await inboxRowOf(trx, 'reprise', tradeinId);
    const inbox = inboxRow?.id;
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
    // Told after the commit: the visitor, and the staff member following the request (if any).
    const tradein = (await lockTradeinWithOwner(trx, tradeinId))!;
    const car = `${tradein.brand} ${tradein.carmodel} (${tradein.year})`;
    const outcome = { accepted: answer.accept, amount: decided.amount };
    const follower = inboxRow?.assigned_to ? await activeStaffAccount(trx, inboxRow.assigned_to) : undefined;
    return [
      offerAnsweredEmail(
        deps.config,
        { email: tradein.email, fullname: tradein.fullname, confirmed: tradein.email_verified_at !== null },
        { id: tradeinId, car },
        outcome,
      ),
      ...(follower && inboxRow
        ? [offerAnsweredStaffEmail(deps.config, follower, { inboxId: String(inboxRow.id), tradeinId, car }, outcome)]
        : []),
    ];
  });
  for (const mail of mails) deps.mailer.sendLater(mail);
}

const replaced = () => ConflictError.field('offer_id', TRADEIN_OFFER_MESSAGES.replaced);
