import { Badge, Button, Notice, Price, Skeleton, deliveryPriceLabel, formatDate } from '@ga/ui';
import {
  BOOKING_MESSAGES,
  BOOKING_PENDING_TTL_HOURS,
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingUpdateRequest,
} from '@ga/contracts';
import {
  NotFoundPage,
  errorMessage,
  errorStatus,
  fieldErrors,
  notify,
  useAppDispatch,
  usePageHead,
  useSession,
  Link,
  useNavigate,
  useParams,
} from '@ga/core';
import { useCatalogueVehicleQuery } from '../features/vehicle/api';
import { useDeliveryChoice } from '../shared/delivery/use-delivery-choice';
import { useCatalogueDeliveryTypesQuery } from '../features/delivery/api';
import {
  useCatalogueBookingQuery,
  useCatalogueCancelBookingMutation,
  useCatalogueCreateBookingMutation,
  useCatalogueUpdateBookingMutation,
} from '../features/booking/api';
import { BookingForm, type BookingFormValues } from '../features/booking/components/booking-form';
import styles from './booking-page.module.css';

const fromBooking = (b: Booking): BookingFormValues => ({
  preferred_date: b.preferred_date ?? '',
  preferred_slot: b.preferred_slot ?? '',
  phone: b.phone,
  message: b.message ?? '',
});

/** /achat/vehicule/{slug}/{vehicleId}/reservation/{bookingId?}: a new booking, or the visitor's own. */
export function BookingPage() {
  const { slug = '', vehicleId = '', bookingId } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { user, isCompany } = useSession();
  // The visitor's choice on the vehicle page, kept through a reload or a sign-up in this tab.
  const { form: delivery } = useDeliveryChoice();
  const vehicle = useCatalogueVehicleQuery(vehicleId);
  const booking = useCatalogueBookingQuery(Number(bookingId), { skip: !bookingId });
  const [create, created] = useCatalogueCreateBookingMutation();
  const [update, updated] = useCatalogueUpdateBookingMutation();
  const [cancel, cancelled] = useCatalogueCancelBookingMutation();
  // The handover cannot come before the chosen delivery's lead time to that département.
  const typeId = booking.data?.delivery_type?.id ?? delivery.delivery_type_id;
  const departmentId = bookingId ? booking.data?.department?.id : delivery.department_id;
  const types = useCatalogueDeliveryTypesQuery(
    { departmentId: departmentId ?? 0, onQuote: true },
    { skip: !departmentId },
  );
  const delayDays = types.data?.find((t) => t.id === typeId)?.lead_time_days ?? 0;
  usePageHead({
    title: bookingId ? 'Ma réservation' : 'Réserver ce véhicule',
    description: 'Réservez votre véhicule en ligne, sans acompte.',
    noindex: true,
  });

  if (errorStatus(vehicle.error) === 404 || errorStatus(booking.error) === 404) return <NotFoundPage />;
  if (!vehicle.data || (bookingId && !booking.data))
    return (
      <div className={styles.page}>
        <Skeleton variant="rect" height={420} />
      </div>
    );
  const v = vehicle.data;
  const b = booking.data;
  const failure = created.error ?? updated.error ?? cancelled.error;
  const conflict = failure && errorStatus(failure) !== 422 ? errorMessage(failure) : undefined;
  const serverErrors = fieldErrors(failure);

  const submitNew = async (values: BookingUpdateRequest) => {
    const result = await create({
      vehicle_id: v.id,
      delivery_type_id: delivery.delivery_type_id,
      department_id: delivery.department_id,
      ...values,
    });
    if ('data' in result && result.data) {
      dispatch(
        notify({
          action: 'success',
          message: 'Votre réservation est enregistrée : un conseiller vous appelle pour la confirmer.',
        }),
      );
      navigate(`/achat/vehicule/${slug}/${v.id}/reservation/${result.data.id}`, { replace: true });
    }
  };
  const submitUpdate = async (values: BookingUpdateRequest) => {
    const result = await update({ id: b!.id, body: values });
    if ('data' in result && result.data)
      dispatch(notify({ action: 'success', message: 'Votre réservation a été mise à jour.' }));
  };
  const cancelBooking = async () => {
    const result = await cancel(b!.id);
    if (!('error' in result && result.error)) {
      dispatch(notify({ action: 'info', message: 'Votre réservation a été annulée.' }));
      navigate(`/achat/vehicule/${slug}/${v.id}`);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.main}>
        <h1 className={styles.title}>{b ? 'Ma réservation' : 'Réserver ce véhicule'}</h1>
        {b ? (
          <p className={styles.lead}>
            <Badge variant={b.status === 'en_attente' || b.status === 'confirmee' ? 'reserve' : 'neutral'}>
              {BOOKING_STATUS_LABELS[b.status]}
            </Badge>{' '}
            {b.status === 'en_attente' &&
              b.expires_at &&
              `Véhicule réservé pour vous jusqu’au ${formatDate(b.expires_at)}, le temps qu’un conseiller vous appelle.`}
          </p>
        ) : (
          <p className={styles.lead}>
            Sans acompte : le véhicule vous est réservé {BOOKING_PENDING_TTL_HOURS} heures, le temps qu’un conseiller
            vous appelle pour confirmer.
          </p>
        )}
        {!b && user && !user.email_verified && !conflict && (
          <Notice variant="warning">
            {BOOKING_MESSAGES.emailNotVerified} <Link to="/mon-compte">Aller à « Mon compte »</Link>
          </Notice>
        )}
        {conflict && (
          <Notice variant="danger" role="alert">
            {conflict}
            {errorStatus(failure) === 403 && (
              <>
                {' '}
                <Link to="/mon-compte">Aller à « Mon compte »</Link>
              </>
            )}
          </Notice>
        )}
        {!b && (
          <BookingForm
            defaults={{ preferred_date: '', preferred_slot: '', phone: user?.phone ?? '', message: '' }}
            delayDays={delayDays}
            serverErrors={serverErrors}
            submitLabel="Confirmer la réservation"
            busy={created.isLoading}
            onSubmit={(values) => void submitNew(values)}
          />
        )}
        {b && b.status === 'en_attente' && (
          <>
            <BookingForm
              key={b.updated_at}
              defaults={fromBooking(b)}
              delayDays={delayDays}
              serverErrors={serverErrors}
              submitLabel="Enregistrer les modifications"
              busy={updated.isLoading}
              onSubmit={(values) => void submitUpdate(values)}
            />
            <Button variant="danger" onClick={() => void cancelBooking()} loading={cancelled.isLoading}>
              Annuler ma réservation
            </Button>
          </>
        )}
      </section>
      <aside className={styles.summary} aria-label="Récapitulatif">
        <img src={v.images[0] ?? v.image} alt="" className={styles.image} />
        <h2 className={styles.vehicle}>{v.title}</h2>
        <p className={styles.version}>{v.version}</p>
        <Price value={b?.price ?? v.price} valueEtax={b?.price_etax ?? v.price_etax} isCompany={isCompany} />
        {b?.delivery_type && (
          <p className={styles.delivery}>
            {b.delivery_type.name} · {b.department?.name} · {deliveryPriceLabel(b.delivery_type.delivery_price)}
          </p>
        )}
      </aside>
    </div>
  );
}
