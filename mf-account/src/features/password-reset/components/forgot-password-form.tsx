import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, TextField } from '@ga/ui';
import { forgotPasswordSchema, type ForgotPasswordRequest } from '@ga/contracts';
import { errorMessage, errorStatus } from '@ga/core';
import { applyServerErrors } from '../../../shared/account-fields/server-errors';
import { useAccountForgotPasswordMutation } from '../api';
import styles from './password-forms.module.css';

/** E-mail → POST /api/forgot-password/send-email → the neutral message of the reply. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [sendEmail, { data, error, isLoading, reset }] = useAccountForgotPasswordMutation();
  const { register, handleSubmit, setError, getValues, formState } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await sendEmail(values);
    if (result.error) applyServerErrors(result.error, setError, ['email']);
  });

  if (data) {
    return (
      <div className={styles.sent} data-testid="forgot-password-sent">
        <Notice variant="success" title="Demande envoyée">
          {data.message}
        </Notice>
        <p className={styles.help}>
          Pensez à vérifier vos courriers indésirables. Le lien reçu n’est valable que pendant une durée limitée.
        </p>
        <p className={styles.help}>
          Adresse indiquée : <strong>{getValues('email')}</strong>
        </p>
        <Button variant="outline" onClick={() => reset()}>
          Utiliser une autre adresse
        </Button>
      </div>
    );
  }

  const status = errorStatus(error);
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Mot de passe oublié">
      {error && status !== 422 && (
        <Notice variant={status === 429 ? 'warning' : 'danger'} role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
        Recevoir le lien de réinitialisation
      </Button>
    </form>
  );
}
