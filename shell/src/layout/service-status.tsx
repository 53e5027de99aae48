import { useEffect } from 'react';
import { retryUnreachable, selectUnreachableCount, useAppSelector, useAppStore } from '@ga/core';
import styles from './service-status.module.css';

/** Seconds between two tries while the API is out of reach. */
const RETRY_MS = 5_000;

/**
 * While the API cannot be reached (stopped, restarting, its database away), one polite French
 * message for the whole page, and the failed queries tried again every 5 s, at once when the
 * browser is back online or the tab comes back: the page fills in by itself when the API is back.
 */
export function ServiceStatus() {
  const unreachable = useAppSelector(selectUnreachableCount) > 0;
  const store = useAppStore();
  useEffect(() => {
    if (!unreachable) return;
    const retry = () => retryUnreachable(store);
    const timer = setInterval(retry, RETRY_MS);
    const onVisible = () => document.visibilityState === 'visible' && retry();
    addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [unreachable, store]);

  // The live region stays in the page so that screen readers announce the message when it comes.
  return (
    <div role="status" aria-live="polite" data-testid="service-status">
      {unreachable ? (
        <p className={styles.message}>
          Le service est momentanément indisponible. Nous réessayons automatiquement, inutile de recharger la page.
        </p>
      ) : null}
    </div>
  );
}
