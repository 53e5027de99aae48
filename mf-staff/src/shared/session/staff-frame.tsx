import type { ReactNode } from 'react';
import { Button, ErrorState, LoadingState } from '@ga/ui';
import { STAFF_ROLE_LABELS } from '@ga/contracts';
import { errorStatus, Navigate, NavLink, setStaffCsrfToken, useLocation, useNavigate } from '@ga/core';
import {
  ACCOUNTS_PATH,
  AGENDA_PATH,
  AUDIT_PATH,
  INBOX_PATH,
  MY_ACCOUNT_PATH,
  SIGN_IN_PATH,
  STOCK_PATH,
} from '../paths';
import { useStaffMeQuery, useStaffSignOutMutation, type StaffMe } from './api';
import styles from './staff-frame.module.css';

/**
 * Every signed-in page of the staff area: checks the session (GET /api/staff/me; 401 → the sign-in,
 * back here after), then the staff bar (navigation, who is signed in, sign-out) over the page.
 */
export function StaffFrame({ children }: { children: (me: StaffMe) => ReactNode }) {
  const { data, error, isLoading, refetch } = useStaffMeQuery();
  const location = useLocation();
  if (isLoading) return <LoadingState label="Vérification de votre session…" />;
  if (errorStatus(error) === 401)
    return (
      <Navigate to={`${SIGN_IN_PATH}?retour=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  if (!data)
    return (
      <ErrorState
        title="Espace conseiller indisponible"
        message="Impossible de vérifier votre session pour le moment."
        onRetry={() => void refetch()}
      />
    );
  return (
    <div className={styles.frame}>
      <StaffBar me={data.data} />
      {children(data.data)}
    </div>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

function StaffBar({ me }: { me: StaffMe }) {
  const [signOut, { isLoading }] = useStaffSignOutMutation();
  const navigate = useNavigate();
  const onSignOut = async () => {
    await signOut();
    setStaffCsrfToken(null);
    navigate(SIGN_IN_PATH, { replace: true });
  };
  return (
    <div className={styles.bar}>
      <nav aria-label="Espace conseiller" className={styles.nav}>
        <NavLink to={INBOX_PATH} className={linkClass}>
          Demandes
        </NavLink>
        <NavLink to={AGENDA_PATH} className={linkClass}>
          Agenda
        </NavLink>
        {me.role !== 'conseiller' && (
          <>
            <NavLink to={STOCK_PATH} className={linkClass}>
              Stock
            </NavLink>
            <NavLink to={AUDIT_PATH} className={linkClass}>
              Journal
            </NavLink>
          </>
        )}
        {me.role === 'admin' && (
          <NavLink to={ACCOUNTS_PATH} className={linkClass}>
            Comptes
          </NavLink>
        )}
        <NavLink to={MY_ACCOUNT_PATH} className={linkClass}>
          Mon compte
        </NavLink>
      </nav>
      <p className={styles.who}>
        <span className={styles.name}>{me.full_name}</span>{' '}
        <span className={styles.role}>{STAFF_ROLE_LABELS[me.role]}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={() => void onSignOut()} loading={isLoading}>
        Se déconnecter
      </Button>
    </div>
  );
}
