import { useState } from 'react';
import type { LegalMentions, OfferKind } from '@ga/contracts';
import { useAdsLegalMentionsQuery } from '@ga/core';
import { Button, CreditExample, formatEuros, formatMonthly } from '@ga/ui';
import { CustomFundingModal } from './custom-funding-modal';
import styles from './funding-block.module.css';

const KIND_NAMES: Record<OfferKind, string> = { loa: 'LOA', credit: 'Crédit classique' };

/**
 * Financing on the vehicle page: the cheapest offer first, and the other formula (LOA or classic
 * credit) one choice away when the vehicle has one; the offer's figures, its representative example
 * with the TAEG as the largest figure (CreditExample, L312-6), the custom modal.
 */
export function FundingBlock({ vehicleId, vehicleTitle }: { vehicleId: number; vehicleTitle: string }) {
  // The vehicle's cheapest offer (the one its cards' monthly figures come from), then the other formula.
  const { data: cheapest } = useAdsLegalMentionsQuery({ vehicleId });
  const otherKind: OfferKind = cheapest?.kind === 'credit' ? 'loa' : 'credit';
  const other = useAdsLegalMentionsQuery({ vehicleId, kind: otherKind }, { skip: !cheapest });
  const [chosen, setChosen] = useState<OfferKind | null>(null);
  const [open, setOpen] = useState(false);
  if (!cheapest) return null;
  const mentions = chosen === otherKind && other.data ? other.data : cheapest;
  const offers = other.data ? [cheapest, other.data] : [cheapest];
  return (
    <section className={styles.block} aria-labelledby="funding-title" data-testid="funding-block">
      <h2 id="funding-title" className={styles.title}>
        {mentions.kind === 'loa' ? 'Financement en LOA' : 'Financement à crédit'} sur{' '}
        {mentions.representative_example.duration_months} mois
      </h2>
      {offers.length > 1 && (
        <fieldset className={styles.choice}>
          <legend className={styles.legend}>Formule</legend>
          {offers.map((o) => (
            <label key={o.kind} className={styles.option}>
              <input
                type="radio"
                name={`funding-kind-${vehicleId}`}
                value={o.kind}
                checked={mentions.kind === o.kind}
                onChange={() => setChosen(o.kind)}
              />
              {KIND_NAMES[o.kind]}
            </label>
          ))}
        </fieldset>
      )}
      <OfferFigures mentions={mentions} />
      <CreditExample mentions={mentions} className={styles.example} />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Personnaliser mon financement
      </Button>
      {open && (
        <CustomFundingModal
          key={mentions.rent_id}
          vehicleId={vehicleId}
          vehicleTitle={vehicleTitle}
          rentId={mentions.rent_id}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}

/** The offer in figures: what is financed, the deposit, the term, the monthly payment (the TAEG leads the example below). */
function OfferFigures({ mentions }: { mentions: LegalMentions }) {
  const e = mentions.representative_example;
  const loa = mentions.kind === 'loa';
  return (
    <dl className={styles.figures} data-testid="funding-figures">
      <div>
        <dt>{loa ? 'Prix du véhicule' : 'Montant du crédit'}</dt>
        <dd>{formatEuros(loa ? e.amount : e.financed_amount)}</dd>
      </div>
      <div>
        <dt>{loa ? 'Premier loyer' : 'Apport'}</dt>
        <dd>{e.contribution > 0 ? formatEuros(e.contribution) : 'Sans apport'}</dd>
      </div>
      <div>
        <dt>Durée</dt>
        <dd>{e.duration_months} mois</dd>
      </div>
      <div>
        <dt>{loa ? 'Loyer' : 'Mensualité'}</dt>
        {/* Measured by the legal check that the TAEG is the largest figure (e2e ad-mentions.spec.ts). */}
        <dd data-testid="monthly-price">{formatMonthly(e.monthly)}</dd>
      </div>
      {loa && e.purchase_option !== null && (
        <div>
          <dt>Option d’achat</dt>
          <dd>{formatEuros(e.purchase_option)}</dd>
        </div>
      )}
      <div>
        <dt>Montant total dû</dt>
        <dd>{formatEuros(e.total_due)}</dd>
      </div>
    </dl>
  );
}
