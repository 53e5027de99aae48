import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, PasswordField, SelectField, TextField } from '@ga/ui';
import { STAFF_ROLE_LABELS, STAFF_ROLE_VALUES, staffInviteSchema, type StaffInviteRequest } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { formatDateTime } from '../../../shared/format/date-time';
import { useStaffInviteMutation } from '../api';
import styles from './accounts.module.css';

const FIELDS = ['email', 'full_name', 'role', 'current_password'] as const;

/** Invite a colleague: the account is created and a one-time enrolment link is given to pass on. */
export function InviteForm() {
  const [invite, { data, error, isLoading, reset: forget }] = useStaffInviteMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<StaffInviteRequest>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: { email: '', full_name: '', role: 'conseiller', current_password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await invite(values);
    if ('error' in result && result.error) {
      for (const [field, messages] of Object.entries(fieldErrors(result.error))) {
        if ((FIELDS as readonly string[]).includes(field))
          setError(field as (typeof FIELDS)[number], { message: messages[0] });
      }
      return;
    }
    reset();
  });
  const status = errorStatus(error);
  return (
    <section className={styles.box} aria-labelledby="inviter">
      <h2 id="inviter" className={styles.boxTitle}>
        Inviter un conseiller
      </h2>
      <form onSubmit={onSubmit} noValidate className={styles.grid} onChange={() => data && forget()}>
        <TextField
          label="Adresse e-mail professionnelle"
          type="email"
          autoComplete="off"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Prénom et nom"
          autoComplete="off"
          required
          error={formState.errors.full_name?.message}
          {...register('full_name')}
        />
        <SelectField
          label="Rôle"
          required
          options={STAFF_ROLE_VALUES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }))}
          error={formState.errors.role?.message}
          {...register('role')}
        />
        <PasswordField
          label="Votre mot de passe"
          hint="Demandé à nouveau pour chaque action d’administration."
          autoComplete="current-password"
          required
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={isLoading}>
            Inviter
          </Button>
        </div>
      </form>
      {error && status !== 422 && (
        <Notice variant={status === 429 ? 'warning' : 'danger'} role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      {data && (
        <div role="status" className={styles.link}>
          <p>
            Compte créé pour <strong>{data.data.full_name}</strong>. Transmettez-lui ce lien d’activation à usage
            unique, valable jusqu’au {formatDateTime(data.enrolment_link.expires_at)} :
          </p>
          <TextField
            label="Lien d’activation"
            readOnly
            value={data.enrolment_link.url}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="enrolment-link"
          />
        </div>
      )}
    </section>
  );
}
