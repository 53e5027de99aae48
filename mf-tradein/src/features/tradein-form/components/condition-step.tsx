import { useFormContext } from 'react-hook-form';
import { Checkbox, RadioGroup, TextField } from '@ga/ui';
import { useTradeinEquipmentsQuery } from '../api';
import type { TradeinValues } from '../form-values';
import { PhotoPicker } from '../../../shared/photos/components/photo-picker';
import { DamagePicker } from './damage-picker';
import styles from './tradein-form.module.css';

const YES_NO = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
];

/** Step 3: mileage, owners, service history, equipment that adds value, damages. */
export function ConditionStep() {
  const { register, watch, setValue, formState } = useFormContext<TradeinValues>();
  const { data: equipments = [] } = useTradeinEquipmentsQuery();
  const chosen = watch('equipments');
  const yesNo = (name: 'first_hand' | 'service_history', label: string, hint: string) => (
    <RadioGroup
      label={label}
      hint={hint}
      required
      orientation="horizontal"
      options={YES_NO}
      error={formState.errors[name]?.message}
      {...register(name)}
      value={watch(name)}
    />
  );

  return (
    <div className={styles.stack}>
      <TextField
        label="Kilométrage"
        hint="Tel qu’affiché au compteur."
        required
        inputMode="numeric"
        autoComplete="off"
        suffix="km"
        containerClassName={styles.mileage}
        error={formState.errors.mileage?.message}
        {...register('mileage')}
      />
      {yesNo('first_hand', 'Êtes-vous le premier propriétaire ?', 'Un véhicule de première main se revend mieux.')}
      {yesNo(
        'service_history',
        'L’entretien a-t-il été suivi ?',
        'Carnet ou factures d’entretien à présenter lors de l’expertise.',
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Équipements</legend>
        <p className={styles.fieldHint}>Cochez ceux de votre véhicule : ils comptent dans l’estimation.</p>
        <div className={styles.checks}>
          {equipments.map((e) => (
            <Checkbox
              key={e.value}
              label={e.label}
              checked={chosen.includes(e.value)}
              onChange={(event) =>
                setValue(
                  'equipments',
                  event.target.checked ? [...chosen, e.value] : chosen.filter((x) => x !== e.value),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <DamagePicker />
      <PhotoPicker />
    </div>
  );
}
