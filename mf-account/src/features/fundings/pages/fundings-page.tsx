import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { AccountPanel } from '../../account-area/components/account-panel';
import { useRefetchWhenEmpty } from '../../account-area/use-cached-list';
import { useAccountFundingsQuery } from '../api';
import { FundingItem } from '../components/funding-item';
import styles from '../../account-area/components/account-list.module.css';

/** /mon-compte/mes-financements */
export function FundingsPage() {
  usePageHead({ title: 'Mes financements', description: 'Vos demandes de financement : crédit, LOA, LLD et crédit-bail.', noindex: true });
  const query = useAccountFundingsQuery();
  useRefetchWhenEmpty(query);
  const items = query.data ?? [];
  return (
    <AccountPanel
      title="Mes financements"
      description="Suivez vos demandes de crédit, LOA, LLD ou crédit-bail : un conseiller vous rappelle avec l’offre du partenaire financier."
      count={items.length}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      empty={
        query.isSuccess && items.length === 0
          ? {
              icon: 'calendar',
              title: 'Aucune demande de financement',
              children: 'Simulez vos mensualités sur la fiche d’un véhicule, puis envoyez votre demande en un clic.',
              action: (
                <>
                  <ButtonLink to="/achat">Trouver un véhicule</ButtonLink> <ButtonLink to="/financement" variant="outline">Nos solutions de financement</ButtonLink>
                </>
              ),
            }
          : null
      }
    >
      <ul className={styles.list}>
        {items.map((funding) => (
          <li key={funding.id}>
            <FundingItem funding={funding} />
          </li>
        ))}
      </ul>
    </AccountPanel>
  );
}
