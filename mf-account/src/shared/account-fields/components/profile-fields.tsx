import { useEffect, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, RadioGroup, SelectField, TextField } from '@ga/ui';
import type { ProfileUpdateRequest } from '@ga/contracts';
import { getConfig } from '@ga/core';
import { useAccountBusinessSectorsQuery } from '../api';
import { LocalityField } from './locality-field';
import { SiretField } from './siret-field';
import styles from './profile-fields.module.css';

/** Every field that `applyServerErrors` may put a server message next to. */
export const PROFILE_FIELDS = [
  'is_comp',
  'company_name',
  'company_siret',
  'business_sector_id',
  'fullname',
  'phone',
  'email',
  'address',
  'postal_code',
  'city',
  'subscribe_newsletter',
] as const;

/** Labels of those fields, in the form's order, for the error summary. */
export const PROFILE_LABELS: Record<(typeof PROFILE_FIELDS)[number], string> = {
  is_comp: 'Vous êtes',
  company_name: 'Raison sociale',
  company_siret: 'Numéro SIRET',
  business_sector_id: 'Secteur d’activité',
  fullname: 'Nom et prénom',
  phone: 'Téléphone',
  email: 'Adresse e-mail',
  address: 'Adresse',
  postal_code: 'Code postal',
  city: 'Ville',
  subscribe_newsletter: 'Newsletter',
};

const ACCOUNT_TYPES = [
  { value: 'particulier', label: 'Particulier', hint: 'Prix affichés TTC' },
  { value: 'societe', label: 'Professionnel', hint: 'Société, artisan, flotte : prix HT' },
];

interface ProfileFieldsProps {
  form: UseFormReturn<ProfileUpdateRequest>;
  /** Rendered after the e-mail (the password of the sign-up form). */
  afterEmail?: ReactNode;
}

/** Account type, company block, identity, contact and address of the sign-up and profile forms. */
export function ProfileFields({ form, afterEmail }: ProfileFieldsProps) {
  const { register, control, watch, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const isCompany = watch('is_comp') === true;
  const sectors = useAccountBusinessSectorsQuery(undefined, { skip: !isCompany });

  // The saved sector (profile) was given to the select before its options arrived: show it once they are there.
  useEffect(() => {
    const saved = getValues('business_sector_id');
    if (sectors.data?.length && saved !== '' && saved !== null && saved !== undefined)
      setValue('business_sector_id', saved);
  }, [sectors.data, getValues, setValue]);

  const pickLocality = ({ postal_code, city }: { postal_code: string; city: string }) => {
    setValue('postal_code', postal_code, { shouldValidate: true, shouldDirty: true });
    setValue('city', city, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <>
      <Controller
        control={control}
        name="is_comp"
        render={({ field }) => (
          <RadioGroup
            label="Vous êtes"
            name={field.name}
            variant="cards"
            orientation="horizontal"
            options={ACCOUNT_TYPES}
            value={field.value ? 'societe' : 'particulier'}
            onValueChange={(value) => field.onChange(value === 'societe')}
            onBlur={field.onBlur}
            error={errors.is_comp?.message}
          />
        )}
      />

      {isCompany && (
        <fieldset className={styles.group} data-testid="company-fields">
          <legend className={styles.legend}>Votre société</legend>
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
          />
          <SelectField
            label="Secteur d’activité"
            required
            placeholder={sectors.isLoading ? 'Chargement des secteurs…' : 'Choisissez votre secteur'}
            options={(sectors.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            hint={
              sectors.isError
                ? 'La liste des secteurs est momentanément indisponible : réessayez dans un instant.'
                : undefined
            }
            error={errors.business_sector_id?.message}
            {...register('business_sector_id')}
          />
        </fieldset>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{isCompany ? 'Votre contact' : 'Vos coordonnées'}</legend>
        <TextField
          label="Nom et prénom"
          required
          autoComplete="name"
          error={errors.fullname?.message}
          {...register('fullname')}
        />
        <div className={styles.row}>
          <TextField
            label="Téléphone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            placeholder="06 12 34 56 78"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Adresse e-mail"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        {afterEmail}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{isCompany ? 'Adresse de la société' : 'Votre adresse'}</legend>
        <TextField
          label="Adresse"
          required
          autoComplete="street-address"
          placeholder="12 rue de la Gare"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className={styles.rowPostal}>
          <LocalityField
            label="Code postal"
            kind="postal_code"
            registration={register('postal_code')}
            value={watch('postal_code') ?? ''}
            error={errors.postal_code?.message}
            onPick={pickLocality}
          />
          <LocalityField
            label="Ville"
            kind="city"
            registration={register('city')}
            value={watch('city') ?? ''}
            error={errors.city?.message}
            onPick={pickLocality}
          />
        </div>
      </fieldset>

      <Checkbox
        label={`Je souhaite recevoir les bons plans et nouveautés de ${getConfig().brandName} par e-mail (désinscription en un clic).`}
        error={errors.subscribe_newsletter?.message}
        {...register('subscribe_newsletter')}
      />
    </>
  );
}
