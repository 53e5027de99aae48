import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice } from '@ga/ui';
import { profileFormFromUser, profileUpdateSchema, type ProfileUpdateData, type ProfileUpdateRequest, type User } from '@ga/contracts';
import { errorMessage, errorStatus, notify, useAppDispatch } from '@ga/core';
import { PROFILE_FIELDS, ProfileFields } from '../../account-fields/components/profile-fields';
import { applyServerErrors } from '../../account-fields/server-errors';
import { useAccountUpdateProfileMutation } from '../api';
import styles from './profile-cards.module.css';

/** SPEC §8, verbatim. */
export const PROFILE_SAVED = 'Vos informations ont été mises à jour 📄';

/** The form's values: text inputs hold '' rather than null. */
function formValues(user: User): ProfileUpdateRequest {
  const values = profileFormFromUser(user);
  return { ...values, company_name: values.company_name ?? '', company_siret: values.company_siret ?? '', business_sector_id: values.business_sector_id ?? '' };
}

/** Personal or company profile → PUT /api/user; server errors next to their fields. */
export function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateProfile, { isLoading }] = useAccountUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileUpdateRequest, unknown, ProfileUpdateData>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: formValues(user),
    mode: 'onTouched',
  });
  const { handleSubmit, setError, reset, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updateProfile(values);
    if (result.error) {
      const others = applyServerErrors(result.error, setError, PROFILE_FIELDS);
      const status = errorStatus(result.error);
      if (status !== 422 || others.length > 0) setFormError(status === 422 ? others.join(' ') : errorMessage(result.error));
      return;
    }
    reset(formValues(result.data));
    dispatch(notify({ action: 'success', message: PROFILE_SAVED }));
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.card} aria-labelledby="profile-title">
      <header className={styles.cardHeader}>
        <h2 id="profile-title" className={styles.cardTitle}>
          Mes informations
        </h2>
        <p className={styles.cardText}>Elles servent à préparer vos devis, réservations et demandes de financement.</p>
      </header>
      {formError && (
        <Notice variant="danger" role="alert">
          {formError}
        </Notice>
      )}
      <ProfileFields form={form} />
      <div className={styles.submitRow}>
        <Button type="submit" size="lg" loading={isLoading || formState.isSubmitting} disabled={!formState.isDirty}>
          Enregistrer mes informations
        </Button>
        {!formState.isDirty && <span className={styles.saved}>Aucune modification en cours</span>}
      </div>
    </form>
  );
}
