import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, type EmptyStateProps } from '@ga/ui';
import styles from './account-panel.module.css';

interface AccountPanelProps {
  title: string;
  description: string;
  /** Items in the list (shown beside the title once loaded). */
  count?: number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  retrying?: boolean;
  /** The list is empty: its French empty state, with a way to create such items. */
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'children' | 'action'> | null;
  children?: ReactNode;
}

/** A tab of « Mon compte »: heading, then loading, error, empty state or the list. */
export function AccountPanel({
  title,
  description,
  count,
  isLoading,
  isError,
  onRetry,
  retrying,
  empty,
  children,
}: AccountPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="account-panel-title">
      <header className={styles.header}>
        <h2 id="account-panel-title" className={styles.title}>
          {title}
          {typeof count === 'number' && count > 0 ? <span className={styles.count}>{count}</span> : null}
        </h2>
        <p className={styles.description}>{description}</p>
      </header>
      {isLoading ? (
        <LoadingState label="Chargement de vos informations…" />
      ) : isError ? (
        <ErrorState
          message="Vos informations n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez."
          onRetry={onRetry}
          retrying={retrying}
          headingLevel={3}
        />
      ) : empty ? (
        <EmptyState headingLevel={3} className={styles.empty} {...empty} />
      ) : (
        children
      )}
    </section>
  );
}
