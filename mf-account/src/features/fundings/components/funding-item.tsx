import { formatDate, formatEuros, formatMileage, formatMonthly, formatNumber } from '@ga/ui';
import { CREDIT_WARNING, type Funding } from '@ga/contracts';
import { RequestCard } from '../../../shared/account-area/components/request-card';
import { ConfirmDelete } from '../../../shared/account-area/components/confirm-delete';
import { Facts } from '../../../shared/account-area/components/facts';
import { useDeleteItem } from '../../../shared/account-area/use-delete-item';
import { useAccountDeleteFundingMutation } from '../api';
import styles from './funding-item.module.css';

/**
 * A funding request: type, figures (when computed from an offer) with the TAEG first and largest
 * and the mandatory warning (L312-5/6: wherever credit figures appear), status, date, delete.
 * Amounts are TTC, as the offer was computed.
 */
export function FundingItem({ funding }: { funding: Funding }) {
  const [deleteFunding] = useAccountDeleteFundingMutation();
  const runDelete = useDeleteItem();
  return (
    <RequestCard
      testId="funding-item"
      vehicle={funding.vehicle}
      status={funding.status}
      meta={
        <>
          <strong>{funding.funding_type.name}</strong> · demande du {formatDate(funding.created_at)}
        </>
      }
      actions={
        <ConfirmDelete
          label="Supprimer"
          ariaLabel={`Supprimer la demande de financement du ${formatDate(funding.created_at)}`}
          title="Supprimer cette demande ?"
          confirmLabel="Supprimer la demande"
          onConfirm={() => runDelete(() => deleteFunding(funding.id), 'Votre demande de financement a été supprimée.')}
        >
          Votre conseiller ne donnera pas suite à cette demande de financement.
        </ConfirmDelete>
      }
    >
      {funding.apr_percent !== null && (
        <p className={styles.taeg} data-testid="credit-taeg">
          TAEG fixe {formatNumber(funding.apr_percent, 2)}&nbsp;%
        </p>
      )}
      <Facts
        items={[
          { label: 'Mensualité', value: funding.monthly !== null ? formatMonthly(funding.monthly) : 'À l’étude' },
          { label: 'Durée', value: `${funding.duration_months} mois` },
          { label: 'Apport', value: `${formatEuros(funding.contribution)} TTC` },
          {
            label: 'Kilométrage',
            value: funding.mileage_per_year !== null ? `${formatMileage(funding.mileage_per_year)}/an` : null,
          },
          {
            label: 'Option d’achat',
            value: funding.purchase_option !== null ? `${formatEuros(funding.purchase_option)} TTC` : null,
          },
          { label: 'Prix du véhicule', value: `${formatEuros(funding.amount)} TTC` },
        ]}
      />
      <p className={styles.warning}>{CREDIT_WARNING}</p>
    </RequestCard>
  );
}
