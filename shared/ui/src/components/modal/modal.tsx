import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../utils/cx';
import { focusableElements } from '../../utils/focusable';
import { lockBodyScroll } from '../../utils/scroll-lock';
import { Icon } from '../icon/icon';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and (unless disabled) on a click outside. */
  onClose: () => void;
  /** Title of the dialog (its accessible name). */
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  /** Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** Label of the close button. Default "Fermer". */
  closeLabel?: string;
  /** Element to focus on open; default the first focusable element of the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Default true. */
  closeOnOverlayClick?: boolean;
  className?: string;
}

/**
 * Modal dialog: role="dialog", aria-modal, labelled by its title; focus trapped inside, Escape
 * closes, focus returns to the opener, page scroll locked while open. Rendered in document.body.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeLabel = 'Fermer',
  initialFocusRef,
  closeOnOverlayClick = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    const dialog = dialogRef.current;
    const target = initialFocusRef?.current ?? (bodyRef.current && focusableElements(bodyRef.current)[0]) ?? dialog;
    target?.focus();

    // Focus that leaves the dialog (e.g. a click on the page behind) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableElements(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={styles.overlay}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (closeOnOverlayClick && event.target === event.currentTarget) onCloseRef.current();
      }}
      data-testid="modal-overlay"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel}
            title={closeLabel}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
