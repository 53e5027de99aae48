import { useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorSummary, Notice, RadioGroup, TextArea, TextField, errorSummaryItems } from '@ga/ui';
import {
  type z,
  PARTNER_REQUEST_FLEET_MAX,
  PARTNER_REQUEST_KINDS,
  PARTNER_REQUEST_KIND_LABELS,
  PARTNER_REQUEST_MESSAGE_MAX_LENGTH,
  PARTNER_REQUEST_MESSAGE_MIN_LENGTH,
  partnerRequestSchema,
  type PartnerRequest,
  type PartnerRequestData,
  type User,
} from '@ga/contracts';
import { errorMessage, errorStatus } from '@ga/core';
import { SiretField } from '../../../shared/account-fields/components/siret-field';
import { applyServerErrors } from '../../../shared/account-fields/server-errors';
import { useAccountCreatePartnerRequestMutation } from '../api';
import styles from './partner-request.module.css';

type PartnerRequestValues = z.input<typeof partnerRequestSchema>;

const FIELDS = ['kind', 'company_name', 'company_siret', 'fleet_size', 'phone', 'message'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  kind: 'Votre demande',
  company_name: 'Raison sociale',
  company_siret: 'Numéro SIRET',
  fleet_size: 'Nombre de véhicules',
  phone: 'Téléphone',
  message: 'Votre message',
};

const KIND_OPTIONS = PARTNER_REQUEST_KINDS.map((kind) => ({
  value: kind,
  label: PARTNER_REQUEST_KIND_LABELS[kind],
  hint:
    kind === 'flotte'
      ? 'Véhicules pour vos équipes, prix HT, livraison groupée'
      : 'Apport d’affaires, CSE, réseau de professionnels',
}));

/** Company accounts: their company and phone; everyone: the phone of the account. */
export function partnerRequestDefaults(user: User): DefaultValues<PartnerRequestValues> {
  return {
    kind: undefined,
    company_name: user.is_comp ? (user.company_name ?? '') : '',
    company_siret: user.is_comp ? (user.company_siret ?? '') : '',
    fleet_size: '',
    phone: user.phone ?? '',
    message: '',
  };
}

interface PartnerRequestFormProps {
  id: string;
  user: User;
  onSent: (request: PartnerRequest) => void;
  /** Told when a send starts and ends (the modal's buttons). */
  onBusyChange: (busy: boolean) => void;
}

/** The partner / fleet request → POST /api/user/partner-requests; errors by their fields. */
export function PartnerRequestForm({ id, user, onSent, onBusyChange }: PartnerRequestFormProps) {
  const [createRequest] = useAccountCreatePartnerRequestMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, watch, formState } = useForm<
    PartnerRequestValues,
    unknown,
    PartnerRequestData
  >({
    resolver: zodResolver(partnerRequestSchema),
    defaultValues: partnerRequestDefaults(user),
    mode: 'onTouched',
    shouldFocusError: false, // the error summary takes the focus
  });
  const errors = formState.errors;
  const messageLength = (watch('message') ?? '').trim().length;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    onBusyChange(true);
    const result = await createRequest(values);
    onBusyChange(false);
    if (result.error) {
      const others = applyServerErrors(result.error, setError, FIELDS);
      const status = errorStatus(result.error);
      if (status !== 422 || others.length > 0)
        setFormError(status === 422 ? others.join(' ') : errorMessage(result.error));
      return;
    }
    onSent(result.data);
  });

  return (
    <form id={id} onSubmit={onSubmit} noValidate className={styles.form} aria-label="Demande professionnelle">
      <ErrorSummary items={errorSummaryItems(errors, LABELS)} attempt={formState.submitCount} headingLevel={3} />
      {formError && (
        <Notice variant="danger" role="alert">
          {formError}
        </Notice>
      )}
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            label="Votre demande"
            required
            name={field.name}
            variant="cards"
            options={KIND_OPTIONS}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.kind?.message}
          />
        )}
      />
      <TextField
        label="Raison sociale"
        required
        autoComplete="organization"
        error={errors.company_name?.message}
        {...register('company_name')}
      />
      <SiretField
        registration={register('company_siret')}
        value={watch('company_siret') ?? ''}
        error={errors.company_siret?.message}
        required={false}
      />
      <TextField
        label="Nombre de véhicules"
        optional
        type="number"
        inputMode="numeric"
        min={1}
        max={PARTNER_REQUEST_FLEET_MAX}
        step={1}
        hint="Dans votre flotte, ou souhaités."
        containerClassName={styles.fleet}
        error={errors.fleet_size?.message}
        {...register('fleet_size')}
      />
      <TextField
        label="Téléphone"
        type="tel"
        required
        autoComplete="tel"
        inputMode="tel"
        placeholder="06 12 34 56 78"
        hint="Notre équipe commerciale vous rappelle à ce numéro."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextArea
        label="Votre message"
        required
        rows={5}
        maxLength={PARTNER_REQUEST_MESSAGE_MAX_LENGTH}
        placeholder="Votre activité, les véhicules recherchés, vos délais…"
        hint={`${PARTNER_REQUEST_MESSAGE_MIN_LENGTH} à ${PARTNER_REQUEST_MESSAGE_MAX_LENGTH} caractères (${messageLength} saisi${messageLength > 1 ? 's' : ''}).`}
        error={errors.message?.message}
        {...register('message')}
      />
    </form>
  );
}
