import { useState } from 'react';
import { Button, Modal, RadioGroup, SelectField, deliveryPriceLabel, departmentCode } from '@ga/ui';
import { useSession } from '@ga/core';
import type { DeliveryForm } from '@ga/contracts';
import { useCatalogueDeliveryTypesQuery, useCatalogueDepartmentsQuery } from '../api';
import { CommuneSearch } from './commune-search';

interface Props {
  open: boolean;
  initial: DeliveryForm;
  /** The visitor chose `initial` before; else its département is only the default, not shown as chosen. */
  chosen: boolean;
  onClose: () => void;
  onConfirm: (form: DeliveryForm) => void;
}

/** Delivery-type modal (docs/spec-notes.md §2): department, then at home or in a centre, with the price. */
export function DeliveryModal({ open, initial, chosen, onClose, onConfirm }: Props) {
  const { isCompany } = useSession();
  const [form, setForm] = useState(initial);
  // Before a first choice the select asks for the département rather than showing the default's.
  const [departmentPicked, setDepartmentPicked] = useState(chosen);
  const pick = (department_id: number) => {
    setForm({ ...form, department_id });
    setDepartmentPicked(true);
  };
  const departments = useCatalogueDepartmentsQuery(undefined, { skip: !open });
  const types = useCatalogueDeliveryTypesQuery({ departmentId: form.department_id }, { skip: !open });
  const options = (types.data ?? []).map((t) => ({
    value: String(t.id),
    label: `${t.name} — ${deliveryPriceLabel(t.delivery_price, t.delivery_price_etax, isCompany)}`,
    hint: `${t.description}${t.lead_time_days ? ` Délai indicatif : ${t.lead_time_days} jours.` : ''}`,
  }));
  const chosenAvailable = options.some((o) => o.value === String(form.delivery_type_id));

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Mode de livraison"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Annuler
          </Button>
          <Button disabled={!departmentPicked || !chosenAvailable} onClick={() => onConfirm(form)}>
            Valider
          </Button>
        </>
      }
    >
      <CommuneSearch
        onCommune={(locality) => {
          const department = departments.data?.find((d) => departmentCode(d.name) === locality.department_code);
          if (department) pick(department.id);
        }}
      />
      <SelectField
        label="Votre département"
        name="department_id"
        value={departmentPicked ? String(form.department_id) : ''}
        placeholder={departmentPicked ? undefined : 'Choisissez votre département'}
        options={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        onChange={(event) => event.target.value && pick(Number(event.target.value))}
        hint={
          departments.data && departmentPicked
            ? `Département ${departmentCode(departments.data.find((d) => d.id === form.department_id)?.name ?? '')}`
            : undefined
        }
      />
      {departmentPicked && options.length > 0 && (
        <RadioGroup
          label="Livraison à domicile ou en centre"
          name="delivery_type_id"
          options={options}
          value={String(form.delivery_type_id)}
          onValueChange={(value) => setForm({ ...form, delivery_type_id: Number(value) })}
          variant="cards"
        />
      )}
    </Modal>
  );
}
