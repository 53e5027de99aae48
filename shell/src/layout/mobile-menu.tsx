import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from '@ga/core';
import { MAIN_NAV } from './navigation';
import styles from './mobile-menu.module.css';

const burger = () => document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]');

/**
 * The mobile menu (docs/spec-notes.md §2 modal), under the header whose button opens and closes it: the focus
 * goes to its first link on opening; Escape, a tap beside it or a page change closes it; Tab past
 * its last link goes back to that button (the header stays usable, the page behind does not get
 * the focus); Escape gives the focus back to the button, a link followed gives it to the new
 * page's heading (RouteFocus).
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    return undefined;
  }, [open]);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      burger()?.focus();
      return;
    }
    if (event.key !== 'Tab' || event.shiftKey) return;
    const links = panel.current?.querySelectorAll<HTMLElement>('a');
    if (links && document.activeElement === links[links.length - 1]) {
      event.preventDefault();
      burger()?.focus();
    }
  };

  return (
    <div className={styles.overlay} onClick={onClose}>
      <nav
        id="mobile-menu"
        ref={panel}
        aria-label="Menu mobile"
        className={styles.panel}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <ul>
          {[...MAIN_NAV, { label: 'À propos', to: '/a-propos' }, { label: 'Mon compte', to: '/mon-compte' }].map(
            (item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.link}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <a className={styles.call} href="tel:+33243000000">
          Appeler un conseiller : 02 43 00 00 00
        </a>
      </nav>
    </div>
  );
}
