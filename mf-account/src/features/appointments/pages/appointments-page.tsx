import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { CachedListPanel } from '../../../shared/account-area/components/cached-list-panel';
import { useAccountAppointmentsQuery } from '../api';
import { AppointmentItem } from '../components/appointment-item';

/** /mon-compte/mes-rendez-vous */
export function AppointmentsPage() {
  usePageHead({
    title: 'Mes rendez-vous',
    description: 'Vos rendez-vous à Écommoy : essais, retraits, atelier et expertises de reprise.',
    noindex: true,
  });
  const query = useAccountAppointmentsQuery();
  return (
    <CachedListPanel
      title="Mes rendez-vous"
      description="Vos rendez-vous à venir puis les passés. Un empêchement ? Annulez ici : le créneau est aussitôt proposé à d’autres clients."
      query={query}
      empty={{
        icon: 'calendar',
        title: 'Aucun rendez-vous',
        children: 'Essai, retrait de votre véhicule, atelier ou expertise de reprise : choisissez un créneau en ligne.',
        action: <ButtonLink to="/services/prise-rendez-vous-en-ligne">Prendre rendez-vous</ButtonLink>,
      }}
      renderItem={(appointment) => <AppointmentItem appointment={appointment} />}
    />
  );
}
