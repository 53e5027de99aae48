import { useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  formatEuros,
  formatMileage,
  LoadingState,
  SelectField,
  TextField,
} from '@ga/ui';
import { CONDITION_LABELS, STOCK_STATE_LABELS, STOCK_STATES, type StaffStockItem } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors, Link, usePageHead, useSearchParams } from '@ga/core';
import { filledOnly, filtersFrom, useKeysetPages } from '../../../shared/paging/list-filters';
import { STOCK_PATH } from '../../../shared/paths';
import { ReservedPage } from '../../../shared/session/reserved-page';
import { StaffFrame } from '../../../shared/session/staff-frame';
import { useStaffStockListQuery, type StockParams } from '../api';
import { StateLabel } from '../components/state-label';
import styles from '../../../shared/paging/list.module.css';

const FILTERS = ['q', 'state'] as const;

/** /espace-conseiller/stock (responsable, admin): search the stock, newest first. */
export function StockPage() {
  usePageHead({
    title: 'Stock — Espace conseiller',
    description: 'Le stock de véhicules : prix, état, équipements.',
    noindex: true,
  });
  return <StaffFrame>{(me) => (me.role === 'conseiller' ? <ReservedPage title="Stock" /> : <Stock />)}</StaffFrame>;
}

function Stock() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<StockParams>(() => filtersFrom(search, FILTERS), [search]);
  const { pages, last, more } = useKeysetPages(JSON.stringify(params));
  const first = useStaffStockListQuery(params);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Stock</h1>
      <p className={styles.muted}>
        Changez un prix, l’état d’un véhicule ou ses équipements : la fiche, la recherche, les alertes et le stock en
        direct suivent.
      </p>
      <Filters
        params={params}
        errors={errorStatus(first.error) === 422 ? fieldErrors(first.error) : {}}
        onChange={(next) => setSearch(next as Record<string, string>)}
      />
      {first.isLoading ? (
        <LoadingState label="Chargement du stock…" />
      ) : first.error && errorStatus(first.error) !== 422 ? (
        <ErrorState message={errorMessage(first.error)} onRetry={() => void first.refetch()} />
      ) : first.data && first.data.data.length === 0 ? (
        <EmptyState title="Aucun véhicule">Aucun véhicule ne correspond à cette recherche.</EmptyState>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>Véhicules, du plus récent au plus ancien</caption>
          <thead>
            <tr>
              <th scope="col">N°</th>
              <th scope="col">Véhicule</th>
              <th scope="col">Année, kilométrage</th>
              <th scope="col">Prix TTC</th>
              <th scope="col">État</th>
            </tr>
          </thead>
          <tbody>
            <Rows items={first.data?.data ?? []} />
            {pages.map((cursor) => (
              <OlderRows key={cursor} params={params} cursor={cursor} />
            ))}
          </tbody>
        </table>
      )}
      <More params={params} last={last} firstCursor={first.data?.meta.next_cursor ?? null} onMore={more} />
    </div>
  );
}

function Rows({ items }: { items: StaffStockItem[] }) {
  return (
    <>
      {items.map((v) => (
        <tr key={v.id} data-testid="stock-row">
          <td data-label="N°">{v.id}</td>
          <td data-label="Véhicule">
            <Link to={`${STOCK_PATH}/${v.id}`}>{v.title}</Link>
            <br />
            <span className={styles.muted}>{CONDITION_LABELS[v.condition]}</span>
          </td>
          <td data-label="Année, kilométrage">
            {v.year} · {formatMileage(v.mileage)}
          </td>
          <td data-label="Prix TTC">{formatEuros(v.price)}</td>
          <td data-label="État">
            <StateLabel item={v} />
          </td>
        </tr>
      ))}
    </>
  );
}

function OlderRows({ params, cursor }: { params: StockParams; cursor: string }) {
  const { data } = useStaffStockListQuery({ ...params, before: cursor });
  return <Rows items={data?.data ?? []} />;
}

function More({
  params,
  last,
  firstCursor,
  onMore,
}: {
  params: StockParams;
  last: string | undefined;
  firstCursor: string | null;
  onMore: (cursor: string) => void;
}) {
  const { data, isFetching } = useStaffStockListQuery(last ? { ...params, before: last } : params);
  const next = last ? data?.meta.next_cursor : firstCursor;
  if (!next) return null;
  return (
    <Button variant="secondary" className={styles.more} loading={isFetching} onClick={() => onMore(next)}>
      Véhicules plus anciens
    </Button>
  );
}

function Filters({
  params,
  errors,
  onChange,
}: {
  params: StockParams;
  errors: Record<string, string[]>;
  onChange: (p: StockParams) => void;
}) {
  const [values, setValues] = useState({ q: params.q ?? '', state: params.state ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(filledOnly(values));
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Chercher dans le stock">
      <TextField
        label="Numéro, marque, modèle ou version"
        type="search"
        value={values.q}
        onChange={(e) => setValues((v) => ({ ...v, q: e.target.value }))}
        error={errors.q?.[0]}
      />
      <SelectField
        label="État"
        placeholder="Tous les états"
        value={values.state}
        onChange={(e) => setValues((v) => ({ ...v, state: e.target.value }))}
        options={STOCK_STATES.map((s) => ({ value: s, label: STOCK_STATE_LABELS[s] }))}
        error={errors.state?.[0]}
      />
      <div className={styles.actions}>
        <Button type="submit">Chercher</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setValues({ q: '', state: '' });
            onChange({});
          }}
        >
          Réinitialiser
        </Button>
      </div>
    </form>
  );
}
