import {
  APPOINTMENT_KIND_LABELS,
  TEST_DRIVE_MODELS,
  type BookingStatus,
  type MyAppointment,
  type TestDriveModel,
} from '@ga/contracts';
import { ConfirmDelete } from '../../../shared/account-area/components/confirm-delete';
import { Facts } from '../../../shared/account-area/components/facts';
import { RequestCard } from '../../../shared/account-area/components/request-card';
import { useDeleteItem } from '../../../shared/account-area/use-delete-item';
import { useAccountCancelAppointmentMutation } from '../api';

/** The appointment's status read with the booking words (« En attente », « Confirmée »…), one vocabulary in « Mon compte ». */
const STATUS: Record<MyAppointment['status'], BookingStatus> = {
  en_attente: 'en_attente',
  confirme: 'confirmee',
  annule: 'annulee',
  expire: 'expiree',
};

const titleOf = (a: MyAppointment) =>
  a.kind === 'essai' && a.resource && a.resource in TEST_DRIVE_MODELS
    ? `Essai ${TEST_DRIVE_MODELS[a.resource as TestDriveModel]}`
    : APPOINTMENT_KIND_LABELS[a.kind];

/** One appointment: when, where, its reference; cancel it while it is to come. */
export function AppointmentItem({ appointment: a }: { appointment: MyAppointment }) {
  const [cancel] = useAccountCancelAppointmentMutation();
  const runDelete = useDeleteItem();
  const title = titleOf(a);
  const past = new Date(a.starts_at).getTime() <= Date.now();
  return (
    <RequestCard
      testId="appointment-item"
      title={title}
      subtitle={a.when.charAt(0).toUpperCase() + a.when.slice(1)}
      status={STATUS[a.status]}
      meta={
        <>
          Référence {a.reference}
          {past && a.status === 'confirme' ? ' · rendez-vous passé' : ''}
        </>
      }
      actions={
        a.cancellable ? (
          <ConfirmDelete
            label="Annuler le rendez-vous"
            ariaLabel={`Annuler le rendez-vous ${title} du ${a.when}`}
            title="Annuler ce rendez-vous ?"
            confirmLabel="Annuler le rendez-vous"
            onConfirm={() =>
              runDelete(() => cancel(a.id), 'Votre rendez-vous est annulé. Le créneau est de nouveau proposé.')
            }
          >
            Le créneau du {a.when} sera de nouveau proposé aux autres clients.
          </ConfirmDelete>
        ) : null
      }
    >
      <Facts
        items={[
          { label: 'Lieu', value: a.place.name ? `${a.place.name}, ${a.place.address}` : null },
          { label: 'Motif de l’annulation', value: a.status === 'annule' ? a.cancel_reason : null },
          {
            label: 'À confirmer',
            value: a.status === 'en_attente' ? 'Ouvrez le lien de l’e-mail reçu pour confirmer ce créneau.' : null,
          },
        ]}
      />
    </RequestCard>
  );
}
