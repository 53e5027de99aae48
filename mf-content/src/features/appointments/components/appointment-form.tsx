import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import {
  APPOINTMENT_HOLD_MINUTES,
  APPOINTMENT_KINDS,
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_MESSAGES,
  appointmentRequestSchema,
  type Appointment,
  type AppointmentKind,
  type z,
} from '@ga/contracts';
import { errorStatus, useSession, Link } from '@ga/core';
import { Button, ErrorSummary, Notice, RadioGroup, TextArea, TextField } from '@ga/ui';
import { BotCheck } from '../../../shared/forms/bot-check';
import { FormSuccess } from '../../../shared/forms/form-success';
import { usePublicForm } from '../../../shared/forms/use-public-form';
import forms from '../../../shared/forms/forms.module.css';
import { useContentAppointmentSlotsQuery, useContentBookAppointmentMutation } from '../api';
import { SlotPicker } from './slot-picker';

const schema = appointmentRequestSchema.omit({ captcha_token: true, resource: true });
type Values = z.input<typeof schema>;
type Data = z.output<typeof schema>;

const LABELS: Record<string, string> = {
  kind: 'Motif du rendez-vous',
  starts_at: 'Créneau',
  fullname: 'Nom et prénom',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  message: 'Précisions',
};
const fieldId = (name: string) => `rdv-${name}`;
const KIND_OPTIONS = APPOINTMENT_KINDS.map((k) => ({ value: k, label: APPOINTMENT_KIND_LABELS[k] }));

interface AppointmentFormProps {
  /** Fixed kind (a test drive of the Tesla range) or chosen by the visitor. */
  kind?: AppointmentKind;
  /** The test-drive car. */
  resource?: string;
  submitLabel?: string;
}

/**
 * Booking on the slot mechanism (POST /api/appointments): only free slots are offered; signed in
 * with a confirmed address, the booking is confirmed at once; otherwise (signed out, or the
 * account's address not confirmed yet) the bot check, then the e-mailed link within 30 minutes.
 * Signed in, the e-mails go to the account's address (shown, not editable). A slot taken meanwhile
 * (409) is said by the picker, which reloads the free slots.
 */
export function AppointmentForm({
  kind: fixedKind,
  resource,
  submitLabel = 'Réserver ce créneau',
}: AppointmentFormProps) {
  const { user, isSignedIn } = useSession();
  const confirmedAtOnce = isSignedIn && user?.email_verified === true;
  const [book] = useContentBookAppointmentMutation();
  const [done, setDone] = useState<{ message: string; data: Appointment } | null>(null);
  const { form, botCheck, onToken, captchaError, notice, summary, attempt, busy, submit } = usePublicForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      kind: fixedKind ?? ('' as AppointmentKind),
      starts_at: '',
      fullname: user?.fullname ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      message: '',
    },
    labels: LABELS,
    fieldId,
    botCheck: !confirmedAtOnce,
  });
  // Signed in, the account's address is the one used (the session may arrive after the first render).
  // Locked once the account is loaded, not on the token alone: the server renders a signed-out
  // visitor, and the browser's first render must match it (the account comes after hydration).
  const accountEmail = Boolean(user?.email);
  useEffect(() => {
    if (isSignedIn && user?.email) form.setValue('email', user.email);
  }, [form, isSignedIn, user?.email]);
  const kind = form.watch('kind') as AppointmentKind | '';
  const slots = useContentAppointmentSlotsQuery(
    { kind: kind || 'essai', ...(resource ? { resource } : {}) },
    { skip: !kind },
  );
  const errors = form.formState.errors;

  if (done) {
    const held = done.data.status === 'en_attente';
    return (
      <FormSuccess
        title={held ? 'Plus qu’une étape : confirmez par e-mail' : 'Rendez-vous confirmé'}
        message={done.message}
        reference={done.data.reference}
      >
        <p>
          <strong>{done.data.when}</strong> – {done.data.place.name}, {done.data.place.address}.
        </p>
        {isSignedIn && <Link to="/mon-compte">Mon compte</Link>}
      </FormSuccess>
    );
  }

  const onSubmit = submit(
    async (values, token) => {
      const data = values as unknown as Data;
      const result = await book({
        ...data,
        message: data.message ?? null,
        resource: resource ?? null,
        ...(confirmedAtOnce ? {} : { captcha_token: token }),
      });
      const taken =
        (result.error as { data?: { message?: string } } | undefined)?.data?.message === APPOINTMENT_MESSAGES.taken;
      if (result.error && errorStatus(result.error) === 409 && taken) {
        // Taken meanwhile: the free slots again, the message stays by the picker.
        form.setValue('starts_at', '');
        void slots.refetch();
      }
      return result;
    },
    (reply) => setDone(reply),
  );

  return (
    <form className={forms.form} onSubmit={onSubmit} noValidate aria-label="Prise de rendez-vous">
      <ErrorSummary items={summary} attempt={attempt} />
      {notice && (
        <Notice variant="danger" role="alert">
          {notice}
        </Notice>
      )}
      {/* On the account once it is loaded (after hydration): the server renders a signed-out
          visitor, and in the browser the token alone (read from localStorage) would show the
          notice on the first render, then hide it for a confirmed address. */}
      {user && !user.email_verified && (
        <Notice variant="info">
          L’adresse e-mail de votre compte n’est pas encore confirmée : le créneau vous sera réservé{' '}
          {APPOINTMENT_HOLD_MINUTES} minutes, le temps d’ouvrir le lien que nous y envoyons. Confirmez votre adresse
          depuis <Link to="/mon-compte">Mon compte</Link> pour que vos prochains rendez-vous soient confirmés aussitôt.
        </Notice>
      )}
      {!fixedKind && (
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <RadioGroup
              id={fieldId('kind')}
              label={LABELS.kind}
              required
              name={field.name}
              options={KIND_OPTIONS}
              value={field.value ?? ''}
              onValueChange={(v) => {
                field.onChange(v);
                form.setValue('starts_at', '');
              }}
              onBlur={field.onBlur}
              error={errors.kind?.message}
            />
          )}
        />
      )}
      {kind && (
        <Controller
          control={form.control}
          name="starts_at"
          render={({ field }) => (
            <SlotPicker
              id={fieldId('starts_at')}
              days={slots.data}
              loading={slots.isLoading || slots.isFetching}
              failed={slots.isError}
              onRetry={() => void slots.refetch()}
              value={field.value}
              onChange={field.onChange}
              error={errors.starts_at?.message}
            />
          )}
        />
      )}
      <div className={forms.row}>
        <TextField
          id={fieldId('fullname')}
          label={LABELS.fullname}
          required
          autoComplete="name"
          error={errors.fullname?.message}
          {...form.register('fullname')}
        />
        <TextField
          id={fieldId('phone')}
          label={LABELS.phone}
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <TextField
        id={fieldId('email')}
        label={LABELS.email}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        readOnly={accountEmail}
        hint={
          accountEmail
            ? 'L’adresse de votre compte : les e-mails du rendez-vous y sont envoyés.'
            : 'Le lien qui confirme le rendez-vous vous y est envoyé.'
        }
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextArea
        id={fieldId('message')}
        label={LABELS.message}
        optional
        rows={3}
        maxLength={1000}
        hint="Le véhicule concerné, une question…"
        error={errors.message?.message}
        {...form.register('message')}
      />
      {!confirmedAtOnce && <BotCheck ref={botCheck} onChange={onToken} error={captchaError} />}
      <div className={forms.actions}>
        <Button type="submit" size="lg" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
