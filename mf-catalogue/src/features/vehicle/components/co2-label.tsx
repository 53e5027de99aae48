import { CO2_CLASSES, co2Class, mobilityMessage } from '@ga/contracts';
import styles from './co2-label.module.css';

/** The CO2 class label and the mandated mobility message (French law on vehicle ads). */
export function Co2Label({ co2, vehicleId }: { co2: number; vehicleId: number }) {
  const current = co2Class(co2);
  return (
    <section className={styles.block} aria-labelledby="co2-title">
      <h2 id="co2-title" className={styles.title}>
        Classe d’émissions de CO₂ : {current.letter} ({co2} g/km)
      </h2>
      <ol className={styles.scale} aria-hidden="true">
        {CO2_CLASSES.map((c, i) => (
          <li
            key={c.letter}
            style={{ background: c.colour, width: `${40 + i * 8}%` }}
            className={c.letter === current.letter ? styles.current : undefined}
          >
            {c.letter}
          </li>
        ))}
      </ol>
      <p className={styles.message}>{mobilityMessage(vehicleId)}</p>
    </section>
  );
}
