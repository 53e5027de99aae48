import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Notice, PasswordField, errorSummaryItems } from '@ga/ui';
import { passwordUpdateSchema, type PasswordUpdateRequest } from '@ga/contracts';
import { errorMessage, errorStatus, notify, useAppDispatch } from '@ga/core';
import { NewPasswordFields } from '../../../shared/account-fields/components/new-password-fields';
import { applyServerErrors } from '../../../shared/account-fields/server-errors';
import { useAccountUpdatePasswordMutation } from '../api';
import styles from '../../../shared/account-area/components/profile-cards.module.css';

const EMPTY: PasswordUpdateRequest = { current_password: '', password: '', password_confirmation: '' };

const LABELS = {
  current_password: 'Mot de passe actuel',
  password: 'Nouveau mot de passe',
  password_confirmation: 'Confirmez le nouveau mot de passe',
};

/** Current password + new one (twice) → PUT /api/user/password. */
export function PasswordForm() {
  const dispatch = useAppDispatch();
  const [updatePassword, { error, isLoading }] = useAccountUpdatePasswordMutation();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<PasswordUpdateRequest>({
    resolver: zodResolver(passwordUpdateSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
    shouldFocusError: false, // the error summary takes the focus
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await updatePassword(values);
    if (result.error) {
      applyServerErrors(result.error, setError, ['current_password', 'password', 'password_confirmation']);
      return;
    }
    reset(EMPTY);
    dispatch(notify({ action: 'success', message: result.data.message || 'Votre mot de passe a bien été modifié 🔒' }));
  });

  const status = errorStatus(error);
  return (
    <form onSubmit={onSubmit} noValidate className={styles.card} aria-labelledby="password-title">
      <header className={styles.cardHeader}>
        <h2 id="password-title" className={styles.cardTitle}>
          Mot de passe
        </h2>
        <p className={styles.cardText}>Vos autres appareils seront déconnectés après la modification.</p>
      </header>
      <ErrorSummary
        items={errorSummaryItems(formState.errors, LABELS)}
        attempt={formState.submitCount}
        headingLevel={3}
      />
      {error && status !== 422 && (
        <Notice variant={status === 429 ? 'warning' : 'danger'} role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <PasswordField
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        error={formState.errors.current_password?.message}
        {...register('current_password')}
      />
      <NewPasswordFields register={register} watch={watch} errors={formState.errors} />
      <Button type="submit" variant="secondary" loading={isLoading || formState.isSubmitting}>
        Modifier mon mot de passe
      </Button>
    </form>
  );
}
