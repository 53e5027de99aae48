import { useLocation } from '@ga/core';
import { OneClickUnsubscribe } from '../../../shared/card-page/one-click-unsubscribe';
import { useAccountUnsubscribeFavouritesMutation } from '../api';

/**
 * /mon-compte/favoris/desinscription?compte=…&jeton=… — the link of every favourites' e-mail, opened
 * without signing in: one click stops them; they can be asked for again from « Mes favoris ».
 */
export function UnsubscribeFavouritesPage() {
  const params = new URLSearchParams(useLocation().search);
  const user = Number(params.get('compte'));
  const token = params.get('jeton') ?? '';
  const [unsubscribe, state] = useAccountUnsubscribeFavouritesMutation();
  return (
    <OneClickUnsubscribe
      head={{
        title: 'Ne plus recevoir d’e-mail sur mes favoris',
        description: 'Arrêter les e-mails sur vos favoris.',
      }}
      intro="Vous ne recevrez plus d’e-mail quand un favori baisse de prix, est réservé ou vendu. Vous pourrez les demander de nouveau depuis « Mes favoris »."
      buttonLabel="Arrêter ces e-mails"
      signedInNext={{ to: '/mon-compte/mes-favoris', label: 'Mes favoris' }}
      valid={Number.isInteger(user) && user > 0 && token.length > 0}
      manageFrom="« Mes favoris »"
      unsubscribe={() => void unsubscribe({ user, token })}
      state={state}
    />
  );
}
