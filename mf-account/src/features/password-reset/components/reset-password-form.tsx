import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Notice, errorSummaryItems } from '@ga/ui';
import { resetPasswordSchema, type ResetPasswordRequest } from '@ga/contracts';
import { errorMessage, errorStatus, Link } from '@ga/core';
import { NewPasswordFields } from '../../../shared/account-fields/components/new-password-fields';
import { applyServerErrors } from '../../../shared/account-fields/server-errors';
import { useAccountResetPasswordMutation } from '../api';
import styles from './password-forms.module.css';

const LABELS = { password: 'Nouveau mot de passe', password_confirmation: 'Confirmez le nouveau mot de passe' };

/** New password for the token and e-mail of the link → POST /api/forgot-password/reset → onDone(message). */
export function ResetPasswordForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: (message: string) => void;
}) {
  const [resetPassword, { error, isLoading }] = useAccountResetPasswordMutation();
  const { register, handleSubmit, setError, watch, formState } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email, password: '', password_confirmation: '' },
    mode: 'onTouched',
    shouldFocusError: false, // the error summary takes the focus
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await resetPassword(values);
    if (result.error) {
      applyServerErrors(result.error, setError, ['token', 'email', 'password', 'password_confirmation']);
      return;
    }
    onDone(result.data.message);
  });

  const status = errorStatus(error);
  const serverErrors = formState.errors;
  // A token or e-mail refused (expired or already used link) is not a field the visitor can fix here.
  const linkError = error && (status !== 422 || serverErrors.token || serverErrors.email);

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Choix du nouveau mot de passe">
      <ErrorSummary items={errorSummaryItems(formState.errors, LABELS)} attempt={formState.submitCount} />
      {linkError && (
        <Notice variant="danger" role="alert" action={<Link to="/mot-de-passe-oublie">Demander un nouveau lien</Link>}>
          {serverErrors.token?.message ?? serverErrors.email?.message ?? errorMessage(error)}
        </Notice>
      )}
      <p className={styles.account}>
        Compte : <strong>{email}</strong>
      </p>
      <NewPasswordFields register={register} watch={watch} errors={formState.errors} />
      <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
        Enregistrer mon nouveau mot de passe
      </Button>
    </form>
  );
}
