import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Notice, PasswordField, TextField, errorSummaryItems } from '@ga/ui';
import { loginFormSchema, type LoginForm } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors, signIn, useAppDispatch, Link } from '@ga/core';
import { useAccountRequestTokenMutation } from '../api';
import { SignInLinkOffer } from './sign-in-link-offer';
import styles from './sign-in-form.module.css';

const LABELS = { username: 'Adresse e-mail', password: 'Mot de passe' };

/** Email + password → POST /oauth/token → token stored → user loaded → onSignedIn(). */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const dispatch = useAppDispatch();
  const [requestToken, { error, isLoading }] = useAccountRequestTokenMutation();
  const { register, handleSubmit, setError, formState, getValues } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
    shouldFocusError: false, // the error summary takes the focus
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await requestToken(values);
    if ('error' in result && result.error) {
      for (const [field, messages] of Object.entries(fieldErrors(result.error))) {
        if (field === 'username' || field === 'password') setError(field, { message: messages[0] });
      }
      return;
    }
    await dispatch(signIn(result.data.access_token));
    onSignedIn();
  });

  const status = errorStatus(error);
  const formError =
    error && status !== 422
      ? status === 401
        ? 'Identifiant ou mot de passe incorrect.'
        : errorMessage(error)
      : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Connexion">
      <ErrorSummary items={errorSummaryItems(formState.errors, LABELS)} attempt={formState.submitCount} />
      {formError && (
        <Notice variant={status === 429 ? 'warning' : 'danger'} role="alert">
          {formError}
        </Notice>
      )}
      {status === 429 && <SignInLinkOffer email={getValues('username')} />}
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={formState.errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Link to="/mot-de-passe-oublie" className={styles.forgot}>
        Mot de passe oublié ?
      </Link>
      <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
        Se connecter
      </Button>
    </form>
  );
}
