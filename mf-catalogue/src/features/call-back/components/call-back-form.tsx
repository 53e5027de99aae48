import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, RadioGroup, TextArea, TextField, errorSummaryItems } from '@ga/ui';
import {
  CALL_SLOTS,
  CALL_SLOT_LABELS,
  callDateWindow,
  callRequestSchema,
  openSlots,
  type CallRequestInput,
} from '@ga/contracts';

import styles from './call-back.module.css';

export interface CallBackFormValues {
  phone: string;
  preferred_date: string;
  slot: string;
  message: string;
}

interface Props {
  vehicleId: number | null;
  phone: string;
  serverErrors: Record<string, string[]>;
  busy: boolean;
  onSubmit: (values: CallRequestInput) => void;
}

const LABELS = { phone: 'Téléphone', preferred_date: 'Jour souhaité', slot: 'Créneau', message: 'Votre question' };

/** Phone, day and time slot of a call-back; French errors next to each field (browser then API). */
export function CallBackForm({ vehicleId, phone, serverErrors, busy, onSubmit }: Props) {
  const window = callDateWindow();
  const { register, handleSubmit, formState, watch, setValue } = useForm<CallBackFormValues>({
    shouldFocusError: false, // the error summary takes the focus
    resolver: zodResolver(callRequestSchema) as never,
    defaultValues: { phone, preferred_date: window.first, slot: openSlots(window.first)[0] ?? 'matin', message: '' },
  });
  const error = (name: keyof CallBackFormValues) => formState.errors[name]?.message ?? serverErrors[name]?.[0];
  const open = openSlots(watch('preferred_date'));

  return (
    <form
      id="call-back-form"
      className={styles.form}
      noValidate
      aria-label="Demande de rappel"
      onSubmit={handleSubmit((values) =>
        onSubmit({ ...(values as unknown as CallRequestInput), vehicle_id: vehicleId }),
      )}
    >
      <ErrorSummary
        items={errorSummaryItems((name) => error(name as keyof CallBackFormValues), LABELS)}
        attempt={formState.submitCount}
        headingLevel={3}
      />
      <TextField label="Téléphone" type="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
      <TextField
        label="Jour souhaité"
        type="date"
        min={window.min}
        max={window.max}
        hint="Du lundi au samedi, de 9 h à 19 h, hors jours fériés."
        error={error('preferred_date')}
        {...register('preferred_date')}
      />
      <RadioGroup
        label="Créneau"
        name="slot"
        options={CALL_SLOTS.map((slot) => ({
          value: slot,
          label: CALL_SLOT_LABELS[slot],
          disabled: !open.includes(slot),
        }))}
        value={watch('slot')}
        onValueChange={(value) => setValue('slot', value, { shouldValidate: true })}
        error={error('slot')}
        orientation="horizontal"
      />
      <TextArea label="Votre question" optional rows={3} error={error('message')} {...register('message')} />
      <Button type="submit" size="lg" loading={busy} fullWidth>
        Être rappelé
      </Button>
    </form>
  );
}
