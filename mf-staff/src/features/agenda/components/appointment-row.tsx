import { useState, type FormEvent } from 'react';
import { Button, Notice, SelectField, TextArea } from '@ga/ui';
import {
  addIsoDays,
  APPOINTMENT_KIND_LABELS,
  TEST_DRIVE_MODELS,
  type AgendaAppointment,
  type TestDriveModel,
} from '@ga/contracts';
import { errorMessage, fieldErrors, Link } from '@ga/core';
import { INBOX_PATH } from '../../../shared/paths';
import { useStaffCancelAppointmentMutation, useStaffFreeSlotsQuery, useStaffMoveAppointmentMutation } from '../api';
import { appointmentOf, appointmentTitle } from './appointment-who';
import { parisDate, parisDayLabel, parisTime } from './paris-time';
import styles from './agenda.module.css';

const STATUS = {
  en_attente: 'En attente de confirmation du visiteur',
  confirme: 'Confirmé',
  annule: 'Annulé',
  expire: 'Expiré',
} as const;
const what = (a: AgendaAppointment) =>
  a.kind === 'essai' && a.resource && a.resource in TEST_DRIVE_MODELS
    ? `Essai ${TEST_DRIVE_MODELS[a.resource as TestDriveModel]}`
    : APPOINTMENT_KIND_LABELS[a.kind];

/**
 * One appointment of the agenda: who, what, its status; move it (confirmed, to come) or cancel it
 * with a reason. A colleague's (restricted) shows the slot and who follows it, not the visitor.
 */
export function AppointmentRow({ appointment: a, now }: { appointment: AgendaAppointment; now: Date }) {
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const future = new Date(a.starts_at) > now;
  const active = a.status === 'confirme' || a.status === 'en_attente';
  return (
    <li className={styles.item} data-testid="agenda-item" data-cancelled={a.status === 'annule'}>
      <span className={styles.time}>{parisTime(a.starts_at)}</span>
      <div className={styles.what}>
        <p>
          <strong>{what(a)}</strong> · {STATUS[a.status]}
        </p>
        {a.restricted || a.phone === null ? (
          <>
            <p>
              {appointmentTitle(a)} · Réf. {a.reference}
            </p>
            <p className={styles.restricted}>
              Coordonnées et message du visiteur visibles de la personne qui suit la demande et des responsables.
            </p>
          </>
        ) : (
          <p>
            {a.inbox_id ? <Link to={`${INBOX_PATH}/${a.inbox_id}`}>{a.fullname}</Link> : a.fullname} ·{' '}
            <a href={`tel:${a.phone.replace(/\s/g, '')}`}>{a.phone}</a> · Réf. {a.reference}
          </p>
        )}
        {a.message && <p>« {a.message} »</p>}
        {a.cancel_reason && <p>Motif de l’annulation : « {a.cancel_reason} »</p>}
        {a.in_block && active && <p className={styles.flag}>Dans une période fermée : à déplacer ou à annuler.</p>}
      </div>
      {active && future && (
        <div className={styles.actions}>
          {a.status === 'confirme' && (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={open === 'move'}
              onClick={() => setOpen(open === 'move' ? null : 'move')}
              aria-label={`Déplacer le rendez-vous ${appointmentOf(a)}`}
            >
              Déplacer…
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open === 'cancel'}
            onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
            aria-label={`Annuler le rendez-vous ${appointmentOf(a)}`}
          >
            Annuler…
          </Button>
        </div>
      )}
      {open === 'move' && <MoveForm appointment={a} onDone={setDone} />}
      {open === 'cancel' && <CancelForm appointment={a} onDone={setDone} />}
      {done && (
        <p className={`${styles.saved} ${styles.form}`} role="status">
          {done}
        </p>
      )}
    </li>
  );
}

/** The free slots of its kind over two weeks from its day (those a visitor would be offered), then « Déplacer ». */
function MoveForm({ appointment: a, onDone }: { appointment: AgendaAppointment; onDone: (message: string) => void }) {
  const from = parisDate(new Date() > new Date(a.starts_at) ? new Date().toISOString() : a.starts_at);
  const slots = useStaffFreeSlotsQuery({ kind: a.kind, resource: a.resource, from, to: addIsoDays(from, 13) });
  const [move, { error, isLoading }] = useStaffMoveAppointmentMutation();
  const [choice, setChoice] = useState('');
  const options = (slots.data?.data ?? []).flatMap((d) =>
    d.slots.map((s) => ({ value: s.starts_at, label: `${parisDayLabel(d.date)} à ${s.time.replace(':', ' h ')}` })),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const result = await move({ id: a.id, starts_at: choice });
    if (!('error' in result && result.error)) onDone(result.data.message);
  };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label={`Déplacer le rendez-vous ${appointmentOf(a)}`}
    >
      <SelectField
        label="Nouveau créneau"
        placeholder={slots.isLoading ? 'Chargement des créneaux…' : 'Choisissez un créneau libre'}
        options={options}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        error={error ? fieldErrors(error).starts_at?.[0] : undefined}
      />
      {error && !fieldErrors(error).starts_at && (
        <Notice variant="danger" role="alert">
          {fieldErrors(error).appointment?.[0] ?? errorMessage(error)}
        </Notice>
      )}
      <Button type="submit" size="sm" loading={isLoading} disabled={!choice}>
        Déplacer le rendez-vous
      </Button>
    </form>
  );
}

function CancelForm({ appointment: a, onDone }: { appointment: AgendaAppointment; onDone: (message: string) => void }) {
  const [cancel, { error, isLoading }] = useStaffCancelAppointmentMutation();
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await cancel({ id: a.id, reason: reason.trim() });
    if (!('error' in result && result.error)) onDone(result.data.message);
  };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label={`Annuler le rendez-vous ${appointmentOf(a)}`}
    >
      <TextArea
        label="Motif de l’annulation"
        hint={
          a.status === 'confirme'
            ? 'Le visiteur le lit dans l’e-mail, avec le fichier qui retire le rendez-vous de son agenda.'
            : 'Adresse e-mail pas encore confirmée : aucun e-mail ne part.'
        }
        rows={2}
        maxLength={500}
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error ? fieldErrors(error).reason?.[0] : undefined}
      />
      {error && !fieldErrors(error).reason && (
        <Notice variant="danger" role="alert">
          {fieldErrors(error).appointment?.[0] ?? errorMessage(error)}
        </Notice>
      )}
      <Button type="submit" size="sm" variant="danger" loading={isLoading}>
        Annuler le rendez-vous
      </Button>
    </form>
  );
}
