import { useState } from 'react';
import type { AppointmentDay } from '@ga/contracts';
import { ErrorState, Skeleton } from '@ga/ui';
import styles from './appointments.module.css';

const dayLabel = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const at = (date: string) => new Date(`${date}T12:00:00Z`);

interface SlotPickerProps {
  id: string;
  days: AppointmentDay[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: string;
  onChange: (startsAt: string) => void;
  error?: string;
}

/**
 * The free slots: a day, then a time, each a group of native radio buttons (arrow keys move
 * between them, the screen reader says « 3 sur 14 »). Only free slots are listed.
 */
export function SlotPicker({ id, days, loading, failed, onRetry, value, onChange, error }: SlotPickerProps) {
  const [date, setDate] = useState<string | null>(null);
  const chosenDay = days?.find((d) => d.slots.some((s) => s.starts_at === value))?.date;
  const shownDate = date ?? chosenDay ?? days?.[0]?.date ?? null;
  const shown = days?.find((d) => d.date === shownDate);

  if (loading) return <Skeleton height={180} />;
  if (failed)
    return (
      <ErrorState
        title="Les créneaux n’ont pas pu être chargés"
        message="Vérifiez votre connexion puis réessayez."
        onRetry={onRetry}
      />
    );
  if (!days?.length)
    return (
      <p className={styles.none}>
        Aucun créneau libre dans les deux prochaines semaines : appelez-nous, nous trouverons un moment.
      </p>
    );

  return (
    <div id={id} tabIndex={-1} className={styles.picker} aria-describedby={error ? `${id}-error` : undefined}>
      <fieldset className={styles.group}>
        <legend>Jour</legend>
        <div className={styles.chips}>
          {days.map((d) => (
            <label key={d.date} className={styles.chip} data-checked={d.date === shownDate || undefined}>
              <input
                type="radio"
                name={`${id}-day`}
                value={d.date}
                checked={d.date === shownDate}
                onChange={() => setDate(d.date)}
                aria-label={longDay.format(at(d.date))}
              />
              <span aria-hidden="true">{dayLabel.format(at(d.date))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {shown && (
        <fieldset className={styles.group}>
          <legend>Heure, le {longDay.format(at(shown.date))}</legend>
          <div className={styles.chips}>
            {shown.slots.map((s) => (
              <label key={s.starts_at} className={styles.chip} data-checked={s.starts_at === value || undefined}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={s.starts_at}
                  checked={s.starts_at === value}
                  onChange={() => onChange(s.starts_at)}
                />
                <span>{s.time.replace(':', ' h ')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
