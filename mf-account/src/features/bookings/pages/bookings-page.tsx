import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { AccountPanel } from '../../account-area/components/account-panel';
import { useRefetchWhenEmpty } from '../../account-area/use-cached-list';
import { useAccountBookingsQuery } from '../api';
import { BookingItem } from '../components/booking-item';
import styles from '../../account-area/components/account-list.module.css';

/** /mon-compte/mes-reservations */
export function BookingsPage() {
  usePageHead({ title: 'Mes réservations', description: 'Vos véhicules réservés : suivi, modification et annulation.', noindex: true });
  const query = useAccountBookingsQuery();
  useRefetchWhenEmpty(query);
  const items = query.data ?? [];
  return (
    <AccountPanel
      title="Mes réservations"
      description="Un véhicule réservé est bloqué pour vous, sans acompte, le temps qu’un conseiller confirme la réservation."
      count={items.length}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      empty={
        query.isSuccess && items.length === 0
          ? {
              icon: 'key',
              title: 'Aucune réservation en cours',
              children: 'Un véhicule vous plaît ? Réservez-le en ligne depuis sa fiche : il est mis de côté pour vous.',
              action: <ButtonLink to="/achat">Trouver un véhicule</ButtonLink>,
            }
          : null
      }
    >
      <ul className={styles.list}>
        {items.map((booking) => (
          <li key={booking.id}>
            <BookingItem booking={booking} />
          </li>
        ))}
      </ul>
    </AccountPanel>
  );
}
