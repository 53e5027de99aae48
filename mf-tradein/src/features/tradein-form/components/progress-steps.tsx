import { Icon, VisuallyHidden, cx } from '@ga/ui';
import { STEPS, type StepIndex } from '../form-values';
import styles from './progress-steps.module.css';

/**
 * « Étape 2 sur 4 » with the four steps: done ones can be reopened, the current one is marked
 * `aria-current="step"`, later ones are not reachable before the current one is valid.
 */
export function ProgressSteps({ step, onOpen }: { step: StepIndex; onOpen: (step: StepIndex) => void }) {
  return (
    <nav aria-label="Étapes de la demande de reprise" className={styles.nav}>
      <p className={styles.count}>
        Étape {step + 1} sur {STEPS.length}
      </p>
      <ol className={styles.list}>
        {STEPS.map((item, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          const label = (
            <>
              <span className={styles.bullet} aria-hidden="true">
                {state === 'done' ? <Icon name="check" size={14} /> : index + 1}
              </span>
              <span className={styles.title}>{item.title}</span>
            </>
          );
          return (
            <li
              key={item.id}
              className={cx(styles.item, styles[state])}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' ? (
                <button type="button" className={styles.button} onClick={() => onOpen(index as StepIndex)}>
                  {label}
                  <VisuallyHidden> (terminée, modifier)</VisuallyHidden>
                </button>
              ) : (
                <span className={styles.button}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${((step + 1) / STEPS.length) * 100}%` }} />
      </div>
    </nav>
  );
}
