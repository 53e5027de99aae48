import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { CachedListPanel } from '../../../shared/account-area/components/cached-list-panel';
import { useAccountBookingsQuery } from '../api';
import { BookingItem } from '../components/booking-item';

/** /mon-compte/mes-reservations */
export function BookingsPage() {
  usePageHead({
    title: 'Mes réservations',
    description: 'Vos véhicules réservés : suivi, modification et annulation.',
    noindex: true,
  });
  const query = useAccountBookingsQuery();
  return (
    <CachedListPanel
      title="Mes réservations"
      description="Un véhicule réservé est bloqué pour vous, sans acompte, le temps qu’un conseiller confirme la réservation."
      query={query}
      empty={{
        icon: 'key',
        title: 'Aucune réservation en cours',
        children: 'Un véhicule vous plaît ? Réservez-le en ligne depuis sa fiche : il est mis de côté pour vous.',
        action: <ButtonLink to="/achat">Trouver un véhicule</ButtonLink>,
      }}
      renderItem={(booking) => <BookingItem booking={booking} />}
    />
  );
}
