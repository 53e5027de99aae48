import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from '@ga/core';
import { Icon, type IconName } from '@ga/ui';
import styles from './account-nav.module.css';

const TABS: { to: string; label: string; icon: IconName; end?: boolean }[] = [
  { to: '/mon-compte', label: 'Mon profil', icon: 'user', end: true },
  { to: '/mon-compte/mes-favoris', label: 'Mes favoris', icon: 'heart' },
  { to: '/mon-compte/mes-alertes', label: 'Mes alertes', icon: 'search' },
  { to: '/mon-compte/mes-devis', label: 'Mes devis', icon: 'euro' },
  { to: '/mon-compte/mes-reservations', label: 'Mes réservations', icon: 'key' },
  { to: '/mon-compte/mes-rendez-vous', label: 'Mes rendez-vous', icon: 'calendar' },
  { to: '/mon-compte/mes-financements', label: 'Mes financements', icon: 'calendar' },
  { to: '/mon-compte/mes-reprises', label: 'Mes reprises', icon: 'car' },
];

/** Sub-navigation of « Mon compte »: tabs on desktop, a horizontally scrolling strip on mobile. */
export function AccountNav() {
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // On a narrow screen, bring the current tab into view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) {
      const left = current.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      list.scrollTo?.({ left: left - (list.clientWidth - current.offsetWidth) / 2, behavior: 'smooth' });
    }
  }, [pathname]);

  return (
    <nav aria-label="Mon compte" className={styles.nav}>
      <ul ref={listRef} className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            >
              <Icon name={tab.icon} size={18} />
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
