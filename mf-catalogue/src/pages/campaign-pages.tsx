import { useParams } from '@ga/core';
import { Icon } from '@ga/ui';
import type { EventPage, PromotionPage } from '@ga/contracts';
import { useCatalogueEventQuery, useCataloguePromotionQuery } from '../features/campaigns/api';
import { CampaignLayout } from './campaign-layout';
import styles from './campaign-pages.module.css';

/** /evenement/{slug} (GET /api/events/{slug}). */
export function EventRoutePage() {
  const { slug = '' } = useParams();
  const { data, error, refetch } = useCatalogueEventQuery(slug);
  return (
    <CampaignLayout
      campaign={data}
      error={error}
      onRetry={() => void refetch()}
      finishedMessage="Cet événement est terminé. Merci à tous ceux qui sont venus nous voir ! Nos offres continuent en ligne."
      facts={(c) => {
        const event = c as EventPage;
        return (
          <ul className={styles.facts}>
            <li>
              <Icon name="map-pin" size={18} /> {event.place.name}, {event.place.address}, {event.place.postal_code}{' '}
              {event.place.city}
            </li>
            <li>
              <Icon name="calendar" size={18} /> {event.opening_hours}
            </li>
          </ul>
        );
      }}
    />
  );
}

/** /promotion/{slug} (GET /api/promotions/{slug}): the offer, its conditions, its vehicles. */
export function PromotionRoutePage() {
  const { slug = '' } = useParams();
  const { data, error, refetch } = useCataloguePromotionQuery(slug);
  return (
    <CampaignLayout
      campaign={data}
      error={error}
      onRetry={() => void refetch()}
      finishedMessage="Cette offre est terminée. Découvrez nos offres du moment : notre stock change chaque jour."
      facts={(c) => (
        <p className={styles.discount}>
          <Icon name="euro" size={20} /> {(c as PromotionPage).discount_label}
        </p>
      )}
      footnote={
        data &&
        data.conditions.length > 0 && (
          <>
            <h2 className={styles.conditionsTitle}>Conditions de l’offre</h2>
            {data.conditions.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </>
        )
      }
    />
  );
}
