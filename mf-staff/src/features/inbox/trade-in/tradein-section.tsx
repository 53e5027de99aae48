import { useState } from 'react';
import { Button, ErrorState, LoadingState, formatEuros, tradeinFacts } from '@ga/ui';
import type { Tradein, TradeinOffer, TradeinOfferStatus } from '@ga/contracts';
import { errorMessage } from '@ga/core';
import { formatDateTime } from '../../../shared/format/date-time';
import { useStaffTradeinQuery, type StaffTradein } from './api';
import { OfferForm } from './offer-form';
import { StaffPhoto } from './staff-photo';
import styles from './trade-in.module.css';

/** An offer's state as staff say it (the visitor's page speaks to the visitor). */
const OFFER_STATE: Record<TradeinOfferStatus, string> = {
  envoyee: 'en attente de la réponse du visiteur',
  acceptee: 'acceptée par le visiteur',
  refusee: 'refusée par le visiteur',
  remplacee: 'remplacée par une offre plus récente',
};
const signed = (amount: number) =>
  amount > 0 ? `+ ${formatEuros(amount)}` : amount < 0 ? `− ${formatEuros(-amount)}` : formatEuros(0);

/** On a trade-in request: the visitor's answers, the photos, the instant valuation, the offers made, and the firm offer form. */
export function TradeinSection({ tradeinId }: { tradeinId: number }) {
  const { data, error, isLoading, refetch } = useStaffTradeinQuery(tradeinId);
  if (isLoading) return <LoadingState label="Chargement de la reprise…" />;
  if (!data)
    return <ErrorState title="Reprise indisponible" message={errorMessage(error)} onRetry={() => void refetch()} />;
  const { reprise: tradein, photos, offers } = data.data;
  const closed = tradein.status === 'traitee' || tradein.status === 'annulee';
  // The offer the visitor may still accept: while it waits, the form stays shut until asked to revise it.
  const waiting = offers.find((offer) => offer.status === 'envoyee' && !offer.expired) ?? null;
  return (
    <section className={styles.section} aria-labelledby="reprise">
      <h2 id="reprise" className={styles.title}>
        Le véhicule à reprendre : {tradein.brand} {tradein.carmodel} {tradein.finish ?? ''}
      </h2>
      <Facts tradein={tradein} labels={data.data.labels} />
      {tradein.comment && <p>« {tradein.comment} »</p>}
      <h3 className={styles.subTitle}>Photos ({photos.length})</h3>
      {photos.length === 0 ? (
        <p className={styles.muted}>Le visiteur n’a pas envoyé de photo.</p>
      ) : (
        <ul className={styles.photos}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <StaffPhoto
                url={photo.url}
                label={`Photo ${i + 1} sur ${photos.length} du véhicule, ${photo.width} × ${photo.height} pixels`}
              />
            </li>
          ))}
        </ul>
      )}
      {tradein.valuation && tradein.estimate_value !== null && (
        <table className={styles.lines}>
          <caption className={styles.caption}>Estimation immédiate : {formatEuros(tradein.estimate_value)}</caption>
          <tbody>
            {tradein.valuation.map((line, i) => (
              <tr key={i}>
                <th scope="row">{line.label}</th>
                <td>{line.kind === 'base' ? formatEuros(line.amount) : signed(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {offers.length > 0 && (
        <>
          <h3 className={styles.subTitle}>Offres faites</h3>
          <ol className={styles.offers}>
            {offers.map((offer) => (
              <OfferSummary key={offer.id} offer={offer} />
            ))}
          </ol>
        </>
      )}
      {closed ? (
        <p className={styles.muted}>Demande close : plus d’offre possible.</p>
      ) : (
        <OfferPanel data={data.data} waiting={waiting} />
      )}
    </section>
  );
}

/**
 * The firm offer form, or, while an offer waits for the visitor, the button that opens it again
 * filled with that offer (sending replaces it): once sent, an offer is not one click away from a
 * second one with another amount.
 */
function OfferPanel({ data, waiting }: { data: StaffTradein; waiting: TradeinOffer | null }) {
  const [revising, setRevising] = useState(false);
  const [sent, setSent] = useState(false);
  const done = () => {
    setRevising(false);
    setSent(true);
  };
  return (
    <>
      {sent && (
        <p className={styles.saved} role="status">
          Offre envoyée : le visiteur la reçoit par e-mail et la voit dans son espace client.
        </p>
      )}
      {waiting && !revising ? (
        <Button
          variant="outline"
          onClick={() => {
            setSent(false);
            setRevising(true);
          }}
        >
          Réviser l’offre en attente
        </Button>
      ) : (
        <OfferForm key={waiting?.id ?? 'new'} data={data} revising={waiting} onSent={done} />
      )}
    </>
  );
}

function Facts({ tradein, labels }: { tradein: Tradein; labels: StaffTradein['labels'] }) {
  const facts: [string, string][] = [
    ...tradeinFacts(tradein),
    ['Équipements', labels.equipments.length ? labels.equipments.join(', ') : 'Aucun déclaré'],
    ['Dommages', labels.damages.length ? labels.damages.join(' ; ') : 'Aucun déclaré'],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OfferSummary({ offer }: { offer: TradeinOffer }) {
  return (
    <li data-testid="offer-summary">
      <strong>{formatEuros(offer.amount)}</strong> —{' '}
      {offer.expired ? 'expirée sans réponse' : OFFER_STATE[offer.status]}, envoyée le{' '}
      {formatDateTime(offer.created_at)}, valable jusqu’au {offer.valid_until.split('-').reverse().join('/')}
      {offer.subject_to_inspection
        ? ', sous réserve de conformité'
        : `, après l’expertise ${offer.expertise?.reference ?? ''}`}
      {offer.decline_reason && <span className={styles.reason}>Raison du refus : « {offer.decline_reason} »</span>}
    </li>
  );
}
