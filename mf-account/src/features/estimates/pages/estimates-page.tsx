import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { AccountPanel } from '../../account-area/components/account-panel';
import { useRefetchWhenEmpty } from '../../account-area/use-cached-list';
import { useAccountEstimatesQuery } from '../api';
import { EstimateItem } from '../components/estimate-item';
import styles from '../../account-area/components/account-list.module.css';

/** /mon-compte/mes-devis */
export function EstimatesPage() {
  usePageHead({ title: 'Mes devis', description: 'Vos devis numérotés : détail HT, TVA et TTC, statut et validité.', noindex: true });
  const query = useAccountEstimatesQuery();
  useRefetchWhenEmpty(query);
  const items = query.data ?? [];
  return (
    <AccountPanel
      title="Mes devis"
      description="Vos devis restent valables jusqu’à la date indiquée ; votre conseiller vous recontacte pour la suite."
      count={items.length}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      empty={
        query.isSuccess && items.length === 0
          ? {
              icon: 'euro',
              title: 'Aucun devis pour le moment',
              children: 'Sur la fiche d’un véhicule, « Recevoir mon devis » vous donne un devis détaillé, livraison et remises comprises.',
              action: <ButtonLink to="/achat">Trouver un véhicule</ButtonLink>,
            }
          : null
      }
    >
      <ul className={styles.list}>
        {items.map((estimate) => (
          <li key={estimate.id}>
            <EstimateItem estimate={estimate} />
          </li>
        ))}
      </ul>
    </AccountPanel>
  );
}
