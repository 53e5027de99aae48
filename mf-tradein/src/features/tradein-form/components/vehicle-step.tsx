import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { Notice, SelectField } from '@ga/ui';
import { TRADEIN_MESSAGES, type Energy, type Gearbox, type Option } from '@ga/contracts';
import {
  useTradeinBrandsQuery,
  useTradeinChoicesQuery,
  useTradeinListQuery,
  useTradeinModelsQuery,
  type ListChoices,
} from '../api';
import { VEHICLE_FIELDS, VEHICLE_LABELS, type TradeinValues, type VehicleField } from '../form-values';
import styles from './tradein-form.module.css';

const LABELS = VEHICLE_LABELS;
const HINTS: Partial<Record<VehicleField, string>> = {
  year: 'Case B de la carte grise.',
  fiscal_power: 'Case P.6 de la carte grise.',
  engine_power: 'En chevaux (ch DIN).',
};

/**
 * Step 2: each list comes from the API and depends on the choices before it (brand → model →
 * year → month, energy → gearbox → body → fiscal power → power → version; colour). Changing a
 * choice empties the ones after it; a list with a single answer is filled in by itself.
 */
export function VehicleStep({ plateUnknown }: { plateUnknown: boolean }) {
  const { watch, setValue, register, formState } = useFormContext<TradeinValues>();
  const v = watch();
  const pair = v.brand && v.carmodel ? { brand: v.brand, carmodel: v.carmodel } : null;
  const num = (s: string) => (s ? Number(s) : undefined);
  const withYear: ListChoices = { year: num(v.year) };
  const withEnergy: ListChoices = { ...withYear, energy: (v.energy || undefined) as Energy | undefined };
  const withGearbox: ListChoices = { ...withEnergy, gearbox: (v.gearbox || undefined) as Gearbox | undefined };
  const withType: ListChoices = { ...withGearbox, type: v.type || undefined };
  const withFiscal: ListChoices = { ...withType, fiscal_power: num(v.fiscal_power) };
  const withEngine: ListChoices = { ...withFiscal, engine_power: num(v.engine_power) };

  const lists: Record<VehicleField, { data?: Option<string | number>[]; isFetching: boolean; ready: boolean }> = {
    brand: { ...useTradeinBrandsQuery(), ready: true },
    carmodel: { ...useTradeinModelsQuery(v.brand, { skip: !v.brand }), ready: !!v.brand },
    year: { ...useTradeinListQuery({ list: 'years', ...pair!, choices: {} }, { skip: !pair }), ready: !!pair },
    month: {
      ...useTradeinListQuery({ list: 'months', ...pair!, choices: withYear }, { skip: !pair || !v.year }),
      ready: !!pair && !!v.year,
    },
    energy: {
      ...useTradeinListQuery({ list: 'energies', ...pair!, choices: withYear }, { skip: !pair || !v.year }),
      ready: !!pair && !!v.year,
    },
    gearbox: {
      ...useTradeinListQuery({ list: 'gearboxes', ...pair!, choices: withEnergy }, { skip: !pair || !v.energy }),
      ready: !!pair && !!v.energy,
    },
    type: {
      ...useTradeinListQuery({ list: 'types', ...pair!, choices: withGearbox }, { skip: !pair || !v.gearbox }),
      ready: !!pair && !!v.gearbox,
    },
    fiscal_power: {
      ...useTradeinChoicesQuery({ name: 'fiscal-powers', ...pair!, choices: withType }, { skip: !pair || !v.type }),
      ready: !!pair && !!v.type,
    },
    engine_power: {
      ...useTradeinChoicesQuery(
        { name: 'engine-powers', ...pair!, choices: withFiscal },
        { skip: !pair || !v.fiscal_power },
      ),
      ready: !!pair && !!v.fiscal_power,
    },
    version_id: {
      ...useTradeinChoicesQuery(
        { name: 'finishes', ...pair!, choices: withEngine },
        { skip: !pair || !v.engine_power },
      ),
      ready: !!pair && !!v.engine_power,
    },
    colour: { ...useTradeinListQuery({ list: 'colors', ...pair!, choices: {} }, { skip: !pair }), ready: !!pair },
  };

  // A list with one answer only (a model sold with one gearbox…) is answered for the visitor.
  useEffect(() => {
    for (const field of VEHICLE_FIELDS) {
      const list = lists[field];
      if (field !== 'colour' && list.ready && !list.isFetching && list.data?.length === 1 && !v[field]) {
        setValue(field, String(list.data[0]!.value), { shouldValidate: formState.isSubmitted });
      }
    }
  });

  const select = (field: VehicleField) => {
    const list = lists[field];
    const registration = register(field, {
      onChange: () => {
        // The choices after this one depended on it: they are asked again.
        for (const later of VEHICLE_FIELDS.slice(VEHICLE_FIELDS.indexOf(field) + 1))
          if (later !== 'colour') setValue(later, '');
      },
    });
    return (
      <SelectField
        key={field}
        label={LABELS[field]}
        hint={HINTS[field]}
        required
        disabled={!list.ready}
        placeholder={
          !list.ready
            ? 'Choisissez d’abord le champ précédent'
            : list.isFetching && !list.data
              ? 'Chargement…'
              : 'Choisissez'
        }
        options={(list.ready ? (list.data ?? []) : []).map((o) => ({ value: String(o.value), label: o.label }))}
        error={formState.errors[field]?.message}
        containerClassName={field === 'version_id' ? styles.wide : undefined}
        {...registration}
        // Controlled: a value set before its list arrives (plate look-up, draft) is shown once it does.
        value={v[field]}
      />
    );
  };

  return (
    <>
      {plateUnknown && (
        <Notice variant="warning" className={styles.notice}>
          {TRADEIN_MESSAGES.plateUnknown}
        </Notice>
      )}
      {v.plateStatus === 'found' && (
        <Notice variant="success" className={styles.notice} title="Nous avons retrouvé votre véhicule">
          Vérifiez les informations ci-dessous et corrigez-les si besoin.
        </Notice>
      )}
      <div className={styles.grid}>{VEHICLE_FIELDS.map(select)}</div>
    </>
  );
}
