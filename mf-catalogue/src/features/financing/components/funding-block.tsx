import { useState } from 'react';
import type { FundingChoice, LegalMentions, OfferKind } from '@ga/contracts';
import { useAdsLegalMentionsQuery } from '@ga/core';
import { Button, CreditExample, formatEuros, formatMonthly } from '@ga/ui';
import { usePurchaseChoice } from '../../../shared/purchase-choices/use-purchase-choice';
import { useCatalogueFundingSimulationQuery } from '../api';
import { CustomFundingModal } from './custom-funding-modal';
import styles from './funding-block.module.css';

const KIND_NAMES: Record<OfferKind, string> = { loa: 'LOA', credit: 'Crédit classique' };

/**
 * Financing on the vehicle page: the cheapest offer first, and the other formula (LOA or classic
 * credit) one choice away when the vehicle has one; the offer's figures, its representative example
 * with the TAEG as the largest figure (CreditExample, L312-6), the custom modal. The formula and the
 * options chosen are kept for the tab (usePurchaseChoice): the booking and the quote carry them.
 */
export function FundingBlock({ vehicleId, vehicleTitle }: { vehicleId: number; vehicleTitle: string }) {
  // The vehicle's cheapest offer (the one its cards' monthly figures come from), then the other formula.
  const { data: cheapest } = useAdsLegalMentionsQuery({ vehicleId });
  const otherKind: OfferKind = cheapest?.kind === 'credit' ? 'loa' : 'credit';
  const other = useAdsLegalMentionsQuery({ vehicleId, kind: otherKind }, { skip: !cheapest });
  const [choice, setChoice] = usePurchaseChoice(vehicleId);
  const [open, setOpen] = useState(false);
  const chosenRent = choice.funding?.rent_id;
  const mentions = other.data && chosenRent === other.data.rent_id ? other.data : cheapest;
  // Options set in the modal for the offer shown: the simulation as the API computes it.
  const custom: FundingChoice | null =
    choice.funding && mentions && choice.funding.rent_id === mentions.rent_id && hasOptions(choice.funding)
      ? choice.funding
      : null;
  const simulation = useCatalogueFundingSimulationQuery({ vehicleId, body: custom! }, { skip: !custom });
  if (!cheapest || !mentions) return null;
  const offers = other.data ? [cheapest, other.data] : [cheapest];
  const choose = (funding: FundingChoice) => setChoice({ funding });
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
                onChange={() => choose({ rent_id: o.rent_id, options: {} })}
              />
              {KIND_NAMES[o.kind]}
            </label>
          ))}
        </fieldset>
      )}
      <OfferFigures mentions={mentions} />
      <CreditExample mentions={mentions} className={styles.example} />
      {custom && simulation.data && (
        <div className={styles.custom} data-testid="chosen-funding">
          <p>
            <strong>Votre simulation :</strong> {simulation.data.header}. Elle accompagnera votre réservation et votre
            devis.
          </p>
          <Button variant="ghost" size="sm" onClick={() => choose({ rent_id: mentions.rent_id, options: {} })}>
            Revenir à l’offre ci-dessus
          </Button>
        </div>
      )}
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {custom ? 'Modifier ma simulation' : 'Personnaliser mon financement'}
      </Button>
      {open && (
        <CustomFundingModal
          key={mentions.rent_id}
          vehicleId={vehicleId}
          vehicleTitle={vehicleTitle}
          rentId={mentions.rent_id}
          initialOptions={custom?.options ?? {}}
          onOptionsChange={(options) => choose({ rent_id: mentions.rent_id, options })}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}

const hasOptions = (f: FundingChoice) => Object.keys(f.options).length > 0;

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
