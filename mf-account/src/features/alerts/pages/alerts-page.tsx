import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { CachedListPanel } from '../../../shared/account-area/components/cached-list-panel';
import { useAccountAlertsQuery } from '../api';
import { AlertCard } from '../components/alert-card';

/** /mon-compte/mes-alertes: the saved searches and their e-mail alerts. */
export function AlertsPage() {
  usePageHead({
    title: 'Mes alertes',
    description: 'Vos recherches enregistrées et leurs alertes par e-mail.',
    noindex: true,
  });
  const query = useAccountAlertsQuery();
  return (
    <CachedListPanel
      title="Mes alertes"
      description="Vos recherches enregistrées : un e-mail au plus par jour quand de nouveaux véhicules y correspondent ou que leur prix baisse."
      query={query}
      empty={{
        icon: 'search',
        title: 'Aucune alerte pour le moment',
        children:
          'Sur une liste de véhicules, choisissez vos filtres puis « Créer une alerte » : nous vous écrirons dès que de nouveaux véhicules correspondront.',
        action: <ButtonLink to="/achat">Parcourir nos véhicules</ButtonLink>,
      }}
      renderItem={(alert) => <AlertCard alert={alert} />}
    />
  );
}
