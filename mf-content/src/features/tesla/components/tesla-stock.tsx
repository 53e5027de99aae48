import type { VehicleCard as Vehicle } from '@ga/contracts';
import { VehicleAdMentions, useSession, useTradeinCredit, vehiclePath } from '@ga/core';
import { ButtonLink, EmptyState, ErrorState, Skeleton, VehicleCard } from '@ga/ui';
import { useContentTeslaStockQuery } from '../api';
import styles from './tesla.module.css';

/** Tesla vehicles in stock, shown with the catalogue's card (@ga/ui). */
export function TeslaStock({ carmodel, title }: { carmodel?: string; title: string }) {
  const { isCompany } = useSession();
  const tradein = useTradeinCredit();
  const { data, isLoading, isError, refetch } = useContentTeslaStockQuery({ carmodel });
  const searchPath = `/achat?brands[]=tesla${carmodel ? `&carmodels[]=${carmodel}` : ''}`;
  return (
    <section className={styles.stock} aria-labelledby={`stock-${carmodel ?? 'all'}`}>
      <div className={styles.stockHead}>
        <h2 id={`stock-${carmodel ?? 'all'}`}>{title}</h2>
        {data && data.total > 0 && (
          <p>
            {data.total === 1 ? '1 véhicule disponible' : `${data.total} véhicules disponibles`}, du moins cher au plus
            cher.
          </p>
        )}
      </div>
      {isLoading && <Skeleton height={320} />}
      {isError && (
        <ErrorState
          title="Le stock n’a pas pu être chargé"
          message="Vérifiez votre connexion puis réessayez."
          onRetry={() => void refetch()}
        />
      )}
      {data && data.total === 0 && (
        <EmptyState
          title="Aucun véhicule de ce modèle en stock pour le moment"
          headingLevel={3}
          action={<ButtonLink to="/formulaire/recherche-personnalisee">Lancer une recherche personnalisée</ButtonLink>}
        >
          Nos acheteurs peuvent le chercher pour vous.
        </EmptyState>
      )}
      {data && data.total > 0 && (
        <>
          <ul className={styles.grid}>
            {data.vehicles.map((v: Vehicle) => (
              <li key={v.id}>
                <VehicleCard vehicle={v} to={vehiclePath(v)} isCompany={isCompany} afterTradein={tradein?.amount} />
              </li>
            ))}
          </ul>
          {data.total > data.vehicles.length && (
            <ButtonLink to={searchPath} variant="outline">
              Voir les {data.total} véhicules
            </ButtonLink>
          )}
          <VehicleAdMentions vehicles={data.vehicles} />
        </>
      )}
    </section>
  );
}
