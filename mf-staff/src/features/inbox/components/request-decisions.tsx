import { useState, type FormEvent } from 'react';
import { Button, Notice, TextArea } from '@ga/ui';
import { BOOKING_EXTENSION_HOURS, INBOX_STATUS_LABELS, type InboxItem } from '@ga/contracts';
import { errorMessage, fieldErrors } from '@ga/core';
import { useStaffBookingActionMutation, useStaffCompanyCheckMutation } from '../api';
import styles from './request.module.css';
import panel from '../../../shared/layout/panel.module.css';

/** The answer, or the French error of the action. */
function Outcome({ message, error }: { message?: string; error: unknown }) {
  if (error) {
    const fields = fieldErrors(error as never);
    return (
      <Notice variant="danger" role="alert">
        {fields.booking?.[0] ?? fields.reason?.[0] ?? errorMessage(error as never)}
      </Notice>
    );
  }
  return message ? (
    <p className={panel.saved} role="status">
      {message}
    </p>
  ) : null;
}

/** A reason typed before a refusal or a cancellation: the visitor reads it in the e-mail. */
function ReasonForm({
  label,
  submit,
  onSubmit,
  loading,
}: {
  label: string;
  submit: string;
  onSubmit: (reason: string) => void;
  loading: boolean;
}) {
  const [reason, setReason] = useState('');
  return (
    <form
      className={styles.reason}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(reason.trim());
      }}
    >
      <TextArea
        label={label}
        hint="Le visiteur le lit dans l’e-mail."
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" variant="danger" loading={loading}>
        {submit}
      </Button>
    </form>
  );
}

/** A booking: confirm it, extend its hold, or cancel it with a reason (the vehicle is for sale again at once). */
export function BookingActions({ item }: { item: InboxItem }) {
  const [act, { data, error, isLoading }] = useStaffBookingActionMutation();
  const [cancelling, setCancelling] = useState(false);
  // Confirming holds the car for the visitor and tells them: a second click says it is meant.
  const [confirming, setConfirming] = useState(false);
  const open = item.status === 'en_attente' || item.status === 'confirmee';
  return (
    <section className={panel.box} aria-labelledby="reservation">
      <h2 id="reservation" className={panel.boxTitle}>
        Réservation
      </h2>
      <p>
        <strong>{INBOX_STATUS_LABELS[item.status]}</strong>
      </p>
      {item.status === 'en_attente' && confirming && (
        <div className={styles.row} role="group" aria-labelledby="confirmer-reservation">
          <p id="confirmer-reservation">
            Confirmer la réservation{item.fullname ? ` de ${item.fullname}` : ''} ? Le visiteur en est informé et le
            véhicule lui reste réservé.
          </p>
          <Button
            onClick={() => {
              setConfirming(false);
              void act({ id: item.source_id, action: 'confirm' });
            }}
            loading={isLoading}
          >
            Oui, confirmer
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Retour
          </Button>
        </div>
      )}
      {item.status === 'en_attente' && !confirming && (
        <div className={styles.row}>
          <Button onClick={() => setConfirming(true)} loading={isLoading}>
            Confirmer la réservation…
          </Button>
          {BOOKING_EXTENSION_HOURS.map((hours) => (
            <Button
              key={hours}
              variant="secondary"
              size="sm"
              onClick={() => void act({ id: item.source_id, action: 'extend', hours })}
            >
              Prolonger de {hours} h
            </Button>
          ))}
        </div>
      )}
      {open && !cancelling && (
        <Button variant="ghost" onClick={() => setCancelling(true)}>
          Annuler la réservation…
        </Button>
      )}
      {open && cancelling && (
        <ReasonForm
          label="Motif de l’annulation"
          submit="Annuler la réservation"
          loading={isLoading}
          onSubmit={(reason) => void act({ id: item.source_id, action: 'cancel', reason })}
        />
      )}
      <Outcome message={data?.message} error={error} />
    </section>
  );
}

/** A company account: verify its SIRET and sector, or refuse with a reason. */
export function CompanyActions({ item }: { item: InboxItem }) {
  const [check, { data, error, isLoading }] = useStaffCompanyCheckMutation();
  const [refusing, setRefusing] = useState(false);
  const state = item.status === 'traitee' ? 'Vérifiée' : item.status === 'annulee' ? 'Refusée' : 'À vérifier';
  return (
    <section className={panel.box} aria-labelledby="entreprise">
      <h2 id="entreprise" className={panel.boxTitle}>
        Vérification de l’entreprise
      </h2>
      <p>
        <strong>{state}</strong> · SIRET {item.reference ?? '—'}. Contrôlez-le sur l’annuaire des entreprises (Sirene)
        et le Kbis.
      </p>
      <div className={styles.row}>
        {item.status !== 'traitee' && (
          <Button onClick={() => void check({ id: item.source_id, action: 'verify' })} loading={isLoading}>
            Valider l’entreprise
          </Button>
        )}
        {item.status !== 'annulee' && !refusing && (
          <Button variant="ghost" onClick={() => setRefusing(true)}>
            Refuser…
          </Button>
        )}
      </div>
      {refusing && item.status !== 'annulee' && (
        <ReasonForm
          label="Motif du refus"
          submit="Refuser la vérification"
          loading={isLoading}
          onSubmit={(reason) => void check({ id: item.source_id, action: 'refuse', reason })}
        />
      )}
      <Outcome message={data?.message} error={error} />
    </section>
  );
}
