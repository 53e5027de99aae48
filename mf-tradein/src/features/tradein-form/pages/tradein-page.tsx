import { usePageHead } from '@ga/core';
import { TRADEIN_HEAD } from '../tradein-head';
import { TradeinForm } from '../components/tradein-form';
import styles from './tradein-page.module.css';

/** /reprise-voiture: the trade-in form with its instant valuation. */
export function TradeinPage() {
  usePageHead(TRADEIN_HEAD);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>Reprise de votre véhicule</p>
        <h1 className={styles.title}>Faites reprendre votre voiture</h1>
        <p className={styles.lead}>
          Décrivez votre véhicule en quelques minutes et recevez tout de suite une estimation de reprise, à déduire de
          votre prochain achat.
        </p>
      </header>
      <TradeinForm />
    </div>
  );
}
