import type { AriaRole, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './notice.module.css';
import { noticeIcons, noticeLabels, type NoticeVariant } from './notice-variants';

export interface NoticeProps {
  /** Default `info`. */
  variant?: NoticeVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  /** Shows a close button ("Fermer") calling this. */
  onDismiss?: () => void;
  /** Default: "alert" for danger, "status" otherwise. */
  role?: AriaRole;
  className?: string;
}

/** Inline message box (success / info / warning / danger). */
export function Notice({ variant = 'info', title, children, action, onDismiss, role, className }: NoticeProps) {
  return (
    <div
      role={role ?? (variant === 'danger' ? 'alert' : 'status')}
      className={cx(styles.root, styles[variant], className)}
      data-variant={variant}
    >
      <Icon name={noticeIcons[variant]} size={22} className={styles.icon} />
      <div className={styles.content}>
        <VisuallyHidden>{noticeLabels[variant]} : </VisuallyHidden>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Fermer" title="Fermer">
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
