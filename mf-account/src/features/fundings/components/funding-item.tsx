import { formatDate, formatEuros, formatMileage, formatMonthly } from '@ga/ui';
import type { Funding } from '@ga/contracts';
import { RequestCard } from '../../account-area/components/request-card';
import { ConfirmDelete } from '../../account-area/components/confirm-delete';
import { Facts } from '../../account-area/components/facts';
import { useDeleteItem } from '../../account-area/use-delete-item';
import { useAccountDeleteFundingMutation } from '../api';

/** A funding request: type, figures (when computed from an offer), status, date, delete. */
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
      <Facts
        items={[
          { label: 'Mensualité', value: funding.monthly !== null ? formatMonthly(funding.monthly) : 'À l’étude' },
          { label: 'Durée', value: `${funding.duration_months} mois` },
          { label: 'Apport', value: formatEuros(funding.contribution) },
          { label: 'Kilométrage', value: funding.mileage_per_year !== null ? `${formatMileage(funding.mileage_per_year)}/an` : null },
          { label: 'TAEG', value: funding.apr_percent !== null ? `${funding.apr_percent.toLocaleString('fr-FR')} %` : null },
          { label: 'Option d’achat', value: funding.purchase_option !== null ? formatEuros(funding.purchase_option) : null },
          { label: 'Prix du véhicule', value: formatEuros(funding.amount) },
        ]}
      />
    </RequestCard>
  );
}
