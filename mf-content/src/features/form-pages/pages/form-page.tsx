import { NotFoundPage, errorStatus, usePageHead, useParams } from '@ga/core';
import { ErrorState, Skeleton } from '@ga/ui';
import { useContentFormPageQuery } from '../api';
import { FormPageForm } from '../components/form-page-form';
import styles from './form-page.module.css';

/** /formulaire/{slug} in the form layout (GET /api/form-pages/{slug}); unknown → the not-found page. */
export function FormPagePage() {
  const { slug = '' } = useParams();
  const { data: page, error, isLoading, refetch } = useContentFormPageQuery(slug);
  usePageHead({ title: page?.title ?? 'Formulaire', description: page?.description ?? 'Un formulaire de demande.' });
  if (errorStatus(error) === 404) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{page?.title ?? 'Formulaire'}</h1>
      {isLoading && <Skeleton height={480} />}
      {error && (
        <ErrorState
          title="Ce formulaire n’a pas pu être chargé"
          message="Vérifiez votre connexion puis réessayez."
          onRetry={() => void refetch()}
        />
      )}
      {page && (
        <>
          {page.intro.map((p) => (
            <p key={p} className={styles.intro}>
              {p}
            </p>
          ))}
          <div className={styles.card}>
            <FormPageForm page={page} />
          </div>
        </>
      )}
    </div>
  );
}
