import { ErrorState, formatEuros, formatMileage, LoadingState, NotFoundScreen } from '@ga/ui';
import { CONDITION_LABELS, ENERGY_LABELS, type Energy, type StaffStockDetail } from '@ga/contracts';
import { errorMessage, errorStatus, Link, usePageHead, useParams } from '@ga/core';
import { formatDateTime } from '../../../shared/format/date-time';
import { STOCK_PATH } from '../../../shared/paths';
import { ReservedPage } from '../../../shared/session/reserved-page';
import { StaffFrame } from '../../../shared/session/staff-frame';
import { useStaffStockVehicleQuery } from '../api';
import { EquipmentForm } from '../components/equipment-form';
import { PriceForm } from '../components/price-form';
import { StateForm } from '../components/state-form';
import { StateLabel } from '../components/state-label';
import styles from '../components/stock.module.css';
import panel from '../../../shared/layout/panel.module.css';

/** /espace-conseiller/stock/{id} (responsable, admin): one vehicle, its price, state and equipment. */
export function StockVehiclePage() {
  usePageHead({
    title: 'Véhicule du stock — Espace conseiller',
    description: 'Prix, état et équipements d’un véhicule.',
    noindex: true,
  });
  return (
    <StaffFrame>
      {(me) => (me.role === 'conseiller' ? <ReservedPage title="Véhicule du stock" /> : <Vehicle />)}
    </StaffFrame>
  );
}

function Vehicle() {
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useStaffStockVehicleQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  if (!Number.isInteger(id) || id < 1 || errorStatus(error) === 404 || errorStatus(error) === 422) {
    return <NotFoundScreen title="Véhicule introuvable" message="Ce numéro ne correspond à aucun véhicule du stock." />;
  }
  if (isLoading) return <LoadingState label="Chargement du véhicule…" />;
  if (!data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const v = data.data;
  return (
    <div className={panel.page}>
      <Link to={STOCK_PATH} className={panel.back}>
        ← Stock
      </Link>
      <h1 className={panel.title}>{v.title}</h1>
      <div className={panel.columns}>
        <div className={panel.side}>
          <Facts vehicle={v} />
          <EquipmentForm key={v.id} vehicle={v} />
        </div>
        <div className={panel.side}>
          <PriceForm key={v.id} vehicle={v} />
          <StateForm key={v.id} vehicle={v} />
        </div>
      </div>
    </div>
  );
}

function Facts({ vehicle: v }: { vehicle: StaffStockDetail }) {
  return (
    <section className={panel.box} aria-labelledby="vehicule">
      <h2 id="vehicule" className={panel.boxTitle}>
        Véhicule n° {v.id}
      </h2>
      <dl className={panel.facts}>
        <dt>État</dt>
        <dd>
          <StateLabel item={v} />
          {v.state === 'retire' && v.withdrawn_reason && <> « {v.withdrawn_reason} »</>}
          {v.withdrawn_at && <> depuis le {formatDateTime(v.withdrawn_at)}</>}
          {v.sold_at && <> le {formatDateTime(v.sold_at)}</>}
        </dd>
        <dt>Neuf ou occasion</dt>
        <dd>{CONDITION_LABELS[v.condition]}</dd>
        <dt>Année, kilométrage</dt>
        <dd>
          {v.year} · {formatMileage(v.mileage)}
        </dd>
        <dt>Énergie</dt>
        <dd>{ENERGY_LABELS[v.energy as Energy] ?? v.energy}</dd>
        <dt>Prix TTC</dt>
        <dd>{formatEuros(v.price)}</dd>
        <dt>Fiche publique</dt>
        <dd>
          {v.state === 'disponible' ? (
            <a href={`/achat/vehicule/${v.slug}/${v.id}`}>Voir la fiche du véhicule</a>
          ) : (
            'Hors ligne (réponse 404) tant que le véhicule n’est pas disponible'
          )}
        </dd>
      </dl>
      <h3 className={panel.boxTitle}>Prix des 12 derniers mois</h3>
      <ol className={styles.prices}>
        {v.prices.map((p) => (
          <li key={p.starts_at}>
            {formatDateTime(p.starts_at)} : {formatEuros(p.price)}
          </li>
        ))}
      </ol>
    </section>
  );
}
