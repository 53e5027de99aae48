import { STOCK_STATE_LABELS, type StaffStockItem } from '@ga/contracts';
import styles from './stock.module.css';

/** A vehicle's state, and « Réservé » while a visitor's booking holds it. */
export function StateLabel({ item }: { item: Pick<StaffStockItem, 'state' | 'booked'> }) {
  return (
    <>
      <span className={`${styles.state} ${styles[item.state]}`}>{STOCK_STATE_LABELS[item.state]}</span>
      {item.booked && item.state === 'disponible' && (
        <span className={`${styles.state} ${styles.booked}`}>Réservé</span>
      )}
    </>
  );
}
