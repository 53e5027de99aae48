import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** Icon of the set (in a soft circle) or any illustration node. Default `search`. */
  icon?: IconName | ReactNode;
  title: ReactNode;
  /** Explanation under the title. */
  children?: ReactNode;
  /** Button(s) to move on. */
  action?: ReactNode;
  /** Heading level of the title. Default 2; 1 when the state is all the page shows. */
  headingLevel?: 1 | 2 | 3 | 4;
  tone?: 'default' | 'danger';
  className?: string;
}

/** "Nothing here yet" block: no favourites, no search results… */
export function EmptyState({
  icon = 'search',
  title,
  children,
  action,
  headingLevel = 2,
  tone = 'default',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, tone === 'danger' && styles.danger, className)}>
      <div className={cx(styles.visual, typeof icon === 'string' && styles.iconCircle)}>
        {typeof icon === 'string' ? <Icon name={icon as IconName} size={32} /> : icon}
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
