import { useState } from 'react';
import { Button, Notice, TextArea, formatDate, formatEuros } from '@ga/ui';
import { REPRISE_OFFER_MESSAGES, REPRISE_OFFER_STATUS_LABELS, SUBJECT_TO_INSPECTION, type Reprise, type RepriseOffer } from '@ga/contracts';
import { errorMessage, fieldErrors } from '@ga/core';
import { useTradeinAcceptOfferMutation, useTradeinDeclineOfferMutation } from '../api';
import styles from './firm-offer.module.css';

const signed = (amount: number) => (amount > 0 ? `+ ${formatEuros(amount)}` : `− ${formatEuros(-amount)}`);
/** A Paris day (AAAA-MM-JJ) in words: « 4 décembre 2026 ». */
const day = (iso: string) => formatDate(`${iso}T12:00:00`);

/** The dealership's firm offer (docs/staff.md « Firm offers »): its amount and how it was reached, then the visitor's answer. */
export function FirmOffer({ reprise, offer }: { reprise: Reprise; offer: RepriseOffer }) {
  const [accept, accepting] = useTradeinAcceptOfferMutation();
  const [decline, declining] = useTradeinDeclineOfferMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const waiting = offer.status === 'envoyee' && !offer.expired;
  const error = accepting.error ?? declining.error;
  return (
    <section className={styles.card} aria-labelledby="firm-offer" data-testid="firm-offer">
      <h2 id="firm-offer" className={styles.title}>
        Notre offre ferme
      </h2>
      <p className={styles.amount}>{formatEuros(offer.amount)}</p>
      <p className={styles.status} data-status={offer.expired ? 'expiree' : offer.status}>
        {offer.expired ? 'Offre expirée' : REPRISE_OFFER_STATUS_LABELS[offer.status]}
        {offer.status === 'envoyee' && !offer.expired && ` · valable jusqu’au ${day(offer.valid_until)} inclus`}
        {offer.decided_at && ` · le ${formatDate(offer.decided_at)}`}
      </p>
      <p className={styles.basis}>
        {offer.subject_to_inspection ? SUBJECT_TO_INSPECTION : `Établie après l’expertise ${offer.expertise?.reference ?? ''} de votre véhicule${offer.expertise ? `, le ${formatDate(offer.expertise.date)}` : ''}.`}
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
      {offer.expired && <Notice variant="warning">{REPRISE_OFFER_MESSAGES.expired}</Notice>}
      {offer.status === 'acceptee' && <Notice variant="success">{REPRISE_OFFER_MESSAGES.accepted}</Notice>}
      {offer.status === 'refusee' && <Notice variant="info">{REPRISE_OFFER_MESSAGES.declined}</Notice>}
      {error && <Notice variant="danger" role="alert">{fieldErrors(error).offer?.[0] ?? errorMessage(error)}</Notice>}
      {waiting && !asking && (
        <div className={styles.actions}>
          <Button size="lg" onClick={() => void accept(reprise.id)} loading={accepting.isLoading}>
            Accepter l’offre
          </Button>
          <Button size="lg" variant="secondary" onClick={() => setAsking(true)}>
            Refuser
          </Button>
        </div>
      )}
      {waiting && asking && (
        <form
          className={styles.decline}
          onSubmit={(event) => {
            event.preventDefault();
            void decline({ id: reprise.id, reason: reason.trim() });
          }}
        >
          <TextArea label="Pourquoi refusez-vous l’offre ?" optional hint="Votre conseiller la lit : un prix attendu, une autre offre…" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" loading={declining.isLoading}>
              Confirmer le refus
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAsking(false)}>
              Annuler
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
