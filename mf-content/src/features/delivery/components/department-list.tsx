import { Link } from '@ga/core';
import { ErrorState, Skeleton } from '@ga/ui';
import { useContentDepartmentsQuery } from '../api';
import { departmentDeliveryPath as departmentPath, departmentName } from '@ga/contracts';
import styles from './delivery.module.css';

/** Every département, each linking to its delivery page. */
export function DepartmentList() {
  const { data: departments, isLoading, isError, refetch } = useContentDepartmentsQuery();
  return (
    <section className={styles.departments} aria-labelledby="departments-title">
      <h2 id="departments-title">Choisissez votre département</h2>
      {isLoading && <Skeleton height={200} />}
      {isError && (
        <ErrorState
          title="La liste des départements n’a pas pu être chargée"
          message="Vérifiez votre connexion puis réessayez."
          onRetry={() => void refetch()}
        />
      )}
      {departments && (
        <ul className={styles.departmentGrid}>
          {departments.map((d) => (
            <li key={d.id}>
              <Link to={departmentPath(d)}>
                <span className={styles.code}>{d.code}</span> {departmentName(d)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
