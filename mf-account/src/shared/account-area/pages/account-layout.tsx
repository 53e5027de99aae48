import { useState } from 'react';
import { Skeleton } from '@ga/ui';
import { signInPath, useSession, Navigate, Outlet, useLocation, useNavigation, useOutletContext } from '@ga/core';
import { AccountNav } from '../components/account-nav';
import styles from './account-layout.module.css';

/** /mon-compte (auth): greeting, sub-navigation, then the tab (profile or one of the lists). */
/** What the tabs may tell the layout (Outlet context). */
export interface AccountOutletContext {
  /** The visitor is leaving the area on purpose (account deletion): do not send them to /connexion. */
  setLeaving: (leaving: boolean) => void;
}

/** The layout's context, or undefined outside it (component tests). */
export const useAccountOutlet = () => useOutletContext<AccountOutletContext | undefined>();

export function AccountLayout() {
  const { user, isSignedIn } = useSession();
  const [leaving, setLeaving] = useState(false);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  if (!isSignedIn) {
    // Leaving the area already (account deleted → home): let that navigation finish.
    // The deleted account's token answers 401 to any request still running, which signs the visitor
    // out before that navigation starts: the deletion says so first (setLeaving).
    if (leaving || (navigation.location && !navigation.location.pathname.startsWith('/mon-compte'))) return null;
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
          <Outlet context={{ setLeaving } satisfies AccountOutletContext} />
        </div>
      </div>
    </div>
  );
}
