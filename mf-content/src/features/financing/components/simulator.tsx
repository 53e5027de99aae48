import { useId, useState } from 'react';
import { FUNDING_DURATIONS, FUNDING_MILEAGES, type FundingSimulationQuery, type OfferKind } from '@ga/contracts';
import { errorMessage, fieldErrors } from '@ga/core';
import { RadioGroup, SelectField, Spinner, TextField, formatMileage, useDebouncedValue } from '@ga/ui';
import { useContentFundingSimulationQuery } from '../api';
import { FundingFigures } from './funding-figures';
import styles from './financing.module.css';

const KIND_OPTIONS = [
  { value: 'credit', label: 'Crédit auto' },
  { value: 'loa', label: 'LOA' },
];
const toInt = (text: string) => {
  const n = Number(text.replace(/[\s\u202f\u00a0€]/g, ''));
  return text.trim() !== '' && Number.isFinite(n) ? Math.round(n) : null; // JSON keeps null, not NaN
};

/**
 * The live monthly-payment simulator of the financing pages: every figure comes from the API
 * (GET /api/funding-simulations: rate grid, annuity maths, legal texts), asked again 400 ms after
 * the visitor stops typing. The representative example and the TAEG sit on the same screen as the
 * monthly payment, the TAEG in larger type (Code de la consommation L312-6/7).
 */
export function FundingSimulator({
  initialKind = 'credit',
  lockKind = false,
}: {
  initialKind?: OfferKind;
  lockKind?: boolean;
}) {
  const id = useId();
  const [kind, setKind] = useState<OfferKind>(initialKind);
  const [amount, setAmount] = useState('25000');
  const [contribution, setContribution] = useState(initialKind === 'loa' ? '2500' : '3000');
  const [duration, setDuration] = useState(initialKind === 'loa' ? 36 : 48);
  const [mileage, setMileage] = useState(15000);
  // Debounced as a string: a new object each render would restart the timer for ever.
  const wanted = JSON.stringify({
    kind,
    amount: toInt(amount),
    contribution: toInt(contribution || '0'),
    duration_months: duration,
    ...(kind === 'loa' ? { mileage_per_year: mileage } : {}),
  });
  const query = JSON.parse(useDebouncedValue(wanted, 400)) as FundingSimulationQuery;
  const { data, error, isFetching } = useContentFundingSimulationQuery(query, {
    skip: query.amount === null || query.contribution === null,
  });
  const errors = fieldErrors(error);
  const durations = FUNDING_DURATIONS[kind];

  const changeKind = (value: string) => {
    const next = value as OfferKind;
    setKind(next);
    if (!FUNDING_DURATIONS[next].includes(duration)) setDuration(36);
  };

  return (
    <section className={styles.simulator} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.simulatorTitle}>
        Simulez votre {kind === 'loa' ? 'location avec option d’achat' : 'crédit auto'}
      </h2>
      <div className={styles.simulatorGrid}>
        <form className={styles.controls} onSubmit={(e) => e.preventDefault()} aria-label="Paramètres de la simulation">
          {!lockKind && (
            <RadioGroup
              label="Type de financement"
              name={`${id}-kind`}
              orientation="horizontal"
              options={KIND_OPTIONS}
              value={kind}
              onValueChange={changeKind}
            />
          )}
          <TextField
            label="Prix du véhicule (€ TTC)"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount?.[0]}
          />
          <TextField
            label={kind === 'loa' ? 'Premier loyer (€)' : 'Apport (€)'}
            inputMode="numeric"
            value={contribution}
            onChange={(e) => setContribution(e.target.value)}
            hint={
              kind === 'loa' ? 'Versé à la signature ; 0 si vous n’en voulez pas.' : '0 si vous financez la totalité.'
            }
            error={errors.contribution?.[0]}
          />
          <SelectField
            label="Durée"
            value={String(duration)}
            onChange={(e) => setDuration(Number(e.target.value))}
            options={durations.map((d) => ({ value: String(d), label: `${d} mois` }))}
            error={errors.duration_months?.[0]}
          />
          {kind === 'loa' && (
            <SelectField
              label="Kilométrage par an"
              value={String(mileage)}
              onChange={(e) => setMileage(Number(e.target.value))}
              options={FUNDING_MILEAGES.map((m) => ({ value: String(m), label: formatMileage(m) }))}
              error={errors.mileage_per_year?.[0]}
            />
          )}
        </form>
        <div className={styles.result} aria-live="polite" aria-busy={isFetching}>
          {isFetching && !data && <Spinner label="Calcul en cours" />}
          {error && !Object.keys(errors).length && <p role="alert">{errorMessage(error)}</p>}
          {data && !Object.keys(errors).length && <FundingFigures quote={data} />}
          {Object.keys(errors).length > 0 && (
            <p className={styles.fix}>Corrigez les paramètres pour voir votre mensualité.</p>
          )}
        </div>
      </div>
    </section>
  );
}
