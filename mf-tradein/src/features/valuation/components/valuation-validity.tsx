import { Button, Notice, formatDate } from '@ga/ui';
import { errorMessage } from '@ga/core';
import type { Tradein } from '@ga/contracts';
import { useTradeinRefreshValuationMutation } from '../api';
import styles from './valuation.module.css';

/** Valid until…, or expired: a request still open can have its valuation computed again. */
export function ValuationValidity({ tradein, now = Date.now() }: { tradein: Tradein; now?: number }) {
  const [refresh, state] = useTradeinRefreshValuationMutation();
  if (!tradein.estimate_valid_until) return null;
  const expired = new Date(tradein.estimate_valid_until).getTime() <= now;
  if (!expired) {
    return <p className={styles.validity}>Estimation valable jusqu’au {formatDate(tradein.estimate_valid_until)}.</p>;
  }
  const open = tradein.status === 'nouvelle' || tradein.status === 'en_cours';
  return (
    <Notice
      variant="warning"
      title={`Estimation expirée le ${formatDate(tradein.estimate_valid_until)}`}
      action={
        open ? (
          <Button variant="secondary" size="sm" loading={state.isLoading} onClick={() => void refresh(tradein.id)}>
            Actualiser mon estimation
          </Button>
        ) : null
      }
    >
      {open
        ? 'Les prix du marché bougent : actualisez-la pour connaître la valeur de votre véhicule aujourd’hui.'
        : 'Cette demande est close : faites une nouvelle estimation pour connaître la valeur de votre véhicule aujourd’hui.'}
      {state.error ? <p className={styles.error}>{errorMessage(state.error)}</p> : null}
    </Notice>
  );
}
