import { useState } from 'react';
import type { FilterOption } from '@ga/contracts';
import { formatNumber } from '@ga/ui';
import styles from './filter-panel.module.css';

const VISIBLE = 8;

/**
 * One facet: checkboxes with the number of vehicles each value would give. They are controls of the
 * panel's GET form (`name="energies" value="electrique"`): with JavaScript a tick updates the URL at once,
 * without it the form sends them. Every value is in the markup; past the first eight they sit in a native
 * `<details>`, which opens without JavaScript too.
 */
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
  const chosen = new Set(selected ?? []);
  // Open from the start when a chosen value is among the hidden ones; fixed afterwards, so that
  // unticking it does not fold the list under the visitor's pointer.
  const [openAtFirst] = useState(() => options.slice(VISIBLE).some((o) => chosen.has(o.value)));
  // A chosen value the facet no longer lists is still sent, as with JavaScript (toggle keeps it).
  const unlisted = [...chosen].filter((value) => !options.some((o) => o.value === value));
  const hidden = unlisted.map((value) => <input key={String(value)} type="hidden" name={name} value={String(value)} />);
  if (options.length === 0) return hidden.length ? <>{hidden}</> : null;
  const toggle = (value: V) => {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange([...next]);
  };
  const list = (shown: FilterOption<V>[]) => (
    <ul className={styles.options}>
      {shown.map((option) => (
        <li key={String(option.value)}>
          <label className={styles.option}>
            <input
              type="checkbox"
              name={name}
              value={String(option.value)}
              checked={chosen.has(option.value)}
              disabled={option.count === 0 && !chosen.has(option.value)}
              onChange={() => toggle(option.value)}
            />
            <span className={styles.label}>{option.label}</span>
            <span className={styles.count}>{formatNumber(option.count)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      {list(options.slice(0, VISIBLE))}
      {options.length > VISIBLE && (
        <details className={styles.moreBox} open={openAtFirst || undefined}>
          <summary className={styles.more}>
            <span className={styles.moreShow}>{`Voir les ${options.length} choix`}</span>
            <span className={styles.moreHide}>Voir moins</span>
          </summary>
          {list(options.slice(VISIBLE))}
        </details>
      )}
      {hidden}
    </fieldset>
  );
}
