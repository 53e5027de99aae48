import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { AccountPanel } from '../../account-area/components/account-panel';
import { useRefetchWhenEmpty } from '../../account-area/use-cached-list';
import { useAccountBookmarksQuery } from '../api';
import { FavouriteCard } from '../components/favourite-card';
import styles from './favourites-page.module.css';

/** /mon-compte/mes-favoris */
export function FavouritesPage() {
  usePageHead({ title: 'Mes favoris', description: 'Les véhicules que vous avez ajoutés à vos favoris.', noindex: true });
  const query = useAccountBookmarksQuery();
  useRefetchWhenEmpty(query);
  const items = query.data ?? [];
  return (
    <AccountPanel
      title="Mes favoris"
      description="Gardez un œil sur les véhicules qui vous plaisent : prix et disponibilité à jour."
      count={items.length}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      empty={
        query.isSuccess && items.length === 0
          ? {
              icon: 'heart',
              title: 'Aucun favori pour le moment',
              children: 'Touchez le cœur d’un véhicule pour le retrouver ici, sur tous vos appareils.',
              action: <ButtonLink to="/achat">Parcourir nos véhicules</ButtonLink>,
            }
          : null
      }
    >
      <ul className={styles.grid}>
        {items.map((vehicle) => (
          <li key={vehicle.id}>
            <FavouriteCard vehicle={vehicle} />
          </li>
        ))}
      </ul>
    </AccountPanel>
  );
}
