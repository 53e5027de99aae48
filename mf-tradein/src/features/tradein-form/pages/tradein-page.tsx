import { usePageHead } from '@ga/core';
import { TradeinForm } from '../components/tradein-form';
import styles from './tradein-page.module.css';

/** /reprise-voiture: the trade-in form with its instant estimate. */
export function TradeinPage() {
  usePageHead({
    title: 'Reprise de votre voiture : estimation immédiate et gratuite',
    description:
      'Estimez la reprise de votre voiture en 3 minutes : immatriculation, état, équipements. Une fourchette de prix immédiate, valable 7 jours, confirmée par une expertise gratuite.',
  });
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>Reprise de votre véhicule</p>
        <h1 className={styles.title}>Faites reprendre votre voiture</h1>
        <p className={styles.lead}>
          Décrivez votre véhicule en quelques minutes et recevez tout de suite une estimation de reprise, à déduire de votre prochain achat.
        </p>
      </header>
      <TradeinForm />
    </div>
  );
}
