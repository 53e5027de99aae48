import { Checkbox, Notice } from '@ga/ui';
import { errorMessage, notify, useAppDispatch, Link } from '@ga/core';
import { useAccountFavouriteAlertsQuery, useAccountSetFavouriteAlertsMutation } from '../api';
import styles from './favourite-alerts-switch.module.css';

/**
 * The favourites' e-mail (opt-in): at most one a day when a favourite's price drops, or it is booked
 * or sold. It goes to a confirmed address only, which the hint says.
 */
export function FavouriteAlertsSwitch() {
  const dispatch = useAppDispatch();
  const { data } = useAccountFavouriteAlertsQuery();
  const [save, saved] = useAccountSetFavouriteAlertsMutation();
  if (!data) return null;
  const change = async (enabled: boolean) => {
    const result = await save(enabled);
    if ('data' in result && result.data)
      dispatch(notify({ action: enabled ? 'success' : 'info', message: result.data.message }));
  };
  return (
    <div className={styles.box} data-testid="favourite-alerts">
      <Checkbox
        label="M’écrire quand un favori baisse de prix, est réservé ou vendu (un e-mail par jour au plus)"
        checked={data.enabled}
        disabled={saved.isLoading}
        onChange={(e) => void change(e.target.checked)}
        error={saved.error ? errorMessage(saved.error) : undefined}
      />
      {data.enabled && !data.email_verified && (
        <Notice variant="warning">
          Ces e-mails partent vers une adresse confirmée : <Link to="/mon-compte">confirmez la vôtre</Link> pour les
          recevoir.
        </Notice>
      )}
    </div>
  );
}
