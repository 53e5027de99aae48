import { NotFoundPage, errorStatus, usePageHead, Link, useParams } from '@ga/core';
import { ButtonLink, ErrorState, Skeleton } from '@ga/ui';
import { PageHero } from '../../../shared/templates/page-hero';
import { useContentPartnerQuery } from '../api';
import { PartnersDemoNotice } from '../components/demo-notice';
import { PartnerMonogram } from '../components/partner-monogram';
import styles from '../components/partners.module.css';

/** /a-propos/partenaires/{slug} (GET /api/partners/{slug}); unknown → the not-found page. */
export function PartnerPage() {
  const { slug = '' } = useParams();
  const { data: partner, error, isLoading, refetch } = useContentPartnerQuery(slug);
  usePageHead({
    title: partner ? `${partner.name}, partenaire ${partner.category.toLowerCase()}` : 'Partenaire',
    description: partner?.summary ?? 'Un partenaire de notre concession.',
  });
  if (errorStatus(error) === 404) return <NotFoundPage />;
  return (
    <div>
      {partner ? (
        <PageHero kicker={`Partenaire · ${partner.category}`} heading={partner.name} lead={partner.summary}>
          <div className={styles.heroMark}>
            <PartnerMonogram name={partner.name} colour={partner.colour} size={56} />
          </div>
        </PageHero>
      ) : (
        <PageHero kicker="Partenaire" heading="Partenaire" lead="Chargement de la fiche du partenaire…" />
      )}
      <div className={styles.body}>
        {isLoading && <Skeleton height={240} />}
        {error && (
          <ErrorState
            title="Ce partenaire n’a pas pu être chargé"
            message="Vérifiez votre connexion puis réessayez."
            onRetry={() => void refetch()}
          />
        )}
        {partner && (
          <>
            <PartnersDemoNotice />
            <div className={styles.detail}>
              <div>
                {partner.description.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {partner.site_path && (
                  <ButtonLink to={partner.site_path} size="lg">
                    Voir le service
                  </ButtonLink>
                )}
              </div>
              <section className={styles.benefits} aria-labelledby="benefits-title">
                <h2 id="benefits-title">Pour nos clients</h2>
                <ul>
                  {partner.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </section>
            </div>
            <p>
              <Link className={styles.back} to="/a-propos/partenaires">
                Tous nos partenaires
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
