import { useFormContext } from 'react-hook-form';
import { Icon, Notice, TextField } from '@ga/ui';
import type { TradeinValues } from '../form-values';
import styles from './tradein-form.module.css';

interface Props {
  lookupError: string | null;
  onSkip: () => void;
}

/** Step 1: the plate (SIV or FNI, dashes or not), looked up when the visitor goes on. */
export function PlateStep({ lookupError, onSkip }: Props) {
  const { register, formState } = useFormContext<TradeinValues>();
  return (
    <>
      <p className={styles.stepLead}>
        Avec votre immatriculation, nous retrouvons votre véhicule : marque, modèle, version et date de mise en
        circulation.
      </p>
      <div className={styles.plateRow}>
        <span className={styles.plateBadge} aria-hidden="true">
          <span>★</span>F
        </span>
        <TextField
          label="Immatriculation"
          hint="AA-123-AA (depuis 2009) ou 1234 AB 72 (avant 2009), avec ou sans tirets."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={styles.plateInput}
          containerClassName={styles.plateField}
          error={formState.errors.plate?.message}
          {...register('plate', { setValueAs: (v: string) => v.toUpperCase() })}
        />
      </div>
      {lookupError && <Notice variant="danger">{lookupError}</Notice>}
      <div className={styles.alt}>
        <Icon name="info" size={18} />
        <p>
          Pas votre carte grise sous la main ?{' '}
          <button type="button" className={styles.linkButton} onClick={onSkip}>
            Décrire mon véhicule sans immatriculation
          </button>
        </p>
      </div>
    </>
  );
}
