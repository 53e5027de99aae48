import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { CachedListPanel } from '../../../shared/account-area/components/cached-list-panel';
import { useAccountEstimatesQuery } from '../api';
import { EstimateItem } from '../components/estimate-item';

/** /mon-compte/mes-devis */
export function EstimatesPage() {
  usePageHead({
    title: 'Mes devis',
    description: 'Vos devis numérotés : détail HT, TVA et TTC, statut et validité.',
    noindex: true,
  });
  const query = useAccountEstimatesQuery();
  return (
    <CachedListPanel
      title="Mes devis"
      description="Vos devis restent valables jusqu’à la date indiquée ; votre conseiller vous recontacte pour la suite."
      query={query}
      empty={{
        icon: 'euro',
        title: 'Aucun devis pour le moment',
        children:
          'Sur la fiche d’un véhicule, « Recevoir mon devis » vous donne un devis détaillé, livraison et remises comprises.',
        action: <ButtonLink to="/achat">Trouver un véhicule</ButtonLink>,
      }}
      renderItem={(estimate) => <EstimateItem estimate={estimate} />}
    />
  );
}
