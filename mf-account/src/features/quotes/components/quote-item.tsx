import { QuoteTable, formatCents, formatDate } from '@ga/ui';
import type { Quote } from '@ga/contracts';
import { useSession } from '@ga/core';
import { RequestCard } from '../../../shared/account-area/components/request-card';
import { ConfirmDelete } from '../../../shared/account-area/components/confirm-delete';
import { useDeleteItem } from '../../../shared/account-area/use-delete-item';
import { useAccountDeleteQuoteMutation } from '../api';
import styles from './quote-item.module.css';

/** A quote: number, vehicle, lines and totals HT / TVA / TTC, status, date, delete. */
export function QuoteItem({ quote }: { quote: Quote }) {
  const { isCompany } = useSession();
  const [deleteQuote] = useAccountDeleteQuoteMutation();
  const runDelete = useDeleteItem();
  return (
    <RequestCard
      testId="quote-item"
      vehicle={quote.vehicle}
      status={quote.status}
      meta={
        <>
          Devis n° <strong>{quote.number}</strong> du {formatDate(quote.created_at)} · valable jusqu’au{' '}
          {formatDate(quote.valid_until)}
        </>
      }
      actions={
        <ConfirmDelete
          label="Supprimer"
          ariaLabel={`Supprimer le devis ${quote.number}`}
          title="Supprimer ce devis ?"
          confirmLabel="Supprimer le devis"
          onConfirm={() => runDelete(() => deleteQuote(quote.id), `Le devis ${quote.number} a été supprimé.`)}
        >
          Le devis n° {quote.number} ne figurera plus dans votre espace client.
        </ConfirmDelete>
      }
    >
      <div className={styles.totals}>
        <span className={styles.total}>
          {isCompany ? formatCents(quote.total_ht_cents) : formatCents(quote.total_ttc_cents)}
          <small>{isCompany ? ' HT' : ' TTC'}</small>
        </span>
        <span className={styles.delivery}>
          {quote.delivery_type.name}
          {quote.promo_code ? ` · code ${quote.promo_code.code}` : ''}
        </span>
      </div>
      <details className={styles.details}>
        <summary>Voir le détail du devis</summary>
        <QuoteTable quote={quote} />
      </details>
    </RequestCard>
  );
}
