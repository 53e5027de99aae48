import { Icon } from '@ga/ui';
import { signOut, useAppDispatch, useSession, Link } from '@ga/core';
import styles from './header.module.css';

export function UserMenu() {
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const firstName = user?.fullname.split(' ')[0];
  return (
    <div className={styles.userMenu}>
      <Link to="/mon-compte" className={styles.account} title="Mon compte">
        <Icon name="user" size={20} /> <span>{firstName ? `Bonjour ${firstName}` : 'Mon compte'}</span>
      </Link>
      <button type="button" className={styles.logout} onClick={() => void dispatch(signOut())}>
        Se déconnecter
      </button>
    </div>
  );
}
