import { Button, ButtonLink, EmptyState, Icon, SelectField, Skeleton, VisuallyHidden } from '@ga/ui';
import {
  Link,
  VehicleAdMentions,
  notify,
  useAppDispatch,
  usePageHead,
  useSearchParams,
  useSession,
  vehiclePath,
} from '@ga/core';
import type { Vehicle } from '@ga/contracts';
import { useCatalogueVehicleQuery } from '../features/vehicle/api';
import { useCatalogueDeliveryTypesQuery, useCatalogueDepartmentsQuery } from '../features/delivery/api';
import { deliveryChosen } from '../shared/delivery/delivery-slice';
import { useDeliveryChoice } from '../shared/delivery/use-delivery-choice';
import { compareRows, equipmentRows } from '../features/compare/compare-rows';
import { comparePath, parseCompareIds } from '../shared/compare/compare-slice';
import styles from './compare-page.module.css';

/** Up to three vehicles, each its own query (cached with the vehicle page's). */
function useVehicles(ids: number[]) {
  const a = useCatalogueVehicleQuery(String(ids[0] ?? ''), { skip: ids[0] === undefined });
  const b = useCatalogueVehicleQuery(String(ids[1] ?? ''), { skip: ids[1] === undefined });
  const c = useCatalogueVehicleQuery(String(ids[2] ?? ''), { skip: ids[2] === undefined });
  const queries = [a, b, c].slice(0, ids.length);
  return {
    vehicles: queries.map((q) => q.data).filter((v): v is Vehicle => Boolean(v)),
    loading: queries.some((q) => q.isLoading),
    /** Ids that are no longer for sale (sold, or never existed). */
    missing: ids.filter((_, i) => queries[i]?.isError),
  };
}

/**
 * /achat/comparer?ids=1,2,3 — up to three vehicles side by side; the address is the comparison, so
 * it can be shared. Decision (not in the spec): the delivery row uses the visitor's département of the
 * delivery form (changeable here), and a vehicle sold since is named, not silently dropped.
 */
export function ComparePage() {
  const dispatch = useAppDispatch();
  const { isCompany } = useSession();
  const [params, setParams] = useSearchParams();
  const ids = parseCompareIds(params.get('ids'));
  const { vehicles, loading, missing } = useVehicles(ids);
  const { form } = useDeliveryChoice();
  const departments = useCatalogueDepartmentsQuery();
  const types = useCatalogueDeliveryTypesQuery({ departmentId: form.department_id });
  const delivery = types.data?.find((t) => t.id === form.delivery_type_id) ?? types.data?.[0];
  usePageHead({
    title: 'Comparer des véhicules',
    description: 'Comparez jusqu’à trois véhicules côte à côte : prix, mensualité, équipements, livraison.',
    noindex: true,
  });

  const remove = (id: number) => {
    const next = ids.filter((x) => x !== id);
    setParams(next.length ? { ids: next.join(',') } : {}, { replace: true });
  };
  const share = async () => {
    try {
      await navigator.clipboard.writeText(new URL(comparePath(ids), window.location.origin).href);
      dispatch(notify({ action: 'success', message: 'Lien du comparatif copié.' }));
    } catch {
      dispatch(notify({ action: 'info', message: 'Copiez l’adresse de la page pour partager ce comparatif.' }));
    }
  };

  if (ids.length === 0) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          icon="car"
          title="Comparer des véhicules"
          action={<ButtonLink to="/achat">Parcourir nos véhicules</ButtonLink>}
        >
          Cochez « Comparer » sur deux ou trois véhicules de nos listes ou de leurs fiches pour les voir côte à côte.
        </EmptyState>
      </div>
    );
  }

  const rows = compareRows(vehicles, isCompany, delivery);
  const equipment = equipmentRows(vehicles);
  return (
    <div className={styles.page} data-testid="compare-page">
      <nav aria-label="Fil d’Ariane" className={styles.breadcrumb}>
        <Link to="/">Accueil</Link> › <Link to="/achat">Acheter</Link> › <span aria-current="page">Comparer</span>
      </nav>
      <div className={styles.head}>
        <h1 className={styles.title}>
          Comparer {vehicles.length > 1 ? `${vehicles.length} véhicules` : 'des véhicules'}
        </h1>
        <Button variant="outline" size="sm" onClick={() => void share()}>
          Copier le lien du comparatif
        </Button>
      </div>
      {missing.length > 0 && (
        <p className={styles.missing} role="status">
          {missing.length === 1
            ? 'Un véhicule de ce comparatif n’est plus en vente.'
            : `${missing.length} véhicules de ce comparatif ne sont plus en vente.`}
        </p>
      )}
      {loading ? (
        <Skeleton variant="rect" height={480} />
      ) : (
        <>
          <div className={styles.department}>
            <SelectField
              label="Votre département (délai de livraison)"
              value={String(form.department_id)}
              onChange={(e) => dispatch(deliveryChosen({ ...form, department_id: Number(e.target.value) }))}
              options={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            />
          </div>
          {/* Focusable: on a phone the table scrolls sideways, with the keyboard too. */}
          <div className={styles.scroller} role="region" aria-label="Tableau comparatif" tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.caption}>
                Caractéristiques des véhicules comparés ; les lignes surlignées diffèrent d’un véhicule à l’autre.
              </caption>
              <thead>
                <tr>
                  <td />
                  {vehicles.map((v) => (
                    <th key={v.id} scope="col" className={styles.vehicle}>
                      <img src={v.image} alt="" width={240} height={156} />
                      <Link to={vehiclePath(v)} className={styles.name}>
                        {v.title} <span className={styles.version}>{v.version}</span>
                      </Link>
                      <button type="button" className={styles.remove} onClick={() => remove(v.id)}>
                        <Icon name="close" size={14} /> Retirer<VisuallyHidden> {v.title} du comparatif</VisuallyHidden>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={r.label}
                    className={r.differs ? styles.differs : undefined}
                    data-differs={r.differs || undefined}
                  >
                    <th scope="row">{r.label}</th>
                    {r.values.map((value, i) => (
                      <td key={vehicles[i]!.id}>{value}</td>
                    ))}
                  </tr>
                ))}
                <tr className={styles.section}>
                  <th scope="rowgroup" colSpan={vehicles.length + 1}>
                    Équipements
                  </th>
                </tr>
                {equipment.map((e) => (
                  <tr
                    key={e.item}
                    className={e.differs ? styles.differs : undefined}
                    data-differs={e.differs || undefined}
                  >
                    <th scope="row">{e.item}</th>
                    {e.has.map((has, i) => (
                      <td key={vehicles[i]!.id} className={styles.mark}>
                        {has ? <Icon name="check" size={18} /> : <span aria-hidden="true">—</span>}
                        <VisuallyHidden>{has ? 'Oui' : 'Non'}</VisuallyHidden>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {vehicles.length < 3 && (
            <p className={styles.more}>
              <Link to="/achat">Ajouter un véhicule au comparatif</Link>
            </p>
          )}
          <VehicleAdMentions vehicles={vehicles} />
        </>
      )}
    </div>
  );
}
