import { useEffect } from 'react';
import { errorMessage, fieldErrors, useLinkToken, usePageHead } from '@ga/core';
import { Button, ButtonLink, Notice } from '@ga/ui';
import { APPOINTMENT_MESSAGES } from '@ga/contracts';
import { PageHero } from '../../../templates/page-hero';
import { useContentCancelAppointmentMutation, useContentConfirmAppointmentMutation } from '../api';
import styles from '../../newsletter/pages/newsletter-link-pages.module.css';

const linkError = (error: Parameters<typeof fieldErrors>[0]) => fieldErrors(error).token?.[0] ?? errorMessage(error);

/** …/confirmation?token=: the link of the « confirm within 30 minutes » e-mail. */
export function AppointmentConfirmPage() {
  usePageHead({ title: 'Confirmation du rendez-vous', description: 'Confirmez votre rendez-vous.', noindex: true });
  const token = useLinkToken();
  const [confirm, { data, error }] = useContentConfirmAppointmentMutation();
  useEffect(() => {
    if (token) void confirm(token);
  }, [token, confirm]);
  const message = !token ? APPOINTMENT_MESSAGES.invalidLink : data ? data.message : error ? linkError(error) : null;
  return (
    <div>
      <PageHero kicker="Rendez-vous" heading="Confirmation du rendez-vous" lead="Votre créneau est retenu 30 minutes en attendant cette confirmation." />
      <div className={styles.body} aria-live="polite">
        {!message && <p>Confirmation en cours…</p>}
        {message && (
          <Notice variant={data ? 'success' : 'danger'} role={data ? 'status' : 'alert'}>
            {message}
          </Notice>
        )}
        {data && (
          <p>
            <strong>{data.data.when}</strong> – {data.data.place.name}, {data.data.place.address}. Référence {data.data.reference}.
          </p>
        )}
        {!data && message && <ButtonLink to="/services/prise-rendez-vous-en-ligne">Reprendre rendez-vous</ButtonLink>}
      </div>
    </div>
  );
}

/** …/annulation?token=: the signed cancel link of the e-mails; one button. */
export function AppointmentCancelPage() {
  usePageHead({ title: 'Annulation du rendez-vous', description: 'Annulez votre rendez-vous.', noindex: true });
  const token = useLinkToken();
  const [cancel, { data, error, isLoading }] = useContentCancelAppointmentMutation();
  return (
    <div>
      <PageHero kicker="Rendez-vous" heading="Annuler mon rendez-vous" lead="Un empêchement ? Libérez votre créneau : il sera proposé à quelqu’un d’autre." />
      <div className={styles.body} aria-live="polite">
        {data ? (
          <Notice variant="success" role="status">
            {data.message} ({data.data.when})
          </Notice>
        ) : (
          <>
            {error && (
              <Notice variant="danger" role="alert">
                {linkError(error)}
              </Notice>
            )}
            <Button size="lg" variant="danger" loading={isLoading} onClick={() => void cancel(token)} disabled={!token}>
              Annuler le rendez-vous
            </Button>
          </>
        )}
        <ButtonLink to="/services/prise-rendez-vous-en-ligne" variant="outline">
          Prendre un autre rendez-vous
        </ButtonLink>
      </div>
    </div>
  );
}
