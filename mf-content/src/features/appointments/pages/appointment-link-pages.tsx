import { APPOINTMENT_MESSAGES } from '@ga/contracts';
import { ButtonLink } from '@ga/ui';
import { EmailLinkPage } from '../../../shared/templates/email-link-page';
import { useContentCancelAppointmentMutation, useContentConfirmAppointmentMutation } from '../api';

const again = (
  <ButtonLink to="/services/prise-rendez-vous-en-ligne" variant="outline">
    Prendre un autre rendez-vous
  </ButtonLink>
);

/** …/confirmation?token=: the link of the « confirm within 30 minutes » e-mail. */
export function AppointmentConfirmPage() {
  const [confirm] = useContentConfirmAppointmentMutation();
  return (
    <EmailLinkPage
      title="Confirmation du rendez-vous"
      description="Confirmez votre rendez-vous."
      kicker="Rendez-vous"
      heading="Confirmation du rendez-vous"
      lead="Votre créneau est retenu 30 minutes en attendant cette confirmation."
      invalidMessage={APPOINTMENT_MESSAGES.invalidLink}
      send={confirm}
      done={(reply) => (
        <p>
          <strong>{reply.data.when}</strong> – {reply.data.place.name}, {reply.data.place.address}. Référence{' '}
          {reply.data.reference}.
        </p>
      )}
    >
      {again}
    </EmailLinkPage>
  );
}

/** …/annulation?token=: the signed cancel link of the e-mails; one button. */
export function AppointmentCancelPage() {
  const [cancel] = useContentCancelAppointmentMutation();
  return (
    <EmailLinkPage
      title="Annulation du rendez-vous"
      description="Annulez votre rendez-vous."
      kicker="Rendez-vous"
      heading="Annuler mon rendez-vous"
      lead="Un empêchement ? Libérez votre créneau : il sera proposé à quelqu’un d’autre."
      invalidMessage={APPOINTMENT_MESSAGES.invalidLink}
      send={cancel}
      button={{ label: 'Annuler le rendez-vous', variant: 'danger' }}
      done={(reply) => <p>Rendez-vous du {reply.data.when} annulé.</p>}
    >
      {again}
    </EmailLinkPage>
  );
}
