import { useEffect, useState, type FormEvent } from 'react';
import { Button, SelectField, TextField } from '@ga/ui';
import { INBOX_KIND_LABELS, INBOX_KINDS, INBOX_STATUS_LABELS, INBOX_STATUSES } from '@ga/contracts';
import type { Colleague, InboxParams } from '../api';
import { filledOnly } from '../../../shared/paging/list-filters';
import styles from './inbox.module.css';

type Values = Record<'q' | 'kind' | 'status' | 'assigned' | 'from' | 'to', string>;
const STATUS_OPTIONS = INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }));
const EMPTY: Values = { q: '', kind: '', status: '', assigned: '', from: '', to: '' };

interface Props {
  params: InboxParams;
  colleagues: Colleague[];
  /** A responsable sees everyone's work and can filter by person; a conseiller by « moi » or « personne ». */
  seesEveryone: boolean;
  errors: Record<string, string[]>;
  onChange: (params: InboxParams) => void;
}

/** The inbox's filters, kept in the address (a filtered list can be bookmarked or shared with a colleague). */
export function InboxFilters({ params, colleagues, seesEveryone, errors, onChange }: Props) {
  const [values, setValues] = useState<Values>({ ...EMPTY, ...params });
  useEffect(() => setValues({ ...EMPTY, ...params }), [params]);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(filledOnly(values));
  };
  const assignedOptions = [
    { value: 'moi', label: 'Moi' },
    { value: 'personne', label: 'Personne (à prendre)' },
    ...(seesEveryone ? colleagues.map((c) => ({ value: String(c.id), label: c.full_name })) : []),
  ];
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Filtrer les demandes">
      <TextField
        containerClassName={styles.search}
        label="Nom, e-mail, téléphone, plaque…"
        type="search"
        value={values.q}
        onChange={set('q')}
        error={errors.q?.[0]}
      />
      <SelectField
        label="Type"
        placeholder="Tous les types"
        value={values.kind}
        onChange={set('kind')}
        options={INBOX_KINDS.map((k) => ({ value: k, label: INBOX_KIND_LABELS[k] }))}
        error={errors.kind?.[0]}
      />
      <SelectField
        label="Statut"
        placeholder="Tous les statuts"
        value={values.status}
        onChange={set('status')}
        options={STATUS_OPTIONS}
        error={errors.status?.[0]}
      />
      <SelectField
        label="Suivie par"
        placeholder="Tout le monde"
        value={values.assigned}
        onChange={set('assigned')}
        options={assignedOptions}
        error={errors.assigned?.[0]}
      />
      <TextField label="Reçue du" type="date" value={values.from} onChange={set('from')} error={errors.from?.[0]} />
      <TextField label="au" type="date" value={values.to} onChange={set('to')} error={errors.to?.[0]} />
      <div className={styles.filterActions}>
        <Button type="submit">Filtrer</Button>
        <Button type="button" variant="secondary" onClick={() => onChange({})}>
          Réinitialiser
        </Button>
      </div>
    </form>
  );
}
