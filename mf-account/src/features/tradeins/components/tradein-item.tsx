import { ButtonLink, formatDate, formatEuros, formatMileage, formatMonthYear } from '@ga/ui';
import { ENERGY_LABELS, GEARBOX_LABELS, TRADEIN_OFFER_STATUS_LABELS, tradeinState, type Tradein } from '@ga/contracts';
import { RequestCard } from '../../../shared/account-area/components/request-card';
import { ConfirmDelete } from '../../../shared/account-area/components/confirm-delete';
import { Facts } from '../../../shared/account-area/components/facts';
import { useDeleteItem } from '../../../shared/account-area/use-delete-item';
import { useAccountDeleteTradeinMutation } from '../api';

function valuationLabel(tradein: Tradein): string {
  if (tradein.estimate_min === null || tradein.estimate_max === null) return 'En cours d’estimation';
  if (tradein.estimate_min === tradein.estimate_max) return formatEuros(tradein.estimate_min);
  return `${formatEuros(tradein.estimate_min)} – ${formatEuros(tradein.estimate_max)}`;
}

/** A trade-in request: the car offered, its valuation when assessed, status, date, delete. */
export function TradeinItem({ tradein }: { tradein: Tradein }) {
  const [deleteTradein] = useAccountDeleteTradeinMutation();
  const runDelete = useDeleteItem();
  const title = `${tradein.brand} ${tradein.carmodel}`;
  const firstRegistration = formatMonthYear(tradein.month, tradein.year);
  // A firm offer waiting for an answer is the first thing to do here (docs/staff.md « Firm offers »).
  const offer = tradein.offer;
  const answer = offer?.status === 'envoyee' && !offer.expired;
  return (
    <RequestCard
      testId="tradein-item"
      title={title}
      subtitle={[tradein.finish, tradein.plate].filter(Boolean).join(' · ') || undefined}
      status={tradein.status}
      state={tradeinState(tradein) ?? undefined}
      meta={<>Demande de reprise du {formatDate(tradein.created_at)}</>}
      actions={
        <>
          <ButtonLink
            to={`/devis-reprise/${tradein.id}`}
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
            onConfirm={() => runDelete(() => deleteTradein(tradein.id), 'Votre demande de reprise a été supprimée.')}
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
                  value: `${formatEuros(offer.amount)} · ${offer.expired ? 'expirée' : TRADEIN_OFFER_STATUS_LABELS[offer.status].toLowerCase()}`,
                },
              ]
            : []),
          { label: 'Estimation', value: valuationLabel(tradein) },
          { label: 'Mise en circulation', value: firstRegistration },
          { label: 'Kilométrage', value: formatMileage(tradein.mileage) },
          { label: 'Énergie', value: ENERGY_LABELS[tradein.energy] ?? tradein.energy },
          { label: 'Boîte', value: GEARBOX_LABELS[tradein.gearbox] ?? tradein.gearbox },
        ]}
      />
    </RequestCard>
  );
}
