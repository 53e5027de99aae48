import { ErrorState, LoadingState } from '@ga/ui';
import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS, isOverdue } from '@ga/contracts';
import { api, errorMessage, errorStatus, Link, useAppDispatch, usePageHead, useParams } from '@ga/core';
import { INBOX_PATH } from '../../../shared/paths';
import { formatDateTime } from '../../../shared/format/date-time';
import { StaffFrame } from '../../../shared/session/staff-frame';
import type { StaffMe } from '../../../shared/session/api';
import { useStaffColleaguesQuery, useStaffInboxItemQuery } from '../api';
import { AssignmentActions, StatusAction } from '../components/request-actions';
import { BookingActions, CompanyActions } from '../components/request-decisions';
import { RequestDetailsView } from '../components/request-details';
import { RequestHistory } from '../components/request-history';
import { RequestNotes } from '../components/request-notes';
import { TradeinSection } from '../trade-in/tradein-section';
import { useInboxStream } from '../use-inbox-stream';
import styles from '../components/request.module.css';
import panel from '../../../shared/layout/panel.module.css';

/** /espace-conseiller/demandes/{id}: one request, who follows it, its status, notes and history. */
export function RequestPage() {
  usePageHead({
    title: 'Demande — Espace conseiller',
    description: 'Le détail d’une demande de visiteur.',
    noindex: true,
  });
  return <StaffFrame>{(me) => <Request me={me} />}</StaffFrame>;
}

function Request({ me }: { me: StaffMe }) {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useStaffInboxItemQuery(id);
  const colleagues = useStaffColleaguesQuery();
  // The visitor's answer to an offer (or a change made elsewhere) shows here at once.
  const dispatch = useAppDispatch();
  useInboxStream((ids) => {
    if (ids.length === 0 || ids.includes(id)) dispatch(api.util.invalidateTags(['StaffInbox']));
  });
  if (isLoading) return <LoadingState label="Chargement de la demande…" />;
  if (!data) {
    return (
      <>
        <h1 className={panel.title}>{errorStatus(error) === 404 ? 'Demande introuvable' : 'Demande indisponible'}</h1>
        <ErrorState
          message={
            errorStatus(error) === 404
              ? 'Elle n’existe pas, ou elle est suivie par un autre conseiller.'
              : errorMessage(error)
          }
          onRetry={errorStatus(error) === 404 ? undefined : () => void refetch()}
        />
        <Link to={INBOX_PATH}>← Toutes les demandes</Link>
      </>
    );
  }
  const item = data.data;
  const late = isOverdue(item, new Date());
  return (
    <div className={panel.page}>
      <Link to={INBOX_PATH} className={panel.back}>
        ← Toutes les demandes
      </Link>
      <header>
        <p className={styles.kicker}>{INBOX_KIND_LABELS[item.kind]}</p>
        <h1 className={panel.title}>{item.fullname ?? 'Demande sans nom'}</h1>
      </header>
      <div className={panel.columns}>
        <div className={panel.side}>
          <section className={panel.box} aria-labelledby="demande">
            <h2 id="demande" className={panel.boxTitle}>
              La demande
            </h2>
            <dl className={panel.facts}>
              <dt>Reçue le</dt>
              <dd>{formatDateTime(item.created_at)}</dd>
              <dt>Statut</dt>
              <dd>{INBOX_STATUS_LABELS[item.status]}</dd>
              {item.summary && (
                <>
                  <dt>Objet</dt>
                  <dd>{item.summary}</dd>
                </>
              )}
              {item.reference && (
                <>
                  <dt>Référence</dt>
                  <dd>{item.reference}</dd>
                </>
              )}
              {item.plate && (
                <>
                  <dt>Plaque</dt>
                  <dd>{item.plate}</dd>
                </>
              )}
              {item.phone && (
                <>
                  <dt>Téléphone</dt>
                  <dd>
                    <a href={`tel:${item.phone.replace(/\s/g, '')}`}>{item.phone}</a>
                  </dd>
                </>
              )}
              {item.email && (
                <>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${item.email}`}>{item.email}</a>
                  </dd>
                </>
              )}
              {item.due_at && (
                <>
                  <dt>
                    {item.kind === 'rappel'
                      ? 'À rappeler avant le'
                      : item.kind === 'rendez_vous'
                        ? 'Rendez-vous le'
                        : item.kind === 'reservation'
                          ? 'Option jusqu’au'
                          : 'Échéance'}
                  </dt>
                  <dd className={late ? styles.late : undefined}>
                    {formatDateTime(item.due_at)}
                    {late && ' — créneau dépassé'}
                  </dd>
                </>
              )}
            </dl>
          </section>
          <RequestDetailsView details={item.details} me={me} />
        </div>
        <div className={panel.side}>
          <AssignmentActions key={`a${item.assigned_to?.id ?? 0}`} item={item} me={me} />
          {item.kind === 'reservation' ? (
            <BookingActions item={item} />
          ) : item.kind === 'entreprise' ? (
            <CompanyActions item={item} />
          ) : (
            <StatusAction item={item} />
          )}
        </div>
      </div>
      {item.kind === 'reprise' && <TradeinSection tradeinId={item.source_id} />}
      <RequestNotes id={item.id} notes={item.notes} />
      <RequestHistory history={item.history} colleagues={colleagues.data?.data ?? []} />
    </div>
  );
}
