import { useEffect, useState } from 'react';
import { Button, Modal, Notice, SelectField, formatEuros, formatMileage, formatNumber } from '@ga/ui';
import { CREDIT_WARNING, type FundingOptions } from '@ga/contracts';
import {
  errorMessage,
  fieldErrors,
  notify,
  useAppDispatch,
  useSession,
  signInPath,
  useLocation,
  useNavigate,
} from '@ga/core';
import { useCatalogueCustomFundingMutation, useCatalogueRequestFundingMutation } from '../api';
import styles from './custom-funding-modal.module.css';

interface Props {
  vehicleId: number;
  vehicleTitle: string;
  rentId: number;
  /** The options chosen before (kept for the tab), to start from. */
  initialOptions?: FundingOptions;
  /** Each change of the options, to keep them with the buyer's choices. */
  onOptionsChange?: (options: FundingOptions) => void;
  onClose: () => void;
}

/**
 * Custom funding modal (docs/spec-notes.md §3: header, body, footer, contribution, contribution_etax, choices).
 * Opening it fetches the legal mentions; every change of duration, mileage or contribution asks
 * the server again (the figures are never computed in the browser).
 */
export function CustomFundingModal({
  vehicleId,
  vehicleTitle,
  rentId,
  initialOptions = {},
  onOptionsChange,
  onClose,
}: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { isSignedIn, isCompany, user } = useSession();
  const [options, setOptions] = useState<FundingOptions>(initialOptions);
  const [simulate, simulation] = useCatalogueCustomFundingMutation();
  const [requestFunding, request] = useCatalogueRequestFundingMutation();
  const content = simulation.data;

  useEffect(() => {
    void simulate({ vehicleId, body: { rent_id: rentId, options } });
  }, [simulate, vehicleId, rentId, options]);

  const change = (key: keyof FundingOptions) => (event: { target: { value: string } }) => {
    const next = { ...options, [key]: Number(event.target.value) };
    setOptions(next);
    onOptionsChange?.(next);
  };
  const errors = fieldErrors(simulation.error);

  const ask = async () => {
    if (!isSignedIn) {
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    const result = await requestFunding({
      vehicle_id: vehicleId,
      rent_id: rentId,
      options: content
        ? {
            duration_months: content.options.duration_months,
            contribution: content.options.contribution,
            mileage_per_year: content.options.mileage_per_year ?? undefined,
          }
        : options,
      phone: user?.phone ?? '',
      message: null,
    });
    if ('data' in result && result.data) {
      dispatch(
        notify({
          action: 'success',
          message: 'Votre demande de financement est envoyée : un conseiller vous rappelle sous 24 h ouvrées.',
        }),
      );
      onClose();
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Financement de votre ${vehicleTitle}`}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Fermer
          </Button>
          <Button onClick={() => void ask()} loading={request.isLoading} disabled={!content}>
            Demander ce financement
          </Button>
        </>
      }
    >
      <div className={styles.content} data-testid="custom-funding">
        {content && (
          <>
            {/* The TAEG first and larger than any other figure of the offer (L312-6). */}
            <p className={styles.taeg} data-testid="credit-taeg">
              TAEG fixe {formatNumber(content.simulation.apr_percent, 2)}&nbsp;%
            </p>
            <p className={styles.header} aria-live="polite">
              {content.header}
            </p>
            <div className={styles.controls}>
              <SelectField
                label="Durée"
                name="duration_months"
                value={String(content.options.duration_months)}
                options={content.choices.duration_months.map((m) => ({ value: String(m), label: `${m} mois` }))}
                onChange={change('duration_months')}
                error={errors['options.duration_months']?.[0]}
              />
              {content.choices.mileage_per_year.length > 0 && (
                <SelectField
                  label="Kilométrage annuel"
                  name="mileage_per_year"
                  value={String(content.options.mileage_per_year ?? '')}
                  options={content.choices.mileage_per_year.map((km) => ({
                    value: String(km),
                    label: `${formatMileage(km)}/an`,
                  }))}
                  onChange={change('mileage_per_year')}
                />
              )}
              <SelectField
                label={content.simulation.kind === 'loa' ? 'Premier loyer majoré' : 'Apport'}
                name="contribution"
                value={String(content.options.contribution)}
                options={[...new Set([...content.choices.contributions, content.options.contribution])]
                  .sort((a, b) => a - b)
                  .map((c) => ({ value: String(c), label: formatEuros(c) }))}
                onChange={change('contribution')}
                hint={isCompany ? `soit ${formatEuros(content.contribution_etax)} HT` : undefined}
                error={errors['options.contribution']?.[0]}
              />
            </div>
            <p className={styles.body}>{content.body}</p>
            <div className={styles.footer}>
              {content.footer.split('\n').map((line) => (
                <p key={line} className={line === CREDIT_WARNING ? styles.warning : undefined}>
                  {line}
                </p>
              ))}
            </div>
          </>
        )}
        {simulation.error && !Object.keys(errors).length && (
          <Notice variant="danger">{errorMessage(simulation.error)}</Notice>
        )}
        {request.error && <Notice variant="danger">{errorMessage(request.error)}</Notice>}
      </div>
    </Modal>
  );
}
