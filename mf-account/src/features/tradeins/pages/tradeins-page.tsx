import { useMemo } from 'react';
import { Button, ButtonLink, pluralize } from '@ga/ui';
import type { Tradein } from '@ga/contracts';
import { usePageHead } from '@ga/core';
import { AccountPanel } from '../../../shared/account-area/components/account-panel';
import { useAccountTradeinsInfiniteQuery } from '../api';
import { TradeinItem } from '../components/tradein-item';
import styles from '../../../shared/account-area/components/account-list.module.css';

/** /mon-compte/mes-reprises: page 1 first, « Voir plus » appends the next page. */
export function TradeinsPage() {
  usePageHead({ title: 'Mes reprises', description: 'Vos demandes de reprise et leurs estimations.', noindex: true });
  const query = useAccountTradeinsInfiniteQuery();
  const pages = query.data?.pages;
  // docs/spec-notes.md §3 "Trade-in pagination": total, current page, loading.
  const pagination = {
    total: pages?.at(-1)?.meta.total ?? 0,
    current_page: pages?.at(-1)?.meta.current_page ?? 0,
    loading: query.isFetchingNextPage,
  };
  const items = useMemo(() => {
    const seen = new Set<number>();
    const list: Tradein[] = [];
    for (const item of (pages ?? []).flatMap((page) => page.data)) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      list.push(item);
    }
    return list;
  }, [pages]);

  return (
    <AccountPanel
      title="Mes reprises"
      description="Retrouvez l’estimation de votre véhicule et l’avancement de chaque demande de reprise."
      count={pagination.total}
      isLoading={query.isLoading}
      isError={query.isError && !pages}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      empty={
        query.isSuccess && items.length === 0
          ? {
              icon: 'car',
              title: 'Aucune demande de reprise',
              children:
                'Estimez gratuitement votre véhicule en quelques minutes : l’offre peut venir en déduction de votre achat.',
              action: <ButtonLink to="/reprise-voiture">Faire estimer mon véhicule</ButtonLink>,
            }
          : null
      }
    >
      <ul className={styles.list} data-testid="tradein-list" data-page={pagination.current_page}>
        {items.map((tradein) => (
          <li key={tradein.id}>
            <TradeinItem tradein={tradein} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <p aria-live="polite">
          {items.length} sur {pluralize(pagination.total, 'demande affichée', 'demandes affichées')}
        </p>
        {query.hasNextPage && (
          <Button variant="outline" onClick={() => void query.fetchNextPage()} loading={pagination.loading}>
            Voir plus
          </Button>
        )}
        {query.isError && pages && <p role="alert">Le chargement a échoué : réessayez.</p>}
      </div>
    </AccountPanel>
  );
}
