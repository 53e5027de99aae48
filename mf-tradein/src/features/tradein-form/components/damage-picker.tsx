import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button, Icon, SelectField, VisuallyHidden, cx } from '@ga/ui';
import type { DamageArea } from '@ga/contracts';
import { useTradeinDamageAreasQuery } from '../api';
import type { TradeinValues } from '../form-values';
import styles from './damage-picker.module.css';

type Zone = DamageArea['zone'];
const ZONES: { zone: Zone; label: string }[] = [
  { zone: 'avant', label: 'Avant' },
  { zone: 'gauche', label: 'Côté gauche' },
  { zone: 'toit', label: 'Toit' },
  { zone: 'droite', label: 'Côté droit' },
  { zone: 'arriere', label: 'Arrière' },
  { zone: 'interieur', label: 'Intérieur' },
  { zone: 'mecanique', label: 'Mécanique, jantes et pneus' },
];

/**
 * Damages, picked on a car seen from above (a button per zone) or in the list of that zone's
 * parts; each damage then gets its kind and severity. « Aucun dommage » is the default.
 */
export function DamagePicker() {
  const { watch, setValue, formState } = useFormContext<TradeinValues>();
  const damages = watch('damages');
  const { data: areas = [] } = useTradeinDamageAreasQuery();
  const [zone, setZone] = useState<Zone | null>(null);
  const areaOf = (slug: string) => areas.find((a) => a.value === slug);
  const inZone = (z: Zone) => damages.filter((d) => areaOf(d.area)?.zone === z).length;
  const errors = formState.errors.damages as unknown as ({ kind?: { message?: string } } | undefined)[] | undefined;

  const update = (next: TradeinValues['damages']) =>
    setValue('damages', next, { shouldValidate: formState.isSubmitted });
  // Keyboard: a damage added gets the focus on its kind; one removed hands it to the next (or the
  // « Aucun dommage » line); both are announced.
  const selects = useRef<(HTMLSelectElement | null)[]>([]);
  const noneRef = useRef<HTMLParagraphElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    if (focusAt === null) return;
    if (focusAt >= 0 && selects.current[focusAt]) selects.current[focusAt]!.focus();
    else noneRef.current?.focus();
    setFocusAt(null);
  }, [focusAt, damages.length]);
  const add = (area: string) => {
    update([...damages, { area, kind: '' }]);
    setFocusAt(damages.length);
    setAnnounce(`Dommage ajouté : ${areaOf(area)?.label ?? area}. Choisissez son type.`);
  };
  const removeAt = (i: number) => {
    const label = areaOf(damages[i]!.area)?.label ?? '';
    update(damages.filter((_, j) => j !== i));
    setFocusAt(damages.length > 1 ? Math.min(i, damages.length - 2) : -1);
    setAnnounce(`Dommage retiré : ${label}.`);
  };
  /** « Pare-chocs avant (2) » when a part has several damages. */
  const labelOf = (i: number) => {
    const area = damages[i]!.area;
    const label = areaOf(area)?.label ?? area;
    const same = damages.filter((d) => d.area === area).length;
    return same > 1 ? `${label} (${damages.slice(0, i + 1).filter((d) => d.area === area).length})` : label;
  };

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>Dommages</legend>
      <p className={styles.hint}>
        Choisissez une zone du véhicule, puis la pièce concernée. Sans dommage, passez à la suite.
      </p>
      <div className={styles.layout}>
        <div className={styles.diagram}>
          <svg viewBox="0 0 200 360" className={styles.car} aria-hidden="true" focusable="false">
            <rect x="30" y="10" width="140" height="340" rx="60" className={styles.body} />
            <path d="M52 110 Q100 80 148 110 L140 150 Q100 138 60 150 Z" className={styles.glass} />
            <path d="M60 250 Q100 262 140 250 L146 286 Q100 304 54 286 Z" className={styles.glass} />
            <rect x="62" y="160" width="76" height="82" rx="14" className={styles.roof} />
            <rect x="16" y="70" width="16" height="44" rx="6" className={styles.wheel} />
            <rect x="168" y="70" width="16" height="44" rx="6" className={styles.wheel} />
            <rect x="16" y="246" width="16" height="44" rx="6" className={styles.wheel} />
            <rect x="168" y="246" width="16" height="44" rx="6" className={styles.wheel} />
          </svg>
          {ZONES.slice(0, 5).map(({ zone: z, label }) => (
            <button
              key={z}
              type="button"
              className={cx(styles.zone, styles[z], zone === z && styles.active)}
              aria-pressed={zone === z}
              onClick={() => setZone(zone === z ? null : z)}
            >
              {label}
              {inZone(z) > 0 && <span className={styles.count}> ({inZone(z)})</span>}
            </button>
          ))}
        </div>
        <div className={styles.side}>
          <div className={styles.extraZones}>
            {ZONES.slice(5).map(({ zone: z, label }) => (
              <button
                key={z}
                type="button"
                className={cx(styles.chip, zone === z && styles.active)}
                aria-pressed={zone === z}
                onClick={() => setZone(zone === z ? null : z)}
              >
                {label}
                {inZone(z) > 0 && <span className={styles.count}> ({inZone(z)})</span>}
              </button>
            ))}
          </div>
          {zone && (
            <div
              className={styles.parts}
              role="group"
              aria-label={`Pièces : ${ZONES.find((z) => z.zone === zone)?.label}`}
            >
              {areas
                .filter((a) => a.zone === zone)
                .map((a) => (
                  <button key={a.value} type="button" className={styles.part} onClick={() => add(a.value)}>
                    <Icon name="warning" size={16} /> {a.label}
                  </button>
                ))}
            </div>
          )}
          {damages.length === 0 ? (
            <p className={styles.none} ref={noneRef} tabIndex={-1}>
              <Icon name="check" size={18} /> Aucun dommage signalé.
            </p>
          ) : (
            <ul className={styles.list} aria-label="Dommages signalés">
              {damages.map((d, i) => {
                const area = areaOf(d.area);
                return (
                  <li key={`${d.area}-${i}`} className={styles.item}>
                    <SelectField
                      ref={(el) => {
                        selects.current[i] = el;
                      }}
                      label={labelOf(i)}
                      name={`damages.${i}.kind`}
                      required
                      placeholder="Type de dommage"
                      options={(area?.kinds ?? []).map((k) => ({ value: String(k.value), label: k.label }))}
                      value={d.kind}
                      error={errors?.[i]?.kind?.message}
                      onChange={(e) => update(damages.map((x, j) => (j === i ? { ...x, kind: e.target.value } : x)))}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => removeAt(i)}
                      aria-label={`Retirer le dommage ${labelOf(i)}`}
                    >
                      Retirer
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
      <VisuallyHidden>
        <span aria-live="polite">{announce}</span>
      </VisuallyHidden>
    </fieldset>
  );
}
