import { Icon } from '@ga/ui';
import { getConfig, useSession, Link, NavLink } from '@ga/core';
import { MAIN_NAV } from './navigation';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

export function Header({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { isSignedIn } = useSession();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <span>Mandataire auto depuis 1966 · Livraison partout en France</span>
          <a href="tel:+33243000000" className={styles.phone}>
            <Icon name="phone" size={14} /> 02 43 00 00 00{' '}
            <span className={styles.hours}>du lundi au samedi, 9 h – 19 h</span>
          </a>
        </div>
      </div>
      <div className={styles.inner} data-testid="header-bar">
        <Link to="/" className={styles.brand} aria-label={`${getConfig().brandName}, accueil`}>
          <Logo />
        </Link>
        <nav aria-label="Navigation principale" className={styles.nav}>
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.actions}>
          {/* Signed out: the favourites kept in this browser (mf-catalogue), else the account's. */}
          <Link
            to={isSignedIn ? '/mon-compte/mes-favoris' : '/achat/favoris'}
            className={styles.iconLink}
            aria-label="Mes favoris"
          >
            <Icon name="heart" size={22} />
          </Link>
          {isSignedIn ? (
            <UserMenu />
          ) : (
            <Link to="/connexion" className={styles.account}>
              <Icon name="user" size={20} /> <span>Se connecter</span>
            </Link>
          )}
          <button
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={onToggleMenu}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
            <span className={styles.srOnly}>{menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
