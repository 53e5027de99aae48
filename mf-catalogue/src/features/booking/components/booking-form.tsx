import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, RadioGroup, TextArea, TextField, formatDate, errorSummaryItems } from '@ga/ui';
import {
  BOOKING_SLOTS,
  BOOKING_SLOT_LABELS,
  bookingDateWindow,
  bookingUpdateSchema,
  type BookingUpdateRequest,
} from '@ga/contracts';
import styles from './booking-form.module.css';

export interface BookingFormValues {
  preferred_date: string;
  preferred_slot: string;
  phone: string;
  message: string;
}

interface Props {
  defaults: BookingFormValues;
  /** Lead time of the chosen delivery to the chosen département (days). */
  delayDays?: number;
  serverErrors: Record<string, string[]>;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: BookingUpdateRequest) => void;
}

const LABELS = {
  preferred_date: 'Date souhaitée pour la remise des clés',
  preferred_slot: 'Créneau',
  phone: 'Téléphone',
  message: 'Message pour votre conseiller',
};

/** Date, slot, phone and message of a booking; French errors next to each field. */
export function BookingForm({ defaults, delayDays = 0, serverErrors, submitLabel, busy, onSubmit }: Props) {
  const { register, handleSubmit, formState, watch, setValue } = useForm<BookingFormValues>({
    shouldFocusError: false, // the error summary takes the focus
    resolver: zodResolver(bookingUpdateSchema) as never,
    // The defaults follow their source (the account's phone arrives after the page when the session
    // loads late) without overwriting what the visitor has typed.
    values: defaults,
    resetOptions: { keepDirtyValues: true },
  });
  // Days counted in Paris, with the API's own function (a phone set to another zone agrees too).
  const window = bookingDateWindow(delayDays);
  const error = (name: keyof BookingFormValues) => formState.errors[name]?.message ?? serverErrors[name]?.[0];

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values as BookingUpdateRequest))}
      aria-label="Réservation"
    >
      <ErrorSummary
        items={errorSummaryItems((name) => error(name as keyof BookingFormValues), LABELS)}
        attempt={formState.submitCount}
      />
      <TextField
        label="Date souhaitée pour la remise des clés"
        type="date"
        min={window.min}
        max={window.max}
        hint={`Du lundi au samedi, hors jours fériés, à partir du ${formatDate(window.min)}.`}
        error={error('preferred_date')}
        {...register('preferred_date')}
      />
      <RadioGroup
        label="Créneau"
        name="preferred_slot"
        options={BOOKING_SLOTS.map((slot) => ({ value: slot, label: BOOKING_SLOT_LABELS[slot] }))}
        value={watch('preferred_slot')}
        onValueChange={(value) => setValue('preferred_slot', value, { shouldValidate: true })}
        error={error('preferred_slot')}
        orientation="horizontal"
      />
      <TextField
        label="Téléphone"
        type="tel"
        autoComplete="tel"
        hint="Un conseiller vous appelle pour confirmer."
        error={error('phone')}
        {...register('phone')}
      />
      <TextArea
        label="Message pour votre conseiller"
        optional
        rows={3}
        error={error('message')}
        {...register('message')}
      />
      <Button type="submit" size="lg" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
