import { Icon } from '@ga/ui';
import styles from './reassurance.module.css';

const POINTS = [
  {
    icon: 'euro',
    title: 'Neuf et 0 km moins chers',
    text: 'Nous achetons en volume auprès du réseau européen des constructeurs.',
  },
  { icon: 'truck', title: 'Livraison partout en France', text: 'À domicile ou dans l’un de nos points de livraison.' },
  { icon: 'key', title: 'Reprise de votre véhicule', text: 'Une estimation en ligne, déduite de votre achat.' },
  { icon: 'shield', title: 'Garantie et financement', text: 'Crédit, LOA et extension de garantie sur mesure.' },
] as const;

export function Reassurance() {
  return (
    <section className={styles.band} aria-label="Nos engagements">
      <ul className={styles.list}>
        {POINTS.map((point) => (
          <li key={point.title} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={point.icon} size={26} />
            </span>
            <span>
              <strong>{point.title}</strong>
              <small>{point.text}</small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
