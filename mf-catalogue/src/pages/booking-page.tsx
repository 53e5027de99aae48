import { useEffect, useState } from 'react';
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
import { usePurchaseChoice } from '../shared/purchase-choices/use-purchase-choice';
import { useCatalogueDeliveryTypesQuery, useCatalogueDepartmentsQuery } from '../features/delivery/api';
import { useCatalogueFundingSimulationQuery } from '../features/financing/api';
import { useCatalogueCheckPromoCodeMutation } from '../features/quote/api';
import {
  useCatalogueBookingQuery,
  useCatalogueCancelBookingMutation,
  useCatalogueCreateBookingMutation,
  useCatalogueUpdateBookingMutation,
} from '../features/booking/api';
import { BookingForm, type BookingFormValues } from '../features/booking/components/booking-form';
import { ChoicesCarried, ChoicesToCarry } from './booking-choices';
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
  const { user, isCompany, isSignedIn } = useSession();
  // The visitor's choices on the vehicle page, kept through a reload or a sign-up in this tab.
  const { form: delivery, chosen: deliveryChosen } = useDeliveryChoice();
  const [choice, setChoice] = usePurchaseChoice(Number(vehicleId));
  const [checkCode, checked] = useCatalogueCheckPromoCodeMutation();
  // The booking was not sent because the code no longer applies: said above the form too.
  const [promoBlocked, setPromoBlocked] = useState(false);
  const simulation = useCatalogueFundingSimulationQuery(
    { vehicleId: Number(vehicleId), body: choice.funding! },
    { skip: !choice.funding || !!bookingId },
  );
  const departments = useCatalogueDepartmentsQuery(undefined, { skip: !!bookingId || !deliveryChosen });
  // The code is checked for this account and vehicle: the summary shows its discount, or why not.
  useEffect(() => {
    if (!bookingId && isSignedIn && choice.promo_code)
      void checkCode({ vehicle_id: Number(vehicleId), code: choice.promo_code });
  }, [bookingId, isSignedIn, choice.promo_code, vehicleId, checkCode]);
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
  // A choice the API refused (a code, an offer gone since): said above the form, in French.
  const choiceErrors = Object.entries(serverErrors)
    .filter(([field]) => /^(coupon_id|partner_code_id|promo_proof|funding\b)/.test(field))
    .flatMap(([, messages]) => messages);
  const chosenType = types.data?.find((t) => t.id === delivery.delivery_type_id);
  const promoError = checked.error ? (fieldErrors(checked.error).code?.[0] ?? errorMessage(checked.error)) : null;

  const submitNew = async (values: BookingUpdateRequest) => {
    // A fresh proof for the code (valid 30 minutes): a refusal stays in the summary, nothing is sent.
    let promo = {};
    if (choice.promo_code) {
      const fresh = await checkCode({ vehicle_id: v.id, code: choice.promo_code });
      setPromoBlocked(!('data' in fresh && fresh.data));
      if (!('data' in fresh && fresh.data)) return;
      promo = {
        coupon_id: fresh.data.coupon_id,
        partner_code_id: fresh.data.partner_code_id,
        promo_proof: fresh.data.proof,
      };
    }
    const result = await create({
      vehicle_id: v.id,
      // A delivery the visitor did not choose is not recorded as chosen: the advisor arranges it.
      delivery_type_id: deliveryChosen ? delivery.delivery_type_id : null,
      department_id: deliveryChosen ? delivery.department_id : null,
      ...promo,
      funding: choice.funding,
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
        {promoBlocked && promoError && choice.promo_code && (
          <Notice variant="danger" role="alert">
            Le code {choice.promo_code} ne s’applique pas : {promoError} Retirez-le pour réserver sans lui.
          </Notice>
        )}
        {choiceErrors.length > 0 && (
          <Notice variant="danger" role="alert">
            {choiceErrors.join(' ')}
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
        {b && !b.delivery_type && <p className={styles.delivery}>Remise des clés à convenir avec votre conseiller</p>}
        {b ? (
          <ChoicesCarried booking={b} />
        ) : (
          <ChoicesToCarry
            choices={{
              delivery: !deliveryChosen
                ? 'to-arrange'
                : chosenType
                  ? {
                      name: chosenType.name,
                      department: departments.data?.find((d) => d.id === delivery.department_id)?.name ?? null,
                      price: chosenType.delivery_price,
                    }
                  : null,
              promo: choice.promo_code
                ? {
                    code: choice.promo_code,
                    checked: checked.data && checked.data.code === choice.promo_code ? checked.data : null,
                    error: promoError,
                  }
                : null,
              funding: choice.funding && simulation.data ? { summary: simulation.data.header } : null,
            }}
            onDropPromo={() => setChoice({ promo_code: null })}
            onDropFunding={() => setChoice({ funding: null })}
          />
        )}
      </aside>
    </div>
  );
}
