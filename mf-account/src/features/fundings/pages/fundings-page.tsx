import { ButtonLink } from '@ga/ui';
import { usePageHead } from '@ga/core';
import { CachedListPanel } from '../../../shared/account-area/components/cached-list-panel';
import { useAccountFundingsQuery } from '../api';
import { FundingItem } from '../components/funding-item';

/** /mon-compte/mes-financements */
export function FundingsPage() {
  usePageHead({
    title: 'Mes financements',
    description: 'Vos demandes de financement : crédit, LOA, LLD et crédit-bail.',
    noindex: true,
  });
  const query = useAccountFundingsQuery();
  return (
    <CachedListPanel
      title="Mes financements"
      description="Suivez vos demandes de crédit, LOA, LLD ou crédit-bail : un conseiller vous rappelle avec l’offre du partenaire financier."
      query={query}
      empty={{
        icon: 'calendar',
        title: 'Aucune demande de financement',
        children: 'Simulez vos mensualités sur la fiche d’un véhicule, puis envoyez votre demande en un clic.',
        action: (
          <>
            <ButtonLink to="/achat">Trouver un véhicule</ButtonLink>{' '}
            <ButtonLink to="/financement" variant="outline">
              Nos solutions de financement
            </ButtonLink>
          </>
        ),
      }}
      renderItem={(funding) => <FundingItem funding={funding} />}
    />
  );
}
