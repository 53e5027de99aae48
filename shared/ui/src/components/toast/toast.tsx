import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { noticeIcons, noticeLabels, type NoticeVariant } from '../notice/notice-variants';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './toast.module.css';

/** A notification as held by the store (docs/spec-notes.md §3): action, message, id. */
export interface ToastItem {
  id: string;
  action: NoticeVariant;
  message: string;
}

export interface ToastProps {
  item: ToastItem;
  onDismiss: (id: string) => void;
  /** When set, calls onDismiss after this delay; paused while hovered or focused. */
  autoHideMs?: number;
}

/** One notification: icon, message, close button "Fermer la notification". */
export function Toast({ item, onDismiss, autoHideMs }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(autoHideMs ?? 0);
  const onDismissRef = useRef(onDismiss);
  useLayoutEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (!autoHideMs || paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismissRef.current(item.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [autoHideMs, paused, item.id]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <li
      className={cx(styles.toast, styles[item.action])}
      data-action={item.action}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Icon name={noticeIcons[item.action]} size={20} className={styles.icon} />
      <p className={styles.message} role={item.action === 'danger' ? 'alert' : undefined}>
        <VisuallyHidden>{noticeLabels[item.action]} : </VisuallyHidden>
        {item.message}
      </p>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => onDismiss(item.id)}
        aria-label="Fermer la notification"
        title="Fermer"
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
