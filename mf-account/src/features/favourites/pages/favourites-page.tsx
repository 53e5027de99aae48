import { ButtonLink, Notice, pluralize } from '@ga/ui';
import { VehicleAdMentions, usePageHead } from '@ga/core';
import { CachedListPanel } from '../../../shared/account-area/components/cached-list-panel';
import { useAccountBookmarksQuery } from '../api';
import { FavouriteCard } from '../components/favourite-card';
import { FavouriteAlertsSwitch } from '../components/favourite-alerts-switch';
import styles from './favourites-page.module.css';

/** /mon-compte/mes-favoris */
export function FavouritesPage() {
  usePageHead({
    title: 'Mes favoris',
    description: 'Les véhicules que vous avez ajoutés à vos favoris.',
    noindex: true,
  });
  const query = useAccountBookmarksQuery();
  return (
    <CachedListPanel
      title="Mes favoris"
      description="Gardez un œil sur les véhicules qui vous plaisent : prix et disponibilité à jour."
      query={query}
      empty={{
        icon: 'heart',
        title: 'Aucun favori pour le moment',
        children: 'Touchez le cœur d’un véhicule pour le retrouver ici, sur tous vos appareils.',
        action: <ButtonLink to="/achat">Parcourir nos véhicules</ButtonLink>,
      }}
      listClassName={styles.grid}
      renderItem={(vehicle) => <FavouriteCard vehicle={vehicle} />}
      before={(vehicles) => {
        const dropped = vehicles.filter((v) => v.price_drop).length;
        return (
          <>
            <FavouriteAlertsSwitch />
            {dropped > 0 && (
              <Notice variant="success" className={styles.drops}>
                {dropped === 1
                  ? 'Un de vos favoris a baissé de prix'
                  : `${pluralize(dropped, 'favori', 'favoris')} ont baissé de prix`}{' '}
                ces 14 derniers jours.
              </Notice>
            )}
          </>
        );
      }}
      after={(vehicles) => <VehicleAdMentions vehicles={vehicles} />}
    />
  );
}
