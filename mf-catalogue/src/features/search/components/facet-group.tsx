import { useState } from 'react';
import type { FilterOption } from '@ga/contracts';
import { formatNumber } from '@ga/ui';
import styles from './filter-panel.module.css';

const VISIBLE = 8;

/** One facet: checkboxes with the number of vehicles each value would give. */
export function FacetGroup<V extends string | number>({
  title,
  name,
  options,
  selected,
  onChange,
}: {
  title: string;
  name: string;
  options: FilterOption<V>[];
  selected: readonly V[] | undefined;
  onChange: (values: V[]) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  const chosen = new Set(selected ?? []);
  const shown = expanded ? options : options.slice(0, VISIBLE);
  const toggle = (value: V) => {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange([...next]);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      <ul className={styles.options}>
        {shown.map((option) => (
          <li key={String(option.value)}>
            <label className={styles.option}>
              <input type="checkbox" name={name} value={String(option.value)} checked={chosen.has(option.value)} disabled={option.count === 0 && !chosen.has(option.value)} onChange={() => toggle(option.value)} />
              <span className={styles.label}>{option.label}</span>
              <span className={styles.count}>{formatNumber(option.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {options.length > VISIBLE && (
        <button type="button" className={styles.more} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Voir moins' : `Voir les ${options.length} choix`}
        </button>
      )}
    </fieldset>
  );
}
