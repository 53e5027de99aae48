import { useMemo, useState, type FormEvent } from 'react';
import { Button, EmptyState, ErrorState, LoadingState, SelectField, TextField } from '@ga/ui';
import { errorMessage, errorStatus, fieldErrors, Link, usePageHead, useSearchParams } from '@ga/core';
import { describe } from '../../../shared/audit/describe-action';
import { filledOnly, filtersFrom, useKeysetPages } from '../../../shared/paging/list-filters';
import { formatDateTime } from '../../../shared/format/date-time';
import { INBOX_PATH, STOCK_PATH } from '../../../shared/paths';
import { ReservedPage } from '../../../shared/session/reserved-page';
import { StaffFrame } from '../../../shared/session/staff-frame';
import type { StaffMe } from '../../../shared/session/api';
import { useStaffAuditColleaguesQuery, useStaffAuditQuery, type AuditEntry, type AuditParams } from '../api';
import styles from '../../../shared/paging/list.module.css';

const FILTERS = ['actor_id', 'day', 'record_id'] as const;

/** /espace-conseiller/journal (responsable, admin): the audit log, newest first, by person, day or request. */
export function AuditPage() {
  usePageHead({
    title: 'Journal — Espace conseiller',
    description: 'Le journal des actions des conseillers.',
    noindex: true,
  });
  return <StaffFrame>{(me) => <Journal me={me} />}</StaffFrame>;
}

function Journal({ me }: { me: StaffMe }) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<AuditParams>(() => {
    const out: AuditParams = filtersFrom(search, FILTERS);
    // A request number is an inbox record.
    return out.record_id ? { ...out, record_type: 'staff_inbox' } : out;
  }, [search]);
  const key = JSON.stringify(params);
  const { pages, last, more } = useKeysetPages(key);
  const first = useStaffAuditQuery(params, { skip: me.role === 'conseiller' });
  const colleagues = useStaffAuditColleaguesQuery();
  const people = colleagues.data?.data ?? [];

  if (me.role === 'conseiller') return <ReservedPage title="Journal" />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Journal</h1>
      <p className={styles.muted}>
        Chaque action des conseillers, et chaque ouverture des données d’un visiteur, du plus récent au plus ancien. Le
        journal ne se modifie pas.
      </p>
      <Filters
        params={params}
        people={people}
        errors={errorStatus(first.error) === 422 ? fieldErrors(first.error) : {}}
        onChange={(next) => setSearch(next as Record<string, string>)}
      />
      {first.isLoading ? (
        <LoadingState label="Chargement du journal…" />
      ) : first.error && errorStatus(first.error) !== 422 ? (
        <ErrorState message={errorMessage(first.error)} onRetry={() => void first.refetch()} />
      ) : first.data && first.data.data.length === 0 ? (
        <EmptyState title="Aucune entrée">Rien ne correspond à ces filtres.</EmptyState>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>Entrées du journal, de la plus récente à la plus ancienne</caption>
          <thead>
            <tr>
              <th scope="col">Quand</th>
              <th scope="col">Qui</th>
              <th scope="col">Action</th>
              <th scope="col">Demande</th>
              <th scope="col">Adresse IP</th>
            </tr>
          </thead>
          <tbody>
            <Rows entries={first.data?.data ?? []} people={people} />
            {pages.map((cursor) => (
              <OlderRows key={cursor} params={params} cursor={cursor} people={people} />
            ))}
          </tbody>
        </table>
      )}
      <More params={params} last={last} firstCursor={first.data?.meta.next_cursor ?? null} onMore={more} />
    </div>
  );
}

function Rows({ entries, people }: { entries: AuditEntry[]; people: { id: number; full_name: string }[] }) {
  return (
    <>
      {entries.map((e) => (
        <tr key={e.id} data-testid="audit-row">
          <td data-label="Quand">{formatDateTime(e.at)}</td>
          <td data-label="Qui">
            {e.actor_email ?? (e.action.startsWith('reprise.offer_') ? 'Le visiteur' : 'Système')}
          </td>
          <td data-label="Action">{describe(e, people)}</td>
          <td data-label="Demande">
            {e.record_type === 'staff_inbox' && e.record_id ? (
              <Link to={`${INBOX_PATH}/${e.record_id}`}>n° {e.record_id}</Link>
            ) : e.record_type === 'vehicle' && e.record_id ? (
              <Link to={`${STOCK_PATH}/${e.record_id}`}>véhicule n° {e.record_id}</Link>
            ) : (
              '—'
            )}
          </td>
          <td data-label="Adresse IP">{e.ip ?? '—'}</td>
        </tr>
      ))}
    </>
  );
}

function OlderRows({
  params,
  cursor,
  people,
}: {
  params: AuditParams;
  cursor: string;
  people: { id: number; full_name: string }[];
}) {
  const { data } = useStaffAuditQuery({ ...params, before: cursor });
  return <Rows entries={data?.data ?? []} people={people} />;
}

function More({
  params,
  last,
  firstCursor,
  onMore,
}: {
  params: AuditParams;
  last: string | undefined;
  firstCursor: string | null;
  onMore: (cursor: string) => void;
}) {
  const { data, isFetching } = useStaffAuditQuery(last ? { ...params, before: last } : params);
  const next = last ? data?.meta.next_cursor : firstCursor;
  if (!next) return null;
  return (
    <Button variant="secondary" className={styles.more} loading={isFetching} onClick={() => onMore(next)}>
      Entrées plus anciennes
    </Button>
  );
}

function Filters({
  params,
  people,
  errors,
  onChange,
}: {
  params: AuditParams;
  people: { id: number; full_name: string }[];
  errors: Record<string, string[]>;
  onChange: (p: AuditParams) => void;
}) {
  const [values, setValues] = useState({
    actor_id: params.actor_id ?? '',
    day: params.day ?? '',
    record_id: params.record_id ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(filledOnly(values));
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Filtrer le journal">
      <SelectField
        label="Personne"
        placeholder="Tout le monde"
        value={values.actor_id}
        onChange={(e) => setValues((v) => ({ ...v, actor_id: e.target.value }))}
        options={people.map((p) => ({ value: String(p.id), label: p.full_name }))}
        error={errors.actor_id?.[0]}
      />
      <TextField
        label="Jour"
        type="date"
        value={values.day}
        onChange={(e) => setValues((v) => ({ ...v, day: e.target.value }))}
        error={errors.day?.[0]}
      />
      <TextField
        label="Demande n°"
        inputMode="numeric"
        value={values.record_id}
        onChange={(e) => setValues((v) => ({ ...v, record_id: e.target.value }))}
        error={errors.record_id?.[0]}
      />
      <div className={styles.actions}>
        <Button type="submit">Filtrer</Button>
        <Button type="button" variant="secondary" onClick={() => onChange({})}>
          Réinitialiser
        </Button>
      </div>
    </form>
  );
}
