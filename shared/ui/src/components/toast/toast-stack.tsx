import { cx } from '../../utils/cx';
import styles from './toast.module.css';
import { Toast, type ToastItem } from './toast';

export interface ToastStackProps {
  items: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** When set, each toast calls onDismiss after this delay (paused on hover/focus). */
  autoHideMs?: number;
  /** Accessible name of the region. Default "Notifications". */
  label?: string;
  className?: string;
}

/**
 * Stacked notifications at the bottom right (bottom, full width on mobile). The list is always
 * rendered so that new items are announced by its polite live region.
 */
export function ToastStack({ items, onDismiss, autoHideMs, label = 'Notifications', className }: ToastStackProps) {
  return (
    <ol className={cx(styles.stack, className)} aria-live="polite" aria-relevant="additions" aria-label={label}>
      {items.map((item) => (
        <Toast key={item.id} item={item} onDismiss={onDismiss} autoHideMs={autoHideMs} />
      ))}
    </ol>
  );
}
