import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Notice, TextArea, formatDate, formatEuros } from '@ga/ui';
import {
  TRADEIN_OFFER_MESSAGES,
  TRADEIN_OFFER_STATUS_LABELS,
  SUBJECT_TO_INSPECTION,
  type Tradein,
  type TradeinOffer,
} from '@ga/contracts';
import { errorMessage, fieldErrors } from '@ga/core';
import { useTradeinAcceptOfferMutation, useTradeinDeclineOfferMutation } from '../api';
import styles from './firm-offer.module.css';

const signed = (amount: number) => (amount > 0 ? `+ ${formatEuros(amount)}` : `− ${formatEuros(-amount)}`);
/** A Paris day (AAAA-MM-JJ) in words: « 4 décembre 2026 ». */
const day = (iso: string) => formatDate(`${iso}T12:00:00`);

/**
 * The dealership's firm offer (docs/staff.md « Firm offers »): its amount and how it was reached,
 * then the visitor's answer. The answer names the offer shown (`offer_id`): when the conseiller
 * replaced it meanwhile, the API answers 409, the page fetches the trade-in again and shows the new
 * offer with a notice (the reason typed for a refusal is kept). Accepting binds the visitor: it
 * asks for a confirmation that repeats the amount and the validity.
 */
export function FirmOffer({ tradein, offer }: { tradein: Tradein; offer: TradeinOffer }) {
  const [accept, accepting] = useTradeinAcceptOfferMutation();
  const [decline, declining] = useTradeinDeclineOfferMutation();
  /**
   * The offer the decline form answers: the one shown when « Refuser » was pressed, kept if the page
   * meanwhile shows another (the API then refuses it, 409, and says why); after that 409 the form
   * answers the offer now shown, which the alert asks the visitor to read.
   */
  const [asking, setAsking] = useState<TradeinOffer | null>(null);
  /** The offer in the confirmation dialog (the one shown when « Accepter » was pressed). */
  const [confirming, setConfirming] = useState<TradeinOffer | null>(null);
  const [reason, setReason] = useState('');
  const outcome = useRef<HTMLDivElement>(null);
  /** The visitor answered on this page (not an offer already answered when the page opened). */
  const answered = useRef(false);
  const waiting = offer.status === 'envoyee' && !offer.expired;
  const error = accepting.error ?? declining.error;
  const replaced = fieldErrors(error).offer_id?.[0];
  useEffect(() => {
    if (replaced && asking && asking.id !== offer.id) setAsking(offer);
  }, [replaced, asking, offer]);

  // Once answered here, the buttons are gone: the focus goes to what the answer changed.
  useEffect(() => {
    if (answered.current && !waiting && !confirming && document.activeElement === document.body)
      outcome.current?.focus();
  }, [waiting, confirming]);

  const confirmAccept = async (shown: TradeinOffer) => {
    answered.current = true;
    declining.reset();
    await accept({ id: tradein.id, offer_id: shown.id });
    setConfirming(null);
  };
  return (
    <section className={styles.card} aria-labelledby="firm-offer" data-testid="firm-offer">
      <h2 id="firm-offer" className={styles.title}>
        Notre offre ferme
      </h2>
      <p className={styles.amount}>{formatEuros(offer.amount)}</p>
      <p className={styles.status} data-status={offer.expired ? 'expiree' : offer.status}>
        {offer.expired ? 'Offre expirée' : TRADEIN_OFFER_STATUS_LABELS[offer.status]}
        {offer.status === 'envoyee' && !offer.expired && ` · valable jusqu’au ${day(offer.valid_until)} inclus`}
        {offer.decided_at && ` · le ${formatDate(offer.decided_at)}`}
      </p>
      <p className={styles.basis}>
        {offer.subject_to_inspection
          ? SUBJECT_TO_INSPECTION
          : `Établie après l’expertise ${offer.expertise?.reference ?? ''} de votre véhicule${offer.expertise ? `, le ${formatDate(offer.expertise.date)}` : ''}.`}
      </p>
      <table className={styles.lines}>
        <caption className={styles.caption}>Comment nous arrivons à ce montant</caption>
        <tbody>
          {offer.lines.map((line, i) => (
            <tr key={i}>
              <th scope="row">
                {line.label}
                {line.reason && <span className={styles.reason}>{line.reason}</span>}
              </th>
              <td>{line.kind === 'estimate' ? formatEuros(line.amount) : signed(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Offre ferme</th>
            <td>{formatEuros(offer.amount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.conditions}>
        <strong>Conditions : </strong>
        {offer.conditions}
      </p>
      <div ref={outcome} tabIndex={-1} className={styles.outcome}>
        {offer.expired && <Notice variant="warning">{TRADEIN_OFFER_MESSAGES.expired}</Notice>}
        {offer.status === 'acceptee' && <Notice variant="success">{TRADEIN_OFFER_MESSAGES.accepted}</Notice>}
        {offer.status === 'refusee' && <Notice variant="info">{TRADEIN_OFFER_MESSAGES.declined}</Notice>}
        {replaced ? (
          <Notice variant="warning" role="alert">
            {replaced}
          </Notice>
        ) : (
          error && (
            <Notice variant="danger" role="alert">
              {fieldErrors(error).offer?.[0] ?? errorMessage(error)}
            </Notice>
          )
        )}
      </div>
      {waiting && !asking && (
        <div className={styles.actions}>
          <Button size="lg" onClick={() => setConfirming(offer)}>
            Accepter l’offre
          </Button>
          <Button size="lg" variant="secondary" onClick={() => setAsking(offer)}>
            Refuser
          </Button>
        </div>
      )}
      {waiting && asking && (
        <form
          className={styles.decline}
          onSubmit={(event) => {
            event.preventDefault();
            answered.current = true;
            accepting.reset();
            void decline({ id: tradein.id, offer_id: asking.id, reason: reason.trim() });
          }}
        >
          <TextArea
            label="Pourquoi refusez-vous l’offre ?"
            optional
            hint="Votre conseiller la lit : un prix attendu, une autre offre…"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" loading={declining.isLoading}>
              Confirmer le refus
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking(null)}>
              Annuler
            </Button>
          </div>
        </form>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Accepter l’offre ferme ?"
        size="sm"
        closeOnOverlayClick={!accepting.isLoading}
        footer={
          confirming && (
            <>
              <Button type="button" variant="ghost" onClick={() => setConfirming(null)}>
                Annuler
              </Button>
              <Button type="button" loading={accepting.isLoading} onClick={() => void confirmAccept(confirming)}>
                Confirmer l’acceptation
              </Button>
            </>
          )
        }
      >
        {confirming && (
          <>
            <p className={styles.confirm} data-testid="firm-offer-confirmation">
              Vous acceptez l’offre ferme de <strong>{formatEuros(confirming.amount)}</strong> valable jusqu’au{' '}
              {day(confirming.valid_until)} inclus.
            </p>
            <p className={styles.conditions}>
              Votre réponse vous engage à nous céder le véhicule à ce prix, aux conditions de l’offre
              {confirming.subject_to_inspection ? ' et sous réserve de sa conformité lors de la remise' : ''}.
            </p>
          </>
        )}
      </Modal>
    </section>
  );
}
