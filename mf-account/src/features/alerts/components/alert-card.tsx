import { useState, type FormEvent } from 'react';
import { Button, ButtonLink, TextField, formatDate } from '@ga/ui';
import { ALERT_NAME_MAX, type SearchAlert } from '@ga/contracts';
import { Link, errorMessage, fieldErrors, notify, useAppDispatch } from '@ga/core';
import { ConfirmDelete } from '../../../shared/account-area/components/confirm-delete';
import pillStyles from '../../../shared/account-area/components/status-pill.module.css';
import { useAccountDeleteAlertMutation, useAccountUpdateAlertMutation } from '../api';
import styles from './alert-card.module.css';

/** One alert of « Mes alertes »: its search, rename, pause or resume, delete. */
export function AlertCard({ alert }: { alert: SearchAlert }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useAccountUpdateAlertMutation();
  const [remove] = useAccountDeleteAlertMutation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(alert.name);
  const [error, setError] = useState<string | undefined>();

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    const result = await update({ id: alert.id, name });
    if (result.error) {
      setError(fieldErrors(result.error).name?.[0] ?? errorMessage(result.error));
      return;
    }
    setError(undefined);
    setEditing(false);
    dispatch(notify({ action: 'success', message: 'Alerte renommée.' }));
  };
  const togglePause = async () => {
    const result = await update({ id: alert.id, paused: !alert.paused });
    if (result.error) dispatch(notify({ action: 'danger', message: errorMessage(result.error) }));
    else
      dispatch(
        notify({
          action: 'info',
          message: alert.paused
            ? 'Alerte réactivée : les e-mails reprennent.'
            : 'Alerte en pause : plus d’e-mail jusqu’à sa réactivation.',
        }),
      );
  };

  return (
    <article className={styles.card} data-testid="alert-card">
      <div className={styles.head}>
        {editing ? (
          <form className={styles.rename} onSubmit={(e) => void rename(e)} noValidate>
            <TextField
              label="Nom de l’alerte"
              value={name}
              maxLength={ALERT_NAME_MAX + 20}
              onChange={(e) => setName(e.target.value)}
              error={error}
              autoFocus
            />
            <div className={styles.actions}>
              <Button type="submit" size="sm" loading={isLoading}>
                Enregistrer
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setEditing(false);
                  setName(alert.name);
                  setError(undefined);
                }}
              >
                Annuler
              </Button>
            </div>
          </form>
        ) : (
          <h2 className={styles.name}>{alert.name}</h2>
        )}
        <span className={pillStyles.pill} data-tone={alert.paused ? 'off' : 'done'} data-testid="status">
          {alert.paused ? 'En pause' : 'Active'}
        </span>
      </div>
      <p className={styles.meta}>
        Créée le {formatDate(alert.created_at)} ·{' '}
        {alert.last_sent_at
          ? `dernier e-mail le ${formatDate(alert.last_sent_at)}`
          : 'aucun e-mail envoyé pour l’instant'}{' '}
        · au plus un e-mail par jour
      </p>
      <div className={styles.actions}>
        <ButtonLink to={alert.path} variant="outline" size="sm">
          Voir les résultats
        </ButtonLink>
        {!editing && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Renommer l’alerte ${alert.name}`}
          >
            Renommer
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void togglePause()}
          aria-label={`${alert.paused ? 'Réactiver' : 'Mettre en pause'} l’alerte ${alert.name}`}
        >
          {alert.paused ? 'Réactiver' : 'Mettre en pause'}
        </Button>
        <ConfirmDelete
          label="Supprimer"
          ariaLabel={`Supprimer l’alerte ${alert.name}`}
          title="Supprimer cette alerte ?"
          confirmLabel="Supprimer l’alerte"
          onConfirm={async () => {
            const result = await remove(alert.id);
            if (result.error) {
              dispatch(notify({ action: 'danger', message: errorMessage(result.error) }));
              return false;
            }
            dispatch(notify({ action: 'info', message: 'Alerte supprimée.' }));
            return true;
          }}
        >
          Vous ne recevrez plus d’e-mail pour « {alert.name} ». La recherche elle-même reste accessible depuis{' '}
          <Link to={alert.path}>nos annonces</Link>.
        </ConfirmDelete>
      </div>
    </article>
  );
}
