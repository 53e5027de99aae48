import { NavLink } from '@ga/core';
import { MAIN_NAV } from './navigation';
import styles from './mobile-menu.module.css';

/** The mobile menu (SPEC.md §2 modal): closed by the layout on every page change. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <div className={styles.overlay} onClick={onClose}>
      <nav id="mobile-menu" aria-label="Menu mobile" className={styles.panel} onClick={(e) => e.stopPropagation()}>
        <ul>
          {[...MAIN_NAV, { label: 'À propos', to: '/a-propos' }, { label: 'Mon compte', to: '/mon-compte' }].map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={styles.link}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <a className={styles.call} href="tel:+33243000000">
          Appeler un conseiller : 02 43 00 00 00
        </a>
      </nav>
    </div>
  );
}
