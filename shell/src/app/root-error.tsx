import { useRouteError } from '@ga/core';
import { ErrorState } from '@ga/ui';

/** Last-resort error screen of the shell itself (areas have their own, inside the layout). */
export function RootError() {
  const error = useRouteError();
  console.error('[shell] erreur inattendue', error);
  return (
    <div style={{ padding: '4rem 1rem' }}>
      <ErrorState
        title="Une erreur est survenue"
        message="La page n’a pas pu s’afficher. Réessayez dans un instant."
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
