import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Notice, PasswordField, errorSummaryItems } from '@ga/ui';
import {
  ACCOUNT_SECURITY_MESSAGES,
  profileFormFromUser,
  profileUpdateSchema,
  type ProfileUpdateData,
  type ProfileUpdateRequest,
  type User,
} from '@ga/contracts';
import { errorMessage, errorStatus, notify, useAppDispatch } from '@ga/core';
import {
  PROFILE_FIELDS,
  PROFILE_LABELS,
  ProfileFields,
} from '../../../shared/account-fields/components/profile-fields';
import { applyServerErrors } from '../../../shared/account-fields/server-errors';
import { useAccountUpdateProfileMutation } from '../api';
import styles from '../../../shared/account-area/components/profile-cards.module.css';

/** docs/spec-notes.md §8, verbatim. */
export const PROFILE_SAVED = 'Vos informations ont été mises à jour 📄';

/** The profile form's values, plus the current password asked for an e-mail change. */
type ProfileFormValues = ProfileUpdateRequest & { current_password?: string };

/** The form's values: text inputs hold '' rather than null. */
function formValues(user: User): ProfileFormValues {
  const values = profileFormFromUser(user);
  return {
    ...values,
    company_name: values.company_name ?? '',
    company_siret: values.company_siret ?? '',
    business_sector_id: values.business_sector_id ?? '',
  };
}

/** The e-mail typed is not the saved one (the API lower-cases and trims it too). */
export function emailChanged(typed: string | undefined, saved: string): boolean {
  return (typed ?? '').trim().toLowerCase() !== saved.trim().toLowerCase();
}

/**
 * Personal or company profile → PUT /api/user; server errors next to their fields. Changing the
 * e-mail address asks for the current password (`current_password`, sent only then).
 */
export function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateProfile, { isLoading }] = useAccountUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileUpdateData>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: formValues(user),
    mode: 'onTouched',
    shouldFocusError: false, // the error summary takes the focus
  });
  const { handleSubmit, setError, reset, resetField, register, watch, getValues, formState } = form;
  const changingEmail = emailChanged(watch('email'), user.email);

  // Back to the saved address: the password typed for the change is forgotten.
  useEffect(() => {
    if (!changingEmail && getValues('current_password') !== undefined) resetField('current_password');
  }, [changingEmail, getValues, resetField]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // The schema of the profile leaves the password out: it is read from the form, for an e-mail change only.
    const profile: ProfileUpdateData & { current_password?: string } = { ...values };
    delete profile.current_password;
    const body = emailChanged(profile.email, user.email)
      ? { ...profile, current_password: getValues('current_password') ?? '' }
      : profile;
    const result = await updateProfile(body);
    if (result.error) {
      const fields = changingEmail ? [...PROFILE_FIELDS, 'current_password'] : PROFILE_FIELDS;
      const others = applyServerErrors(result.error, setError, fields);
      const status = errorStatus(result.error);
      if (status !== 422 || others.length > 0)
        setFormError(status === 422 ? others.join(' ') : errorMessage(result.error));
      return;
    }
    reset(formValues(result.data));
    dispatch(notify({ action: 'success', message: PROFILE_SAVED }));
    // A new address waits for its link: say where it went and what happens next.
    if (result.data.pending_email && result.data.pending_email !== user.pending_email) {
      dispatch(
        notify({
          action: 'info',
          message: ACCOUNT_SECURITY_MESSAGES.changePending.replace('{email}', result.data.pending_email),
        }),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.card} aria-labelledby="profile-title">
      <header className={styles.cardHeader}>
        <h2 id="profile-title" className={styles.cardTitle}>
          Mes informations
        </h2>
        <p className={styles.cardText}>Elles servent à préparer vos devis, réservations et demandes de financement.</p>
      </header>
      <ErrorSummary
        items={errorSummaryItems(formState.errors, { ...PROFILE_LABELS, current_password: 'Mot de passe actuel' })}
        attempt={formState.submitCount}
        headingLevel={3}
      />
      {formError && (
        <Notice variant="danger" role="alert">
          {formError}
        </Notice>
      )}
      <ProfileFields
        form={form as unknown as UseFormReturn<ProfileUpdateRequest>}
        afterEmail={
          changingEmail ? (
            <PasswordField
              label="Mot de passe actuel"
              autoComplete="current-password"
              required
              hint="Nécessaire pour changer d’adresse e-mail : un lien de confirmation sera envoyé à la nouvelle adresse"
              error={formState.errors.current_password?.message}
              {...register('current_password')}
            />
          ) : null
        }
      />
      <div className={styles.submitRow}>
        <Button type="submit" size="lg" loading={isLoading || formState.isSubmitting} disabled={!formState.isDirty}>
          Enregistrer mes informations
        </Button>
        {!formState.isDirty && <span className={styles.saved}>Aucune modification en cours</span>}
      </div>
    </form>
  );
}
