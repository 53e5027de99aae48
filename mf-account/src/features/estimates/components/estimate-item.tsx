import { EstimateTable, formatCents, formatDate } from '@ga/ui';
import type { Estimate } from '@ga/contracts';
import { useSession } from '@ga/core';
import { RequestCard } from '../../../shared/account-area/components/request-card';
import { ConfirmDelete } from '../../../shared/account-area/components/confirm-delete';
import { useDeleteItem } from '../../../shared/account-area/use-delete-item';
import { useAccountDeleteEstimateMutation } from '../api';
import styles from './estimate-item.module.css';

/** A quote: number, vehicle, lines and totals HT / TVA / TTC, status, date, delete. */
export function EstimateItem({ estimate }: { estimate: Estimate }) {
  const { isCompany } = useSession();
  const [deleteEstimate] = useAccountDeleteEstimateMutation();
  const runDelete = useDeleteItem();
  return (
    <RequestCard
      testId="estimate-item"
      vehicle={estimate.vehicle}
      status={estimate.status}
      meta={
        <>
          Devis n° <strong>{estimate.number}</strong> du {formatDate(estimate.created_at)} · valable jusqu’au{' '}
          {formatDate(estimate.valid_until)}
        </>
      }
      actions={
        <ConfirmDelete
          label="Supprimer"
          ariaLabel={`Supprimer le devis ${estimate.number}`}
          title="Supprimer ce devis ?"
          confirmLabel="Supprimer le devis"
          onConfirm={() => runDelete(() => deleteEstimate(estimate.id), `Le devis ${estimate.number} a été supprimé.`)}
        >
          Le devis n° {estimate.number} ne figurera plus dans votre espace client.
        </ConfirmDelete>
      }
    >
      <div className={styles.totals}>
        <span className={styles.total}>
          {isCompany ? formatCents(estimate.total_ht_cents) : formatCents(estimate.total_ttc_cents)}
          <small>{isCompany ? ' HT' : ' TTC'}</small>
        </span>
        <span className={styles.delivery}>
          {estimate.delivery_type.name}
          {estimate.promo_code ? ` · code ${estimate.promo_code.code}` : ''}
        </span>
      </div>
      <details className={styles.details}>
        <summary>Voir le détail du devis</summary>
        <EstimateTable estimate={estimate} />
      </details>
    </RequestCard>
  );
}
