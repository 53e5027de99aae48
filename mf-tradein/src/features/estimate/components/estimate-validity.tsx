import { Button, Notice, formatDate } from '@ga/ui';
import { errorMessage } from '@ga/core';
import type { Reprise } from '@ga/contracts';
import { useTradeinRefreshEstimateMutation } from '../api';
import styles from './estimate.module.css';

/** Valid until…, or expired: a request still open can have its estimate computed again. */
export function EstimateValidity({ reprise, now = Date.now() }: { reprise: Reprise; now?: number }) {
  const [refresh, state] = useTradeinRefreshEstimateMutation();
  if (!reprise.estimate_valid_until) return null;
  const expired = new Date(reprise.estimate_valid_until).getTime() <= now;
  if (!expired) {
    return <p className={styles.validity}>Estimation valable jusqu’au {formatDate(reprise.estimate_valid_until)}.</p>;
  }
  const open = reprise.status === 'nouvelle' || reprise.status === 'en_cours';
  return (
    <Notice
      variant="warning"
      title={`Estimation expirée le ${formatDate(reprise.estimate_valid_until)}`}
      action={
        open ? (
          <Button variant="secondary" size="sm" loading={state.isLoading} onClick={() => void refresh(reprise.id)}>
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
