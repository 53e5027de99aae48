import { useState } from 'react';
import { Button, Checkbox, Modal, Notice, PasswordField } from '@ga/ui';
import { errorMessage, errorStatus, fieldErrors, notify, signOutLocally, useAppDispatch, useNavigate } from '@ga/core';
import { useAccountOutlet } from '../../../shared/account-area/pages/account-layout';
import { useAccountDeleteUserMutation } from '../api';
import styles from '../../../shared/account-area/components/profile-cards.module.css';

/** docs/spec-notes.md §8, verbatim. */
export const ACCOUNT_DELETED = 'Votre compte utilisateur a bien été supprimé 😢';

/**
 * Danger zone: the delete-account modal (docs/spec-notes.md §2): the password (a stolen session alone cannot
 * delete the account) → DELETE /api/user/{id}/delete → signed out → home.
 */
export function DeleteAccount({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const outlet = useAccountOutlet();
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [deleteUser, { isLoading, error, reset }] = useAccountDeleteUserMutation();

  const close = () => {
    if (isLoading) return;
    setOpen(false);
    setConfirmed(false);
    setPassword('');
    reset();
  };

  const onDelete = async () => {
    outlet?.setLeaving(true);
    const result = await deleteUser({ id: userId, current_password: password });
    if (result.error) {
      outlet?.setLeaving(false);
      return;
    }
    // Leave the account area first: signed out on /mon-compte would send the visitor to /connexion.
    await navigate('/', { replace: true });
    dispatch(signOutLocally());
    dispatch(notify({ action: 'warning', message: ACCOUNT_DELETED }));
  };

  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="delete-title">
      <header className={styles.cardHeader}>
        <h2 id="delete-title" className={styles.cardTitle}>
          Supprimer mon compte
        </h2>
        <p className={styles.cardText}>
          Vos favoris, réservations et demandes seront définitivement effacés ; vos devis sont conservés sans aucune
          donnée personnelle.
        </p>
      </header>
      <Button variant="outline" className={styles.dangerButton} onClick={() => setOpen(true)}>
        Supprimer mon compte
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Supprimer votre compte ?"
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={isLoading}>
              Annuler
            </Button>
            <Button
              variant="danger"
              onClick={() => void onDelete()}
              disabled={!confirmed || !password}
              loading={isLoading}
            >
              Supprimer définitivement
            </Button>
          </>
        }
      >
        <div className={styles.modalBody} data-testid="delete-account-modal">
          <p>Cette action est irréversible. Seront supprimés :</p>
          <ul>
            <li>vos informations personnelles et vos véhicules favoris ;</li>
            <li>vos réservations, les réservations en cours étant annulées ;</li>
            <li>vos demandes de financement, de reprise, de rappel et de partenariat.</li>
          </ul>
          <p className={styles.modalNote}>
            Vos devis sont conservés pour la numérotation et la comptabilité de la concession, sans aucune donnée
            personnelle : ils ne sont plus rattachés à votre compte.
          </p>
          {error && errorStatus(error) !== 422 && (
            <Notice variant="danger" role="alert">
              {errorMessage(error)}
            </Notice>
          )}
          <PasswordField
            label="Votre mot de passe"
            name="current_password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors(error).current_password?.[0]}
          />
          <Checkbox
            label="Je comprends que mon compte et mes données seront supprimés."
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
        </div>
      </Modal>
    </section>
  );
}
