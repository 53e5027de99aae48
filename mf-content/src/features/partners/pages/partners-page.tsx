import { usePageHead, Link } from '@ga/core';
import { ErrorState, Skeleton } from '@ga/ui';
import { PageHero } from '../../../shared/templates/page-hero';
import { useContentPartnersQuery } from '../api';
import { PartnersDemoNotice } from '../components/demo-notice';
import { PartnerMonogram } from '../components/partner-monogram';
import styles from '../components/partners.module.css';
import { PAGE_HEADS } from '../../../shared/page-heads';

/** /a-propos/partenaires (GET /api/partners). */
export function PartnersPage() {
  usePageHead(PAGE_HEADS['/a-propos/partenaires']);
  const { data: partners, isLoading, isError, refetch } = useContentPartnersQuery();
  return (
    <div>
      <PageHero
        kicker="À propos"
        heading="Nos partenaires"
        lead="Financer, garantir, livrer, aménager, protéger, recharger : pour ce qui n’est pas notre métier, nous travaillons avec des spécialistes, choisis pour la qualité de leur service."
      />
      <div className={styles.body}>
        <PartnersDemoNotice />
        {isLoading && <Skeleton height={240} />}
        {isError && (
          <ErrorState
            title="Les partenaires n’ont pas pu être chargés"
            message="Vérifiez votre connexion puis réessayez."
            onRetry={() => void refetch()}
          />
        )}
        {partners && (
          <ul className={styles.grid}>
            {partners.map((p) => (
              <li key={p.id} className={styles.card}>
                <PartnerMonogram name={p.name} colour={p.colour} />
                <div>
                  <span className={styles.category}>{p.category}</span>
                  <h2>
                    <Link to={`/a-propos/partenaires/${p.slug}`}>{p.name}</Link>
                  </h2>
                  <p>{p.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
