import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorState, LoadingState, Notice, PasswordField } from '@ga/ui';
import { STAFF_ROLE_LABELS, staffPasswordChangeSchema } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors, setStaffCsrfToken, useNavigate, usePageHead } from '@ga/core';
import { formatDateTime } from '../../../shared/format/date-time';
import { SIGN_IN_PATH } from '../../../shared/paths';
import { StaffFrame } from '../../../shared/session/staff-frame';
import type { StaffMe } from '../../../shared/session/api';
import { useStaffChangePasswordMutation, useStaffRevokeSessionMutation, useStaffSessionsQuery } from '../api';
import styles from './my-account-page.module.css';

/** /espace-conseiller/mon-compte: who I am, my open sessions (revoke one), my password. */
export function MyAccountPage() {
  usePageHead({
    title: 'Mon compte — Espace conseiller',
    description: 'Vos sessions ouvertes et votre mot de passe.',
    noindex: true,
  });
  return <StaffFrame>{(me) => <MyAccount me={me} />}</StaffFrame>;
}

function MyAccount({ me }: { me: StaffMe }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Mon compte</h1>
      <p>
        {me.full_name} · {me.email} · {STAFF_ROLE_LABELS[me.role]}
      </p>
      <Sessions />
      <PasswordChange />
    </div>
  );
}

function Sessions() {
  const { data, error, isLoading, refetch } = useStaffSessionsQuery();
  const [revoke, revoking] = useStaffRevokeSessionMutation();
  return (
    <section className={styles.box} aria-labelledby="sessions">
      <h2 id="sessions" className={styles.boxTitle}>
        Sessions ouvertes
      </h2>
      <p className={styles.muted}>
        Une session se ferme après 8 heures sans activité. Révoquez celle d’un appareil que vous n’utilisez plus ou que
        vous ne reconnaissez pas.
      </p>
      {isLoading ? (
        <LoadingState inline />
      ) : !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <ul className={styles.sessions}>
          {data.data.map((s) => (
            <li key={s.id} data-testid="staff-session">
              <p>
                <strong>{s.current ? 'Cet appareil' : (s.user_agent ?? 'Appareil inconnu').slice(0, 80)}</strong>
                <span className={styles.muted}>
                  Ouverte le {formatDateTime(s.created_at)} · dernière activité le {formatDateTime(s.last_seen_at)}
                  {s.ip ? ` · adresse ${s.ip}` : ''}
                </span>
              </p>
              {!s.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={revoking.isLoading && revoking.originalArgs === s.id}
                  onClick={() => void revoke(s.id)}
                >
                  Révoquer
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Values = { current_password: string; password: string };

function PasswordChange() {
  const [change, { error, isLoading }] = useStaffChangePasswordMutation();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(staffPasswordChangeSchema),
    defaultValues: { current_password: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await change(values);
    if ('error' in result && result.error) {
      for (const [field, messages] of Object.entries(fieldErrors(result.error)))
        if (field === 'current_password' || field === 'password') setError(field, { message: messages[0] });
      return;
    }
    // Every session is revoked by a password change, this one too: sign in again.
    setStaffCsrfToken(null);
    navigate(SIGN_IN_PATH, { replace: true });
  });
  const status = errorStatus(error);
  return (
    <section className={styles.box} aria-labelledby="mot-de-passe">
      <h2 id="mot-de-passe" className={styles.boxTitle}>
        Changer de mot de passe
      </h2>
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <Notice variant="info">
          Toutes vos sessions seront fermées, celle-ci comprise : vous vous reconnecterez avec le nouveau mot de passe.
        </Notice>
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
        <PasswordField
          label="Nouveau mot de passe"
          hint="12 caractères au moins ; une phrase fait très bien l’affaire."
          autoComplete="new-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={isLoading}>
          Changer le mot de passe
        </Button>
      </form>
    </section>
  );
}
