import { useEffect, useState } from 'react';
import { Button, Notice, SelectField } from '@ga/ui';
import {
  INBOX_SETTABLE_STATUSES,
  INBOX_STATUS_KINDS,
  INBOX_STATUS_LABELS,
  type InboxItem,
  type InboxStatus,
} from '@ga/contracts';
import { errorMessage } from '@ga/core';
import type { StaffMe } from '../../../shared/session/api';
import { useStaffColleaguesQuery, useStaffInboxAssignMutation, useStaffInboxSetStatusMutation } from '../api';
import styles from './request.module.css';
import panel from '../../../shared/layout/panel.module.css';

/** Who follows the request: take it, give it back, or (a responsable) give it to someone. */
export function AssignmentActions({ item, me }: { item: InboxItem; me: StaffMe }) {
  const [assign, { error, isLoading }] = useStaffInboxAssignMutation();
  const colleagues = useStaffColleaguesQuery(undefined, { skip: me.role === 'conseiller' });
  const [chosen, setChosen] = useState(item.assigned_to ? String(item.assigned_to.id) : '');
  const mine = item.assigned_to?.id === me.id;
  return (
    <section className={panel.box} aria-labelledby="suivi">
      <h2 id="suivi" className={panel.boxTitle}>
        Suivi
      </h2>
      <p>
        {item.assigned_to ? (
          <>
            Suivie par <strong>{mine ? 'vous' : item.assigned_to.full_name}</strong>
          </>
        ) : (
          'Personne ne suit encore cette demande.'
        )}
      </p>
      {error && (
        <Notice variant="danger" role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <div className={styles.row}>
        {!item.assigned_to && (
          <Button onClick={() => void assign({ id: item.id, staff_id: me.id })} loading={isLoading}>
            Prendre cette demande
          </Button>
        )}
        {mine && (
          <Button variant="secondary" onClick={() => void assign({ id: item.id, staff_id: null })} loading={isLoading}>
            Rendre la demande
          </Button>
        )}
      </div>
      {me.role !== 'conseiller' && (
        <form
          className={styles.inline}
          onSubmit={(event) => {
            event.preventDefault();
            void assign({ id: item.id, staff_id: chosen ? Number(chosen) : null });
          }}
        >
          <SelectField
            label="Attribuer à"
            placeholder="Personne"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            options={(colleagues.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.full_name }))}
          />
          <Button type="submit" variant="secondary" loading={isLoading}>
            Attribuer
          </Button>
        </form>
      )}
    </section>
  );
}

/** The request statuses, for the kinds that have them; bookings, appointments and company checks have their own actions. */
export function StatusAction({ item }: { item: InboxItem }) {
  const [setStatus, { error, isLoading, isSuccess }] = useStaffInboxSetStatusMutation();
  const settable = INBOX_STATUS_KINDS.includes(item.kind);
  const options = INBOX_SETTABLE_STATUSES.filter(
    (s) => s !== 'annulee' || (item.kind !== 'contact' && item.kind !== 'formulaire'),
  );
  // A trade-in with a firm offer shows the offer's state; its own status is then « en cours » until closed.
  const shown = (options as readonly string[]).includes(item.status) ? item.status : 'en_cours';
  const [status, setValue] = useState<string>(shown);
  // A change made elsewhere (a colleague, the visitor's answer) shows in the select; this page's
  // own confirmation stays, the component is not mounted again.
  useEffect(() => setValue(shown), [shown]);
  return (
    <section className={panel.box} aria-labelledby="statut">
      <h2 id="statut" className={panel.boxTitle}>
        Statut
      </h2>
      {settable ? (
        <form
          className={styles.inline}
          onSubmit={(event) => {
            event.preventDefault();
            void setStatus({ id: item.id, status: status as InboxStatus });
          }}
        >
          <SelectField
            label="Statut de la demande"
            value={status}
            onChange={(e) => setValue(e.target.value)}
            options={options.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }))}
          />
          <Button type="submit" variant="secondary" loading={isLoading}>
            Enregistrer
          </Button>
        </form>
      ) : (
        <p>
          <strong>{INBOX_STATUS_LABELS[item.status]}</strong>. Le statut de ce type de demande change par ses propres
          actions.
        </p>
      )}
      {isSuccess && (
        <p className={panel.saved} role="status">
          Statut enregistré : le visiteur le voit dans son espace client.
        </p>
      )}
      {error && (
        <Notice variant="danger" role="alert">
          {errorMessage(error)}
        </Notice>
      )}
    </section>
  );
}
