import { useLocation } from '@ga/core';
import { OneClickUnsubscribe } from '../../../shared/card-page/one-click-unsubscribe';
import { useAccountUnsubscribeAlertMutation } from '../api';

/**
 * /mon-compte/alertes/desinscription?alerte=…&jeton=… — the link of every alert e-mail, opened
 * without signing in: one click stops the alert; it can be resumed from « Mes alertes ».
 */
export function UnsubscribeAlertPage() {
  const params = new URLSearchParams(useLocation().search);
  const alert = Number(params.get('alerte'));
  const token = params.get('jeton') ?? '';
  const [unsubscribe, state] = useAccountUnsubscribeAlertMutation();
  return (
    <OneClickUnsubscribe
      head={{ title: 'Ne plus recevoir une alerte', description: 'Arrêter les e-mails d’une alerte.' }}
      heading="Ne plus recevoir cette alerte"
      intro="Vous ne recevrez plus d’e-mail pour cette alerte. Vous pourrez la réactiver depuis « Mes alertes »."
      buttonLabel="Arrêter les e-mails de cette alerte"
      signedInNext={{ to: '/mon-compte/mes-alertes', label: 'Mes alertes' }}
      valid={Number.isInteger(alert) && alert > 0 && token.length > 0}
      manageFrom="« Mon compte »"
      unsubscribe={() => void unsubscribe({ alert, token })}
      state={state}
    />
  );
}
