import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, RadioGroup, TextArea } from '@ga/ui';
import {
  STOCK_STATE_LABELS,
  STOCK_STATES,
  stockStateSchema,
  type StaffStockDetail,
  type StockState,
  type z,
} from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { useStaffStockStateMutation } from '../api';
import styles from './stock.module.css';
import panel from '../../../shared/layout/panel.module.css';

type Values = z.input<typeof stockStateSchema>;
const HINTS: Record<StockState, string> = {
  disponible: 'En vente : sur la fiche, dans la recherche, les alertes et le plan du site.',
  vendu: 'Vendu : la fiche et la recherche ne le montrent plus ; il reste dans l’historique.',
  retire:
    'Retiré pour un temps (carrosserie, contrôle…) : hors de la vente comme un véhicule vendu, sans compter comme une vente.',
};

/** Disponible, vendu or retiré de la vente (with a reason the staff keep). */
export function StateForm({ vehicle }: { vehicle: StaffStockDetail }) {
  const [save, { data, error, isLoading }] = useStaffStockStateMutation();
  const { register, handleSubmit, setError, watch, formState } = useForm<
    Values,
    unknown,
    z.output<typeof stockStateSchema>
  >({
    resolver: zodResolver(stockStateSchema),
    // The form follows the vehicle as the server has it (after a save, its refetch): the same form,
    // so the confirmation of the save stays on screen (a new form would lose it).
    values: { state: vehicle.state, reason: vehicle.withdrawn_reason ?? '' },
  });
  const state = watch('state');
  const onSubmit = handleSubmit(async (values) => {
    const result = await save({
      id: vehicle.id,
      state: values.state,
      ...(values.state === 'retire' ? { reason: values.reason } : {}),
    });
    if ('error' in result && result.error) {
      const errors = fieldErrors(result.error);
      if (errors.state?.[0]) setError('state', { message: errors.state[0] });
      if (errors.reason?.[0]) setError('reason', { message: errors.reason[0] });
    }
  });
  return (
    <section className={panel.box} aria-labelledby="etat">
      <h2 id="etat" className={panel.boxTitle}>
        État
      </h2>
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <RadioGroup
          label="Le véhicule est"
          options={STOCK_STATES.map((s) => ({ value: s, label: STOCK_STATE_LABELS[s], hint: HINTS[s] }))}
          error={formState.errors.state?.message}
          {...register('state')}
        />
        {state === 'retire' && (
          <TextArea
            label="Motif du retrait"
            hint="Pour l’équipe : le visiteur ne le voit pas."
            rows={2}
            maxLength={300}
            required
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
        )}
        <Button type="submit" loading={isLoading}>
          Enregistrer l’état
        </Button>
        {data && !formState.isDirty && (
          <p className={panel.saved} role="status">
            {data.message}
          </p>
        )}
        {error && errorStatus(error) !== 422 && errorStatus(error) !== 409 && (
          <Notice variant="danger" role="alert">
            {errorMessage(error)}
          </Notice>
        )}
      </form>
    </section>
  );
}
