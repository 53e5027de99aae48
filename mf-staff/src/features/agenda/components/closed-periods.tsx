import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, SelectField, TextField } from '@ga/ui';
import {
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_KINDS,
  appointmentBlockSchema,
  z,
  type AgendaBlock,
  type AppointmentBlockRequest,
} from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { formatDateTime } from '../../../shared/format/date-time';
import { useStaffAddBlockMutation, useStaffRemoveBlockMutation } from '../api';
import { appointmentTitle } from './appointment-who';
import { parisDate, parisDayLabel, parisTime } from './paris-time';
import styles from './agenda.module.css';

type Values = {
  kind: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  reason: string;
};
const formSchema = z.preprocess((v: Values) => ({ ...v, kind: v.kind || null }), appointmentBlockSchema);
const FIELDS = ['start_date', 'start_time', 'end_date', 'end_time', 'reason', 'kind'] as const;

/** The week's closed periods, each reopened with one button; and the form that closes one (responsable). */
export function ClosedPeriods({
  blocks,
  canEdit,
  today,
  place,
}: {
  blocks: AgendaBlock[];
  canEdit: boolean;
  today: string;
  place?: string;
}) {
  const [remove, removal] = useStaffRemoveBlockMutation();
  const [closing, setClosing] = useState(false);
  return (
    <section className={styles.box} aria-labelledby="fermetures">
      <h2 id="fermetures" className={styles.boxTitle}>
        Périodes fermées
      </h2>
      {blocks.length === 0 ? (
        <p className={styles.muted}>Aucune période fermée cette semaine.</p>
      ) : (
        <ul className={styles.list}>
          {blocks.map((b) => (
            <li key={b.id} className={styles.closed} data-testid="closed-period">
              Du {formatDateTime(b.starts_at)} au {formatDateTime(b.ends_at)} ·{' '}
              {b.kind ? APPOINTMENT_KIND_LABELS[b.kind] : 'tous les rendez-vous'} · « {b.reason} »{' '}
              {canEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={removal.isLoading && removal.originalArgs === b.id}
                  onClick={() => void remove(b.id)}
                  aria-label={`Rouvrir la période « ${b.reason} »`}
                >
                  Rouvrir
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {removal.data && (
        <p className={styles.saved} role="status">
          {removal.data.message}
        </p>
      )}
      {canEdit && !closing && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setClosing(true)}>
            Fermer une période…
          </Button>
        </div>
      )}
      {canEdit && closing && <CloseForm today={today} place={place} />}
    </section>
  );
}

function CloseForm({ today, place }: { today: string; place?: string }) {
  const [add, { data, error, isLoading }] = useStaffAddBlockMutation();
  const { register, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof appointmentBlockSchema>
  >({
    // « Tous » is the empty option: no kind (null) for the API.
    resolver: zodResolver(formSchema),
    defaultValues: { kind: '', start_date: today, start_time: '00:00', end_date: today, end_time: '23:59', reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const body: AppointmentBlockRequest = place ? { ...values, place } : values;
    const result = await add(body);
    if ('error' in result && result.error) {
      for (const [field, messages] of Object.entries(fieldErrors(result.error))) {
        if ((FIELDS as readonly string[]).includes(field))
          setError(field as (typeof FIELDS)[number], { message: messages[0] });
      }
    }
  });
  const affected = data?.data.affected ?? [];
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Fermer une période" className={styles.grid}>
      <h3 className={`${styles.boxTitle} ${styles.wide}`}>Fermer une période</h3>
      <TextField
        label="Du"
        type="date"
        required
        error={formState.errors.start_date?.message}
        {...register('start_date')}
      />
      <TextField
        label="À partir de"
        type="time"
        required
        error={formState.errors.start_time?.message}
        {...register('start_time')}
      />
      <SelectField
        label="Rendez-vous concernés"
        options={[
          { value: '', label: 'Tous' },
          ...APPOINTMENT_KINDS.map((k) => ({ value: k, label: APPOINTMENT_KIND_LABELS[k] })),
        ]}
        error={formState.errors.kind?.message}
        {...register('kind')}
      />
      <TextField label="Au" type="date" required error={formState.errors.end_date?.message} {...register('end_date')} />
      <TextField
        label="Jusqu’à"
        type="time"
        required
        error={formState.errors.end_time?.message}
        {...register('end_time')}
      />
      <TextField
        label="Motif"
        hint="Pour l’équipe : congés, formation, absence…"
        required
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className={styles.wide}>
        <Button type="submit" loading={isLoading}>
          Fermer la période
        </Button>
      </div>
      {error && errorStatus(error) !== 422 && (
        <Notice variant="danger" role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      {data && (
        <div className={styles.wide} role="status">
          <p className={styles.saved}>{data.message}</p>
          {affected.length > 0 ? (
            <Notice variant="warning" title={`${affected.length} rendez-vous déjà pris dans cette période`}>
              Aucun n’est annulé : déplacez-les ou annulez-les un par un depuis l’agenda.
              <ul>
                {affected.map((a) => (
                  <li key={a.id}>
                    {parisDayLabel(parisDate(a.starts_at))} à {parisTime(a.starts_at)} · {appointmentTitle(a)} (
                    {APPOINTMENT_KIND_LABELS[a.kind]})
                  </li>
                ))}
              </ul>
            </Notice>
          ) : (
            <p className={styles.muted}>Aucun rendez-vous n’était pris dans cette période.</p>
          )}
        </div>
      )}
    </form>
  );
}
