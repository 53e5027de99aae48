import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Notice, PasswordField, SelectField } from '@ga/ui';
import { FIELD_MESSAGES, STAFF_ROLE_LABELS, STAFF_ROLE_VALUES, type StaffRoleName } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { useStaffAccountChangeMutation, type StaffAccount } from '../api';
import styles from './accounts.module.css';

type Action = 'role' | 'reset-2fa' | 'disable';
const DONE: Record<Action, string> = {
  role: 'Rôle changé : ses sessions sont fermées, la personne se reconnecte avec ses nouveaux droits.',
  'reset-2fa':
    'Double authentification réinitialisée : à sa prochaine connexion, la personne enrôle un nouveau téléphone.',
  disable: 'Compte désactivé : ses sessions sont fermées et il ne peut plus se connecter.',
};

/** One account's admin actions: change its role, reset its 2FA, disable it; each with the admin's password. */
export function ManageAccount({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const [change, { error, isLoading, originalArgs }] = useStaffAccountChangeMutation();
  const [role, setRole] = useState<StaffRoleName>(account.role);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<Action | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [account.id]);

  const act = async (action: Action) => {
    setDone(null);
    if (password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    const result = await change(
      action === 'role'
        ? { id: account.id, action, role, current_password: password }
        : { id: account.id, action, current_password: password },
    );
    if (!('error' in result && result.error)) {
      setPassword('');
      setDone(action);
    }
  };
  const errors = error ? fieldErrors(error) : {};
  const passwordError = missing ? FIELD_MESSAGES.required : errors.current_password?.[0];
  const disabled = account.disabled_at !== null;
  return (
    <section className={styles.box} aria-labelledby="gerer">
      <h2 id="gerer" className={styles.boxTitle} tabIndex={-1} ref={heading}>
        Gérer le compte de {account.full_name}
      </h2>
      {disabled ? (
        <Notice variant="info">Ce compte est désactivé : il ne peut plus se connecter.</Notice>
      ) : (
        <form
          className={styles.grid}
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void act('role');
          }}
        >
          <PasswordField
            label="Votre mot de passe"
            hint="Demandé à nouveau pour chaque action d’administration."
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordError}
          />
          <SelectField
            label="Rôle"
            options={STAFF_ROLE_VALUES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }))}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRoleName)}
            error={errors.role?.[0]}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              loading={isLoading && originalArgs?.action === 'role'}
              disabled={role === account.role}
            >
              Changer le rôle
            </Button>
            <Button
              type="button"
              variant="secondary"
              loading={isLoading && originalArgs?.action === 'reset-2fa'}
              onClick={() => void act('reset-2fa')}
            >
              Réinitialiser la double authentification
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={isLoading && originalArgs?.action === 'disable'}
              onClick={() => void act('disable')}
            >
              Désactiver le compte
            </Button>
          </div>
        </form>
      )}
      {error && errorStatus(error) !== 422 && (
        <Notice variant={errorStatus(error) === 429 ? 'warning' : 'danger'} role="alert">
          {errors.id?.[0] ?? errorMessage(error)}
        </Notice>
      )}
      <p role="status" className={styles.saved}>
        {done ? DONE[done] : ''}
      </p>
      <Button type="button" variant="ghost" onClick={onClose}>
        Fermer
      </Button>
    </section>
  );
}
