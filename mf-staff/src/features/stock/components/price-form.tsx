import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, TextField } from '@ga/ui';
import { stockPriceSchema, z, type StaffStockDetail } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { useStaffStockPriceMutation } from '../api';
import styles from './stock.module.css';
import panel from '../../../shared/layout/panel.module.css';

/** Typed with spaces (« 18 990 ») or without; checked as the API checks it. */
const schema = z.object({
  price: z.preprocess(
    (v) => (String(v).trim() === '' ? undefined : Number(String(v).replace(/[\s\u00a0\u202f€]/g, ''))),
    stockPriceSchema.shape.price,
  ),
});

/** A new price TTC: the same code as the `stock` CLI, so history, reference price and alerts follow. */
export function PriceForm({ vehicle }: { vehicle: StaffStockDetail }) {
  const [save, { data, error, isLoading }] = useStaffStockPriceMutation();
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), values: { price: String(vehicle.price) } });
  const onSubmit = handleSubmit(async (values) => {
    const result = await save({ id: vehicle.id, price: values.price });
    if ('error' in result && result.error) {
      const message = fieldErrors(result.error).price?.[0];
      if (message) setError('price', { message });
    }
  });
  const forSale = vehicle.state === 'disponible';
  return (
    <section className={panel.box} aria-labelledby="prix">
      <h2 id="prix" className={panel.boxTitle}>
        Prix
      </h2>
      {forSale ? (
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          <TextField
            label="Nouveau prix TTC (€)"
            inputMode="numeric"
            autoComplete="off"
            hint="Une baisse sous le prix de référence des 30 derniers jours s’affiche « Baisse de prix » pendant 14 jours."
            required
            error={formState.errors.price?.message}
            {...register('price')}
          />
          <Button type="submit" loading={isLoading}>
            Changer le prix
          </Button>
          {data && !formState.isDirty && (
            <p className={panel.saved} role="status">
              {data.message}
            </p>
          )}
          {error && errorStatus(error) !== 422 && (
            <Notice variant="danger" role="alert">
              {errorMessage(error)}
            </Notice>
          )}
        </form>
      ) : (
        <p className={panel.muted}>Le véhicule n’est pas en vente : remettez-le disponible pour changer son prix.</p>
      )}
    </section>
  );
}
