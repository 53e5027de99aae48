import { useFormContext } from 'react-hook-form';
import { Icon, energyLabel, formatNumber, pluralize } from '@ga/ui';
import type { Energy } from '@ga/contracts';
import { useTradeinBrandsQuery, useTradeinModelsQuery } from '../api';
import type { TradeinValues } from '../form-values';
import styles from './tradein-recap.module.css';

const PROMISES = [
  {
    icon: 'gauge',
    title: 'Estimation immédiate',
    text: 'Une fourchette de prix dès l’envoi, chaque ajustement expliqué.',
  },
  { icon: 'calendar', title: 'Valable 7 jours', text: 'Le temps de choisir votre prochain véhicule.' },
  { icon: 'shield', title: 'Expertise gratuite', text: 'À Écommoy ou lors de la livraison, sans engagement.' },
] as const;

/** Beside the form: the car as described so far, and what the visitor gets. */
export function TradeinRecap() {
  const { watch } = useFormContext<TradeinValues>();
  const v = watch();
  const { data: brands } = useTradeinBrandsQuery();
  const { data: models } = useTradeinModelsQuery(v.brand, { skip: !v.brand });
  const brand = brands?.find((b) => String(b.value) === v.brand)?.label;
  const model = models?.find((m) => String(m.value) === v.carmodel)?.label;
  const mileage = Number(v.mileage.replace(/\D/g, ''));
  const facts = [
    v.plate && v.plateStatus !== 'skipped' ? v.plate : null,
    v.year ? `${v.month ? `${v.month.padStart(2, '0')}/` : ''}${v.year}` : null,
    v.energy ? energyLabel(v.energy as Energy) : null,
    v.mileage && mileage ? `${formatNumber(mileage)} km` : null,
    v.damages.length ? pluralize(v.damages.length, 'dommage', 'dommages') : null,
  ].filter(Boolean);

  return (
    <aside className={styles.aside} aria-label="Votre demande">
      <div className={styles.car}>
        <span className={styles.carIcon}>
          <Icon name="car" size={28} />
        </span>
        <div>
          <p className={styles.carTitle}>{brand ? `${brand} ${model ?? ''}` : 'Votre véhicule'}</p>
          <p className={styles.carFacts}>
            {facts.length ? facts.join(' · ') : 'Les informations apparaissent ici au fil de vos réponses.'}
          </p>
        </div>
      </div>
      <ul className={styles.promises}>
        {PROMISES.map((p) => (
          <li key={p.title}>
            <Icon name={p.icon} size={20} />
            <span>
              <strong>{p.title}</strong>
              {p.text}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
