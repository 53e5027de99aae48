import { useState, type FormEvent } from 'react';
import { Button, Notice, TextArea } from '@ga/ui';
import { stockEquipmentSchema, type StaffStockDetail } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { useStaffStockEquipmentMutation } from '../api';
import styles from './stock.module.css';
import panel from '../../../shared/layout/panel.module.css';

const count = (n: number) => `${n} ${n > 1 ? 'équipements' : 'équipement'}`;

/** The lines typed, without the blank ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** The equipment list the vehicle page shows, one item per line. */
export function EquipmentForm({ vehicle }: { vehicle: StaffStockDetail }) {
  const [save, { data, error, isLoading }] = useStaffStockEquipmentMutation();
  const [text, setText] = useState(vehicle.equipment.join('\n'));
  const [problem, setProblem] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = stockEquipmentSchema.safeParse({ equipment: linesOf(text) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    const result = await save({ id: vehicle.id, equipment: parsed.data.equipment });
    if ('error' in result && result.error) setProblem(fieldErrors(result.error).equipment?.[0]);
    else setSaved(true);
  };
  return (
    <section className={panel.box} aria-labelledby="equipements">
      <h2 id="equipements" className={panel.boxTitle}>
        Équipements
      </h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className={styles.form}>
        <TextArea
          label="Équipements, un par ligne"
          hint={`${count(linesOf(text).length)}. L’ordre est celui de la fiche.`}
          rows={10}
          value={text}
          error={problem}
          onChange={(e) => {
            setText(e.target.value);
            setSaved(false);
          }}
        />
        <Button type="submit" loading={isLoading}>
          Enregistrer les équipements
        </Button>
        {saved && data && (
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
    </section>
  );
}
