import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField, useDebouncedValue } from '@ga/ui';
import { LOCALITY_SEARCH_MIN_LENGTH, type Locality } from '@ga/contracts';
import { useAccountSearchLocalitiesQuery } from '../api';
import styles from './locality-field.module.css';

interface LocalityFieldProps {
  label: string;
  /** Postal code field searches by digits, city field by name. */
  kind: 'postal_code' | 'city';
  registration: UseFormRegisterReturn;
  value: string;
  error?: string;
  /** A suggestion was chosen: fill the postal code and the city. */
  onPick: (locality: Locality) => void;
}

const POSTAL_CODE_LENGTH = 5;

/**
 * Postal code or city input with suggestions from GET /api/localization?search= (ARIA combobox).
 * A whole postal code (5 digits) is searched too: when a single commune has it, it is chosen at
 * once (the city is filled); otherwise its communes are offered. When the search fails or finds
 * nothing, the visitor simply types (free input stays valid).
 */
export function LocalityField({ label, kind, registration, value, error, onPick }: LocalityFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(value.trim());
  const searchable =
    term.length >= LOCALITY_SEARCH_MIN_LENGTH &&
    (kind === 'postal_code' ? /^\d+$/.test(term) && term.length <= POSTAL_CODE_LENGTH : /\p{L}/u.test(term));
  // currentData: the reply for this very term (never the previous term's while the new one loads).
  const { currentData, isError } = useAccountSearchLocalitiesQuery(term, { skip: !open || !searchable });
  const suggestions = open && searchable && !isError ? (currentData ?? []).slice(0, 8) : [];
  const expanded = suggestions.length > 0;

  const pick = (locality: Locality) => {
    onPick(locality);
    setOpen(false);
    setActive(-1);
  };

  // A whole postal code that belongs to one commune only: fill the city without asking.
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const only =
    kind === 'postal_code' &&
    term.length === POSTAL_CODE_LENGTH &&
    suggestions.length === 1 &&
    suggestions[0]?.postal_code === term
      ? suggestions[0]
      : null;
  useEffect(() => {
    if (only) pickRef.current(only);
  }, [only]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) {
      if (event.key === 'ArrowDown') setOpen(true);
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.combo}>
      <TextField
        label={label}
        required
        error={error}
        autoComplete={kind === 'postal_code' ? 'postal-code' : 'address-level2'}
        inputMode={kind === 'postal_code' ? 'numeric' : undefined}
        maxLength={kind === 'postal_code' ? 5 : 120}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        {...registration}
        onChange={(event) => {
          setOpen(true);
          setActive(-1);
          return registration.onChange(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          return registration.onBlur(event);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`Suggestions : ${label.toLowerCase()}`}
        className={styles.list}
        hidden={!expanded}
      >
        {suggestions.map((locality, index) => (
          <li
            key={`${locality.insee_code}-${locality.postal_code}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(locality)}
          >
            <span className={styles.code}>{locality.postal_code}</span> {locality.city}
            <span className={styles.dept}>({locality.department_code})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
