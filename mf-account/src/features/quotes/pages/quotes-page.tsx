import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { CachedListPanel } from '../../../shared/account-area/components/cached-list-panel';
import { useAccountQuotesQuery } from '../api';
import { QuoteItem } from '../components/quote-item';

/** /mon-compte/mes-devis */
export function QuotesPage() {
  usePageHead({
    title: 'Mes devis',
    description: 'Vos devis numérotés : détail HT, TVA et TTC, statut et validité.',
    noindex: true,
  });
  const query = useAccountQuotesQuery();
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
      renderItem={(quote) => <QuoteItem quote={quote} />}
    />
  );
}
