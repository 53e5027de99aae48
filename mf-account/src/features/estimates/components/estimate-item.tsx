import { formatCents, formatDate } from '@ga/ui';
import type { Estimate } from '@ga/contracts';
import { useSession } from '@ga/core';
import { RequestCard } from '../../account-area/components/request-card';
import { ConfirmDelete } from '../../account-area/components/confirm-delete';
import { useDeleteItem } from '../../account-area/use-delete-item';
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
          Devis n° <strong>{estimate.number}</strong> du {formatDate(estimate.created_at)} · valable jusqu’au {formatDate(estimate.valid_until)}
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
        <table className={styles.table}>
          <caption className={styles.caption}>Détail du devis n° {estimate.number}</caption>
          <thead>
            <tr>
              <th scope="col">Désignation</th>
              <th scope="col">HT</th>
              <th scope="col">TVA ({estimate.vat_rate_percent} %)</th>
              <th scope="col">TTC</th>
            </tr>
          </thead>
          <tbody>
            {estimate.lines.map((line, index) => (
              <tr key={`${line.kind}-${index}`}>
                <th scope="row">
                  {line.label}
                  {line.note && <small className={styles.note}>{line.note}</small>}
                </th>
                <td>{formatCents(line.ht_cents)}</td>
                <td>{formatCents(line.tva_cents)}</td>
                <td>{formatCents(line.ttc_cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatCents(estimate.total_ht_cents)}</td>
              <td>{formatCents(estimate.total_tva_cents)}</td>
              <td>
                <strong>{formatCents(estimate.total_ttc_cents)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </details>
    </RequestCard>
  );
}
