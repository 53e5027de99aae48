import { useMemo, useState } from 'react';
import { Button, buttonClassName, EmptyState, ErrorState, LoadingState, Notice } from '@ga/ui';
import { STAFF_INBOX_EXPORT_PATH } from '@ga/contracts';
import {
  api,
  errorMessage,
  errorStatus,
  fieldErrors,
  getConfig,
  useAppDispatch,
  usePageHead,
  useSearchParams,
} from '@ga/core';
import { StaffFrame } from '../../../shared/session/staff-frame';
import type { StaffMe } from '../../../shared/session/api';
import { useStaffColleaguesQuery, useStaffInboxListQuery, type InboxParams } from '../api';
import { InboxFilters } from '../components/inbox-filters';
import { InboxRows } from '../components/inbox-rows';
import { filtersFrom, useKeysetPages } from '../../../shared/paging/list-filters';
import { useInboxStream } from '../use-inbox-stream';
import styles from '../components/inbox.module.css';

const FILTERS = ['q', 'kind', 'status', 'assigned', 'from', 'to'] as const;

/** The CSV export of the list as filtered: a plain link, the file streams into the downloads. */
export const exportHref = (params: InboxParams) => {
  const query = new URLSearchParams(params as Record<string, string>).toString();
  return `${getConfig().apiUrl.replace(/\/$/, '')}${STAFF_INBOX_EXPORT_PATH}${query ? `?${query}` : ''}`;
};

/** /espace-conseiller/demandes: every visitor request, newest first, with filters and search. */
export function InboxPage() {
  usePageHead({
    title: 'Demandes — Espace conseiller',
    description: 'Toutes les demandes des visiteurs.',
    noindex: true,
  });
  return <StaffFrame>{(me) => <Inbox me={me} />}</StaffFrame>;
}

function Inbox({ me }: { me: StaffMe }) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<InboxParams>(() => filtersFrom(search, FILTERS), [search]);
  const key = JSON.stringify(params);
  // Older pages, by keyset: each cursor is the last id of the page before it.
  const { pages, last, more } = useKeysetPages(key);
  const first = useStaffInboxListQuery(params);
  const colleagues = useStaffColleaguesQuery();
  const seesEveryone = me.role !== 'conseiller';
  const unassigned = first.data?.meta.unassigned_open ?? 0;
  const now = new Date();
  // Requests that arrived live since the page opened: announced, and marked in the list.
  const dispatch = useAppDispatch();
  const [arrived, setArrived] = useState<string[]>([]);
  useInboxStream((ids) => {
    setArrived((seen) => [...seen, ...ids]);
    dispatch(api.util.invalidateTags(['StaffInbox']));
  });

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>Demandes</h1>
        <p className={styles.badge} aria-live="polite" data-testid={first.data ? 'unassigned-badge' : undefined}>
          {first.data && (
            <>
              <strong>{unassigned}</strong>{' '}
              {unassigned > 1 ? 'demandes ouvertes non attribuées' : 'demande ouverte non attribuée'}
            </>
          )}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void first.refetch()} loading={first.isFetching}>
          Actualiser
        </Button>
        {seesEveryone && (
          <a
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            href={exportHref(params)}
            download
            data-testid="inbox-export"
          >
            Exporter en CSV
          </a>
        )}
      </header>
      <p className={styles.arrivals} role="status" data-testid="live-arrivals">
        {arrived.length > 0 &&
          `${arrived.length} ${arrived.length > 1 ? 'nouvelles demandes arrivées' : 'nouvelle demande arrivée'} depuis l’ouverture de la page.`}
      </p>
      <InboxFilters
        params={params}
        colleagues={colleagues.data?.data ?? []}
        seesEveryone={seesEveryone}
        errors={errorStatus(first.error) === 422 ? fieldErrors(first.error) : {}}
        onChange={(next) => setSearch(next as Record<string, string>)}
      />
      {!seesEveryone && (
        <p className={styles.muted}>
          Vous voyez les demandes qui vous sont attribuées et celles que personne ne suit encore.
        </p>
      )}
      {first.isLoading ? (
        <LoadingState label="Chargement des demandes…" />
      ) : first.error ? (
        errorStatus(first.error) === 422 ? (
          <Notice variant="danger">Corrigez les filtres signalés.</Notice>
        ) : (
          <ErrorState
            title="Demandes indisponibles"
            message={errorMessage(first.error)}
            onRetry={() => void first.refetch()}
          />
        )
      ) : first.data && first.data.data.length === 0 ? (
        <EmptyState title="Aucune demande">
          {Object.keys(params).length
            ? 'Aucune demande ne correspond à ces filtres.'
            : 'Les demandes des visiteurs arriveront ici.'}
        </EmptyState>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>Demandes, de la plus récente à la plus ancienne</caption>
          <thead>
            <tr>
              <th scope="col">Reçue le</th>
              <th scope="col">Type</th>
              <th scope="col">Demandeur</th>
              <th scope="col">Objet</th>
              <th scope="col">Statut</th>
              <th scope="col">Suivie par</th>
            </tr>
          </thead>
          <tbody>
            <InboxRows items={first.data?.data ?? []} now={now} fresh={arrived} />
            {pages.map((cursor) => (
              <OlderPage key={cursor} params={params} cursor={cursor} now={now} />
            ))}
          </tbody>
        </table>
      )}
      <MoreButton params={params} last={last} firstCursor={first.data?.meta.next_cursor ?? null} onMore={more} />
    </div>
  );
}

function OlderPage({ params, cursor, now }: { params: InboxParams; cursor: string; now: Date }) {
  const { data } = useStaffInboxListQuery({ ...params, before: cursor });
  return <InboxRows items={data?.data ?? []} now={now} />;
}

/** « Demandes plus anciennes »: the cursor of the last page loaded. */
function MoreButton({
  params,
  last,
  firstCursor,
  onMore,
}: {
  params: InboxParams;
  last: string | undefined;
  firstCursor: string | null;
  onMore: (cursor: string) => void;
}) {
  const { data, isFetching } = useStaffInboxListQuery(last ? { ...params, before: last } : params);
  const next = last ? data?.meta.next_cursor : firstCursor;
  if (!next) return null;
  return (
    <Button variant="secondary" className={styles.more} loading={isFetching} onClick={() => onMore(next)}>
      Demandes plus anciennes
    </Button>
  );
}
