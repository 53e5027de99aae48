import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Notice, PasswordField, errorSummaryItems } from '@ga/ui';
import { registerSchema, type ProfileUpdateRequest, type RegisterData, type RegisterRequest } from '@ga/contracts';
import { errorMessage, errorStatus, signIn, useAppDispatch, Link } from '@ga/core';
import {
  PROFILE_FIELDS,
  PROFILE_LABELS,
  ProfileFields,
} from '../../../shared/account-fields/components/profile-fields';
import { PasswordStrengthMeter } from '../../../shared/account-fields/components/password-strength-meter';
import { applyServerErrors } from '../../../shared/account-fields/server-errors';
import { useAccountRegisterMutation } from '../api';
import styles from './sign-up-form.module.css';

const EMPTY: RegisterRequest = {
  is_comp: false,
  company_name: '',
  company_siret: '',
  business_sector_id: '',
  fullname: '',
  phone: '',
  email: '',
  password: '',
  address: '',
  postal_code: '',
  city: '',
  subscribe_newsletter: false,
};

/**
 * Personal or company account → POST /api/register → signed in → onSignedUp(). `returnPath`: the page
 * the visitor came from, kept by the API with the address's confirmation link (null: none).
 */
export function SignUpForm({ onSignedUp, returnPath = null }: { onSignedUp: () => void; returnPath?: string | null }) {
  const dispatch = useAppDispatch();
  const [registerAccount, { isLoading }] = useAccountRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterRequest, unknown, RegisterData>({
    resolver: zodResolver(registerSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
    shouldFocusError: false, // the error summary takes the focus
  });
  const { register, handleSubmit, setError, watch, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await registerAccount({ ...values, return_path: returnPath });
    if (result.error) {
      const others = applyServerErrors(result.error, setError, [...PROFILE_FIELDS, 'password']);
      const status = errorStatus(result.error);
      if (status !== 422 || others.length > 0)
        setFormError(status === 422 ? others.join(' ') : errorMessage(result.error));
      return;
    }
    await dispatch(signIn(result.data.access_token));
    onSignedUp();
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Création de compte">
      <ErrorSummary
        items={errorSummaryItems(formState.errors, { ...PROFILE_LABELS, password: 'Mot de passe' })}
        attempt={formState.submitCount}
      />
      {formError && (
        <Notice variant="danger" role="alert">
          {formError}
        </Notice>
      )}
      <ProfileFields
        form={form as unknown as UseFormReturn<ProfileUpdateRequest>}
        afterEmail={
          <PasswordField
            label="Mot de passe"
            autoComplete="new-password"
            required
            error={formState.errors.password?.message}
            strengthHint={<PasswordStrengthMeter password={watch('password') ?? ''} />}
            {...register('password')}
          />
        }
      />
      <p className={styles.legal}>
        En créant votre compte, vous acceptez nos{' '}
        <Link to="/conditions-generales-vente">conditions générales de vente</Link> et notre{' '}
        <Link to="/politique-confidentialite-protection-donnees">politique de confidentialité</Link>.
      </p>
      <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
        Créer mon compte
      </Button>
    </form>
  );
}
