import { useState } from 'react';
import { Button, Icon, deliveryPriceLabel } from '@ga/ui';
import { useAppDispatch, useSession } from '@ga/core';
import { useCatalogueDeliveryTypesQuery, useCatalogueDepartmentsQuery } from '../api';
import { deliveryChosen } from '../../../shared/delivery/delivery-slice';
import { useDeliveryChoice } from '../../../shared/delivery/use-delivery-choice';
import { DeliveryModal } from './delivery-modal';
import styles from './delivery-block.module.css';

/** Delivery summary on the vehicle page, with the modal to change it. */
export function DeliveryBlock() {
  const { isCompany } = useSession();
  const dispatch = useAppDispatch();
  const { form, chosen } = useDeliveryChoice();
  const [open, setOpen] = useState(false);
  const departments = useCatalogueDepartmentsQuery();
  const types = useCatalogueDeliveryTypesQuery({ departmentId: form.department_id });
  const type = types.data?.find((t) => t.id === form.delivery_type_id);
  const department = departments.data?.find((d) => d.id === form.department_id);

  return (
    <section className={styles.block} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.title}>
        <Icon name="truck" size={20} /> Livraison
      </h2>
      <p className={styles.summary} data-testid="delivery-summary">
        {type ? (
          <>
            {/* The default département is no choice of the visitor's: named only once chosen. */}
            <strong>{type.name}</strong> · {chosen && department ? `${department.name} · ` : ''}
            <span className={styles.price}>
              {deliveryPriceLabel(type.delivery_price, type.delivery_price_etax, isCompany)}
            </span>
          </>
        ) : (
          'Choisissez votre département pour connaître le prix de la livraison.'
        )}
      </p>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Choisir mon mode de livraison
      </Button>
      {open && (
        <DeliveryModal
          open={open}
          initial={form}
          chosen={chosen}
          onClose={() => setOpen(false)}
          onConfirm={(next) => {
            dispatch(deliveryChosen(next));
            setOpen(false);
          }}
        />
      )}
    </section>
  );
}
