import { useState } from 'react';
import { Button, formatMonthly } from '@ga/ui';
import { CREDIT_WARNING } from '@ga/contracts';
import { useCatalogueLegalMentionsQuery } from '../api';
import { CustomFundingModal } from './custom-funding-modal';
import styles from './funding-block.module.css';

/** Financing on the vehicle page: the representative example, the warning, the custom modal. */
export function FundingBlock({ vehicleId, vehicleTitle }: { vehicleId: number; vehicleTitle: string }) {
  const { data: mentions } = useCatalogueLegalMentionsQuery(vehicleId);
  const [open, setOpen] = useState(false);
  if (!mentions) return null;
  const example = mentions.representative_example;
  return (
    <section className={styles.block} aria-labelledby="funding-title" data-testid="funding-block">
      <h2 id="funding-title" className={styles.title}>
        Financement : {formatMonthly(example.monthly)} en {mentions.kind === 'loa' ? 'LOA' : 'crédit'} sur {example.duration_months} mois
      </h2>
      <p className={styles.warning}>{CREDIT_WARNING}</p>
      <p className={styles.text}>{mentions.text}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Personnaliser mon financement
      </Button>
      {open && <CustomFundingModal vehicleId={vehicleId} vehicleTitle={vehicleTitle} rentId={mentions.rent_id} onClose={() => setOpen(false)} />}
    </section>
  );
}
