import { useState } from 'react';
import { Button, CreditExample, formatMonthly } from '@ga/ui';
import { useCatalogueLegalMentionsQuery } from '../api';
import { CustomFundingModal } from './custom-funding-modal';
import styles from './funding-block.module.css';

/**
 * Financing on the vehicle page: the offer in words, its representative example with the TAEG as
 * the largest figure (CreditExample, L312-6), the custom modal.
 */
export function FundingBlock({ vehicleId, vehicleTitle }: { vehicleId: number; vehicleTitle: string }) {
  const { data: mentions } = useCatalogueLegalMentionsQuery(vehicleId);
  const [open, setOpen] = useState(false);
  if (!mentions) return null;
  const example = mentions.representative_example;
  return (
    <section className={styles.block} aria-labelledby="funding-title" data-testid="funding-block">
      <h2 id="funding-title" className={styles.title}>
        Financement en {mentions.kind === 'loa' ? 'LOA' : 'crédit'} sur {example.duration_months} mois
      </h2>
      <p className={styles.monthly}>
        {mentions.kind === 'loa' ? 'Loyer' : 'Mensualité'} : <strong>{formatMonthly(example.monthly)}</strong>
      </p>
      <CreditExample mentions={mentions} className={styles.example} />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Personnaliser mon financement
      </Button>
      {open && (
        <CustomFundingModal
          vehicleId={vehicleId}
          vehicleTitle={vehicleTitle}
          rentId={mentions.rent_id}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
