import { ButtonLink, Icon, LoadingState, Notice, formatEuros } from '@ga/ui';
import { usePageHead, useSearchParams } from '@ga/core';
import { useTradeinRequestQuery } from '../features/valuation/api';
import styles from './request-sent-page.module.css';

const NEXT_STEPS = [
  {
    title: 'Votre estimation est prête',
    text: 'Consultez-la dès maintenant : chaque ajustement y est expliqué. Elle est valable 7 jours.',
  },
  {
    title: 'Un expert vous appelle',
    text: 'Sous 2 jours ouvrés, pour convenir d’un rendez-vous d’expertise à Écommoy ou lors de la livraison de votre prochain véhicule.',
  },
  { title: 'L’offre ferme', text: 'Après l’expertise, nous vous remettons une offre ferme, à déduire de votre achat.' },
];

/** /reprise-voiture/demande-envoyee?demande={id}: what happens next, and the valuation link. */
export function RequestSentPage() {
  usePageHead({
    title: 'Demande de reprise envoyée',
    description: 'Votre demande de reprise est bien envoyée : retrouvez votre estimation et les prochaines étapes.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const id = Number(params.get('demande'));
  const valid = Number.isInteger(id) && id > 0;
  const photosNotSent = Number(params.get('photos-non-envoyees')) || 0;
  const { data: tradein, isLoading } = useTradeinRequestQuery(id, { skip: !valid });

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <span className={styles.badge}>
          <Icon name="check" size={32} />
        </span>
        <h1 className={styles.title}>Demande de reprise envoyée</h1>
        <p className={styles.lead}>
          Merci ! Un e-mail de confirmation vient de vous être envoyé avec le lien de votre estimation.
        </p>
        {photosNotSent > 0 && (
          <Notice variant="warning" className={styles.notice}>
            {photosNotSent > 1
              ? `${photosNotSent} photos n’ont pas pu être envoyées : ajoutez-les depuis votre estimation détaillée.`
              : 'Une photo n’a pas pu être envoyée : ajoutez-la depuis votre estimation détaillée.'}
          </Notice>
        )}
        {isLoading && <LoadingState label="Chargement de votre estimation…" />}
        {tradein && tradein.estimate_min !== null && tradein.estimate_max !== null && (
          <div className={styles.valuation}>
            <p className={styles.car}>
              {tradein.brand} {tradein.carmodel} {tradein.finish ?? ''}
            </p>
            <p className={styles.range}>
              Entre {formatEuros(tradein.estimate_min)} et {formatEuros(tradein.estimate_max)}
            </p>
            <p className={styles.note}>Estimation sous réserve d’expertise du véhicule.</p>
          </div>
        )}
        <div className={styles.actions}>
          {valid && (
            <ButtonLink to={`/devis-reprise/${id}`} size="lg">
              Voir mon estimation détaillée
            </ButtonLink>
          )}
          <ButtonLink to="/mon-compte/mes-reprises" variant="outline" size="lg">
            Mes reprises
          </ButtonLink>
        </div>
      </section>
      <section className={styles.next} aria-labelledby="next-title">
        <h2 id="next-title">Et maintenant ?</h2>
        <ol>
          {NEXT_STEPS.map((s, i) => (
            <li key={s.title}>
              <span className={styles.num} aria-hidden="true">
                {i + 1}
              </span>
              <span>
                <strong>{s.title}</strong>
                {s.text}
              </span>
            </li>
          ))}
        </ol>
        <ButtonLink to="/achat" variant="secondary">
          Choisir mon prochain véhicule
        </ButtonLink>
      </section>
    </div>
  );
}
