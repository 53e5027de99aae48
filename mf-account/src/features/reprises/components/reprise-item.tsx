import { ButtonLink, formatDate, formatEuros, formatMileage, formatMonthYear } from '@ga/ui';
import { ENERGY_LABELS, GEARBOX_LABELS, REPRISE_OFFER_STATUS_LABELS, type Reprise } from '@ga/contracts';
import { RequestCard } from '../../../shared/account-area/components/request-card';
import { ConfirmDelete } from '../../../shared/account-area/components/confirm-delete';
import { Facts } from '../../../shared/account-area/components/facts';
import { useDeleteItem } from '../../../shared/account-area/use-delete-item';
import { useAccountDeleteRepriseMutation } from '../api';

function estimateLabel(reprise: Reprise): string {
  if (reprise.estimate_min === null || reprise.estimate_max === null) return 'En cours d’estimation';
  if (reprise.estimate_min === reprise.estimate_max) return formatEuros(reprise.estimate_min);
  return `${formatEuros(reprise.estimate_min)} – ${formatEuros(reprise.estimate_max)}`;
}

/** A trade-in request: the car offered, its estimate when assessed, status, date, delete. */
export function RepriseItem({ reprise }: { reprise: Reprise }) {
  const [deleteReprise] = useAccountDeleteRepriseMutation();
  const runDelete = useDeleteItem();
  const title = `${reprise.brand} ${reprise.carmodel}`;
  const firstRegistration = formatMonthYear(reprise.month, reprise.year);
  // A firm offer waiting for an answer is the first thing to do here (docs/staff.md « Firm offers »).
  const offer = reprise.offer;
  const answer = offer?.status === 'envoyee' && !offer.expired;
  return (
    <RequestCard
      testId="reprise-item"
      title={title}
      subtitle={[reprise.finish, reprise.plate].filter(Boolean).join(' · ') || undefined}
      status={reprise.status}
      meta={<>Demande de reprise du {formatDate(reprise.created_at)}</>}
      actions={
        <>
          <ButtonLink
            to={`/devis-reprise/${reprise.id}`}
            variant={answer ? 'primary' : 'outline'}
            size="sm"
            aria-label={answer ? `Répondre à l’offre ferme pour ${title}` : `Voir le devis de reprise ${title}`}
          >
            {answer ? 'Répondre à l’offre ferme' : 'Voir le devis'}
          </ButtonLink>
          <ConfirmDelete
            label="Supprimer"
            ariaLabel={`Supprimer la demande de reprise ${title}`}
            title="Supprimer cette demande de reprise ?"
            confirmLabel="Supprimer la demande"
            onConfirm={() => runDelete(() => deleteReprise(reprise.id), 'Votre demande de reprise a été supprimée.')}
          >
            La demande de reprise de votre {title} ne sera plus traitée.
          </ConfirmDelete>
        </>
      }
    >
      <Facts
        items={[
          ...(offer
            ? [
                {
                  label: 'Offre ferme',
                  value: `${formatEuros(offer.amount)} · ${offer.expired ? 'expirée' : REPRISE_OFFER_STATUS_LABELS[offer.status].toLowerCase()}`,
                },
              ]
            : []),
          { label: 'Estimation', value: estimateLabel(reprise) },
          { label: 'Mise en circulation', value: firstRegistration },
          { label: 'Kilométrage', value: formatMileage(reprise.mileage) },
          { label: 'Énergie', value: ENERGY_LABELS[reprise.energy] ?? reprise.energy },
          { label: 'Boîte', value: GEARBOX_LABELS[reprise.gearbox] ?? reprise.gearbox },
        ]}
      />
    </RequestCard>
  );
}
