import { ButtonLink, deliveryPriceLabel, formatDate, formatEuros, formatPrice, formatPriceHT } from '@ga/ui';
import { BOOKING_SLOT_LABELS, type Booking } from '@ga/contracts';
import { useSession, vehiclePath } from '@ga/core';
import { RequestCard } from '../../../shared/account-area/components/request-card';
import { ConfirmDelete } from '../../../shared/account-area/components/confirm-delete';
import { Facts } from '../../../shared/account-area/components/facts';
import { useDeleteItem } from '../../../shared/account-area/use-delete-item';
import { useAccountCancelBookingMutation } from '../api';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** A booking: handover details; a pending one can be edited on the booking page; cancel. */
export function BookingItem({ booking }: { booking: Booking }) {
  const { isCompany } = useSession();
  const [cancelBooking] = useAccountCancelBookingMutation();
  const runDelete = useDeleteItem();
  const pending = booking.status === 'en_attente';
  const active = pending || booking.status === 'confirmee';
  const title = `${booking.vehicle.brand.name} ${booking.vehicle.carmodel.name}`;

  return (
    <RequestCard
      testId="booking-item"
      vehicle={booking.vehicle}
      status={booking.status}
      meta={
        <>
          Réservation du {formatDate(booking.created_at)}
          {pending && booking.expires_at ? (
            <>
              {' '}
              · véhicule bloqué jusqu’au <strong>{dateTime.format(new Date(booking.expires_at))}</strong>
            </>
          ) : null}
        </>
      }
      actions={
        <>
          {pending && (
            <ButtonLink
              to={`${vehiclePath(booking.vehicle)}/reservation/${booking.id}`}
              variant="outline"
              size="sm"
              iconLeft="calendar"
              aria-label={`Modifier la réservation ${title}`}
            >
              Modifier
            </ButtonLink>
          )}
          <ConfirmDelete
            label={active ? 'Annuler la réservation' : 'Retirer'}
            ariaLabel={active ? `Annuler la réservation ${title}` : `Retirer la réservation ${title}`}
            title={active ? 'Annuler cette réservation ?' : 'Retirer cette réservation ?'}
            confirmLabel={active ? 'Annuler la réservation' : 'Retirer'}
            onConfirm={() =>
              runDelete(
                () => cancelBooking(booking.id),
                active ? 'Votre réservation a été annulée.' : 'La réservation a été retirée de votre liste.',
              )
            }
          >
            {active
              ? `Le véhicule ${title} sera de nouveau proposé aux autres clients.`
              : 'Elle ne figurera plus dans votre espace client.'}
          </ConfirmDelete>
        </>
      }
    >
      <Facts
        items={[
          { label: 'Prix', value: isCompany ? formatPriceHT(booking.price_etax) : formatPrice(booking.price) },
          {
            label: 'Remise des clés',
            value: booking.delivery_type ? booking.delivery_type.name : 'À convenir avec votre conseiller',
          },
          {
            label: 'Livraison',
            value: booking.delivery_type
              ? deliveryPriceLabel(
                  booking.delivery_type.delivery_price,
                  booking.delivery_type.delivery_price_etax,
                  isCompany,
                )
              : null,
          },
          {
            label: 'Code promo',
            value: booking.promo ? `${booking.promo.code} (−${formatEuros(booking.promo.discount)})` : null,
          },
          { label: 'Financement choisi', value: booking.funding?.summary ?? null },
          {
            label: 'Date souhaitée',
            value: booking.preferred_date
              ? `${formatDate(booking.preferred_date)}${booking.preferred_slot ? `, ${BOOKING_SLOT_LABELS[booking.preferred_slot].toLowerCase()}` : ''}`
              : null,
          },
        ]}
      />
    </RequestCard>
  );
}
