import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';

export interface ErrorStateProps {
  /** Default "Une erreur est survenue". */
  title?: ReactNode;
  /** Default: the content could not be loaded, check the connection and retry. */
  message?: ReactNode;
  /** Shows a "Réessayer" button calling this. */
  onRetry?: () => void;
  /** Default "Réessayer". */
  retryLabel?: string;
  /** The retry is running (spinner on the button). */
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Failure of a block or a page area, in French, with a way to retry. */
export function ErrorState({
  title = 'Une erreur est survenue',
  message = 'Le contenu n’a pas pu être chargé. Vérifiez votre connexion internet puis réessayez.',
  onRetry,
  retryLabel = 'Réessayer',
  retrying = false,
  headingLevel,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon="warning"
        tone="danger"
        title={title}
        headingLevel={headingLevel}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry} loading={retrying}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      >
        {message}
      </EmptyState>
    </div>
  );
}
