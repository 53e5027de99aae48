import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { Skeleton } from '@ga/ui';
import { signInPath, useSession } from '@ga/core';
import { AccountNav } from '../components/account-nav';
import styles from './account-layout.module.css';

/** /mon-compte (auth): greeting, sub-navigation, then the tab (profile or one of the lists). */
export function AccountLayout() {
  const { user, isSignedIn } = useSession();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  if (!isSignedIn) {
    // Leaving the area already (account deleted → home): let that navigation finish.
    if (navigation.location && !navigation.location.pathname.startsWith('/mon-compte')) return null;
    // Signed out while on the page (header button, revoked token): sign in again to come back.
    return <Navigate to={signInPath(pathname + search)} replace />;
  }
  const firstName = user?.fullname.trim().split(/\s+/)[0];
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Mon espace client</p>
          {user ? (
            <>
              <h1 className={styles.title}>Bonjour {firstName}</h1>
              <p className={styles.who}>
                {user.is_comp && user.company_name ? `${user.company_name} · ` : ''}
                {user.email}
                <span className={styles.kind}>{user.is_comp ? 'Compte professionnel' : 'Compte particulier'}</span>
              </p>
            </>
          ) : (
            <>
              <h1 className={styles.title}>Mon compte</h1>
              <Skeleton width="16rem" height="1.25rem" />
            </>
          )}
        </div>
      </header>
      <div className={styles.container}>
        <AccountNav />
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
