import { ButtonLink, ErrorState, Icon, LoadingState } from '@ga/ui';
import { CALL_SLOT_LABELS, type CallRequest } from '@ga/contracts';
import { vehiclePath, Link } from '@ga/core';
import { StatusPill } from '../../../shared/account-area/components/status-pill';
import { useAccountCallRequestsQuery } from '../api';
import { formatCallDay, splitCalls } from '../call-days';
import cards from '../../../shared/account-area/components/profile-cards.module.css';
import styles from './call-requests-card.module.css';

/** The empty state tells where a call-back is asked for. */
export const NO_CALL_REQUESTS =
  'Sur chaque fiche véhicule, « Être rappelé par un conseiller » : un conseiller vous appelle au moment choisi.';

function CallItem({ call }: { call: CallRequest }) {
  const title = call.vehicle
    ? `${call.vehicle.brand.name} ${call.vehicle.carmodel.name}`
    : 'Demande de rappel générale';
  return (
    <li className={styles.item} data-testid="call-request">
      <div className={styles.main}>
        <p className={styles.title}>{call.vehicle ? <Link to={vehiclePath(call.vehicle)}>{title}</Link> : title}</p>
        <p className={styles.when}>
          <Icon name="calendar" size={16} />
          <span>
            {formatCallDay(call.preferred_date)},{' '}
            <span className={styles.slot}>{call.slot_label || CALL_SLOT_LABELS[call.slot]}</span>
          </span>
        </p>
        <p className={styles.phone}>Au {call.phone}</p>
      </div>
      <StatusPill status={call.status} />
    </li>
  );
}

function CallGroup({ title, calls }: { title: string; calls: CallRequest[] }) {
  if (calls.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>
        {title} <span className={styles.count}>{calls.length}</span>
      </h3>
      <ul className={styles.list}>
        {calls.map((call) => (
          <CallItem key={call.id} call={call} />
        ))}
      </ul>
    </section>
  );
}

/** /mon-compte: « Mes demandes de rappel » (GET /api/user/calls), upcoming then past. */
export function CallRequestsCard() {
  const query = useAccountCallRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { upcoming, past } = splitCalls(query.data ?? []);

  return (
    <section className={cards.card} aria-labelledby="calls-title" data-testid="call-requests">
      <header className={cards.cardHeader}>
        <h2 id="calls-title" className={cards.cardTitle}>
          Mes demandes de rappel
        </h2>
        <p className={cards.cardText}>
          Un conseiller vous appelle du lundi au samedi, de 9&nbsp;h à 19&nbsp;h, sur le créneau choisi.
        </p>
      </header>
      {query.isLoading ? (
        <LoadingState label="Chargement de vos demandes de rappel…" />
      ) : query.isError ? (
        <ErrorState
          message="Vos demandes de rappel n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          headingLevel={3}
        />
      ) : upcoming.length === 0 && past.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>Aucune demande de rappel.</strong> {NO_CALL_REQUESTS}
          </p>
          <ButtonLink to="/achat" variant="outline" size="sm">
            Parcourir nos véhicules
          </ButtonLink>
        </div>
      ) : (
        <>
          <CallGroup title="À venir" calls={upcoming} />
          <CallGroup title="Passées" calls={past} />
        </>
      )}
    </section>
  );
}
