import { useMemo } from 'react';
import { ButtonLink, EmptyState, ErrorState, LoadingState, SelectField } from '@ga/ui';
import {
  addIsoDays,
  APPOINTMENT_KIND_LABELS,
  APPOINTMENT_KINDS,
  parisToday,
  type AgendaAppointment,
} from '@ga/contracts';
import { errorMessage, usePageHead, useSearchParams } from '@ga/core';
import { AGENDA_PATH } from '../../../shared/paths';
import { StaffFrame } from '../../../shared/session/staff-frame';
import type { StaffMe } from '../../../shared/session/api';
import { useStaffAgendaQuery } from '../api';
import { AppointmentRow } from '../components/appointment-row';
import { ClosedPeriods } from '../components/closed-periods';
import { parisDate, parisDayLabel } from '../components/paris-time';
import styles from '../components/agenda.module.css';

const DAYS = 7;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const isDay = (v: string | null): v is string =>
  v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** /espace-conseiller/agenda: a week of the centre's appointments, by day; closed periods. */
export function AgendaPage() {
  usePageHead({
    title: 'Agenda — Espace conseiller',
    description: 'Les rendez-vous du centre, semaine par semaine.',
    noindex: true,
  });
  return <StaffFrame>{(me) => <Agenda me={me} />}</StaffFrame>;
}

function Agenda({ me }: { me: StaffMe }) {
  const [search, setSearch] = useSearchParams();
  const today = parisToday();
  const from = isDay(search.get('du')) ? search.get('du')! : today;
  const kind = APPOINTMENT_KINDS.find((k) => k === search.get('type'));
  const place = search.get('lieu') ?? undefined;
  const { data, error, isLoading, refetch } = useStaffAgendaQuery({
    from,
    days: DAYS,
    ...(kind ? { kind } : {}),
    ...(place ? { place } : {}),
  });
  const byDay = useMemo(() => {
    const days = new Map<string, AgendaAppointment[]>();
    for (let i = 0; i < DAYS; i += 1) days.set(addIsoDays(from, i), []);
    for (const a of data?.data.appointments ?? []) days.get(parisDate(a.starts_at))?.push(a);
    return [...days.entries()];
  }, [data, from]);
  const now = new Date();
  const query = (changes: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries({ lieu: place, du: from === today ? undefined : from, type: kind, ...changes }).filter(
        (e): e is [string, string] => Boolean(e[1]),
      ),
    );
  const link = (day: string) => `${AGENDA_PATH}?${new URLSearchParams(query({ du: day })).toString()}`;
  const places = data?.data.places ?? [];
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>Agenda</h1>
        <nav aria-label="Semaines" className={styles.weekNav}>
          <ButtonLink to={link(addIsoDays(from, -DAYS))} variant="secondary" size="sm">
            Semaine précédente
          </ButtonLink>
          <ButtonLink to={link(today)} variant="secondary" size="sm">
            Aujourd’hui
          </ButtonLink>
          <ButtonLink to={link(addIsoDays(from, DAYS))} variant="secondary" size="sm">
            Semaine suivante
          </ButtonLink>
        </nav>
        <SelectField
          label="Type de rendez-vous"
          options={[
            { value: '', label: 'Tous' },
            ...APPOINTMENT_KINDS.map((k) => ({ value: k, label: APPOINTMENT_KIND_LABELS[k] })),
          ]}
          value={kind ?? ''}
          onChange={(e) => setSearch(query({ type: e.target.value }))}
        />
        {places.length > 1 && (
          <SelectField
            label="Lieu"
            options={places.map((p) => ({ value: p.slug, label: p.name }))}
            value={data?.data.place?.slug ?? ''}
            onChange={(e) => setSearch(query({ lieu: e.target.value }))}
          />
        )}
      </div>
      <p className={styles.muted}>
        Du {parisDayLabel(from)} au {parisDayLabel(addIsoDays(from, DAYS - 1))}
        {data?.data.place ? ` · ${data.data.place.name}, ${data.data.place.address}` : ''}
      </p>
      {isLoading ? (
        <LoadingState label="Chargement de l’agenda…" />
      ) : !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          <ClosedPeriods
            blocks={data.data.blocks}
            canEdit={me.role !== 'conseiller'}
            today={from}
            place={data.data.place?.slug}
          />
          <div className={styles.days}>
            {byDay.map(([day, items]) => (
              <section key={day} className={styles.day} aria-labelledby={`jour-${day}`}>
                <h2 id={`jour-${day}`} className={styles.dayTitle}>
                  {capitalised(parisDayLabel(day))}
                  {day === today ? ' (aujourd’hui)' : ''}
                </h2>
                {items.length === 0 ? (
                  <p className={styles.muted}>Aucun rendez-vous.</p>
                ) : (
                  <ul className={styles.list}>
                    {items.map((a) => (
                      <AppointmentRow key={a.id} appointment={a} now={now} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
          {data.data.appointments.length === 0 && (
            <EmptyState title="Semaine calme">Aucun rendez-vous pris pour cette semaine.</EmptyState>
          )}
        </>
      )}
    </div>
  );
}
