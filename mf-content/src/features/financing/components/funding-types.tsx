import { Link } from '@ga/core';
import type { FundingKind } from '@ga/contracts';
import { ErrorState, Skeleton } from '@ga/ui';
import { useContentFundingTypesQuery } from '../api';
import styles from './financing.module.css';

const PAGE: Record<FundingKind, string> = {
  credit: '/financement/achat-voiture-credit',
  loa: '/financement/loa',
  lld: '/financement/leasing-voitures',
  'credit-bail': '/financement/credit-bail-voiture-professionnel',
};

/** The funding types of GET /api/funding-types, each with its page. */
export function FundingTypes() {
  const { data: types, isLoading, isError, refetch } = useContentFundingTypesQuery();
  return (
    <section aria-labelledby="funding-types-title">
      <h2 id="funding-types-title" className={styles.typesTitle}>
        Nos formules
      </h2>
      {isLoading && <Skeleton height={160} />}
      {isError && (
        <ErrorState
          title="Les formules n’ont pas pu être chargées"
          message="Vérifiez votre connexion puis réessayez."
          onRetry={() => void refetch()}
        />
      )}
      {types && (
        <ul className={styles.types}>
          {types.map((t) => (
            <li key={t.id} className={styles.type}>
              {t.for_companies && <span className={styles.pro}>Professionnels</span>}
              <h3>{t.name}</h3>
              <p>{t.description}</p>
              <Link to={PAGE[t.slug] ?? '/financement'}>En savoir plus</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
