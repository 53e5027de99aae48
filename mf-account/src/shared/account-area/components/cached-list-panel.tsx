import type { ReactNode } from 'react';
import type { EmptyStateProps } from '@ga/ui';
import { useRefetchWhenEmpty } from '../use-cached-list';
import { AccountPanel } from './account-panel';
import styles from './account-list.module.css';

/** What the panel needs of an RTK Query list hook's result. */
export interface CachedListQuery<T> {
  data?: readonly T[];
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

interface CachedListPanelProps<T extends { id: number }> {
  title: string;
  description: string;
  query: CachedListQuery<T>;
  /** The French empty state of this list, with a way to create such items. */
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'children' | 'action'>;
  /** Class of the <ul>; default one item per row. */
  listClassName?: string;
  renderItem: (item: T) => ReactNode;
  /** Above the list (e.g. favourites whose price dropped). */
  before?: (items: readonly T[]) => ReactNode;
  /** Under the list (e.g. the legal mentions of vehicle ads). */
  after?: (items: readonly T[]) => ReactNode;
}

/** A list tab of « Mon compte »: cached list (docs/spec-notes.md §4), loading, error, empty state, items. */
export function CachedListPanel<T extends { id: number }>({
  title,
  description,
  query,
  empty,
  listClassName = styles.list,
  renderItem,
  before,
  after,
}: CachedListPanelProps<T>) {
  useRefetchWhenEmpty(query);
  const items = query.data ?? [];
  return (
    <AccountPanel
      title={title}
      description={description}
      count={items.length}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      empty={query.isSuccess && items.length === 0 ? empty : null}
    >
      {items.length > 0 && before?.(items)}
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {after?.(items)}
    </AccountPanel>
  );
}
