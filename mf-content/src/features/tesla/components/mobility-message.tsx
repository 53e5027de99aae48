import styles from './tesla.module.css';

/** The mobility message French law requires next to a vehicle advert (Code de l’environnement, décret 2021-1841). */
export function MobilityMessage() {
  return (
    <p className={styles.mobility}>
      Pour les trajets courts, privilégiez la marche ou le vélo. #SeDéplacerMoinsPolluer
    </p>
  );
}
