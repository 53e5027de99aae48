import { ButtonLink, Button, VisuallyHidden, Icon } from '@ga/ui';
import { useAppDispatch } from '@ga/core';
import { COMPARE_MAX, compareCleared, comparePath } from '../../../shared/compare/compare-slice';
import { useCompare } from '../../../shared/compare/use-compare';
import styles from './compare-bar.module.css';

/**
 * The comparison basket, fixed at the bottom of listings and vehicle pages once a vehicle is in it:
 * thumbnails (each can be taken out), « Comparer » from two vehicles, « Tout retirer ».
 */
export function CompareBar() {
  const dispatch = useAppDispatch();
  const { compared, toggle } = useCompare();
  if (compared.length === 0) return null;
  return (
    <aside className={styles.bar} aria-label="Comparateur" data-testid="compare-bar">
      <ul className={styles.items}>
        {compared.map((v) => (
          <li key={v.id} className={styles.item}>
            <img src={v.image} alt="" width={72} height={47} />
            <span className={styles.name}>{v.title}</span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => toggle({ id: v.id, title: v.title, version: '', image: v.image })}
            >
              <Icon name="close" size={16} />
              <VisuallyHidden>Retirer {v.title} du comparateur</VisuallyHidden>
            </button>
          </li>
        ))}
        {Array.from({ length: COMPARE_MAX - compared.length }, (_, i) => (
          <li key={`empty-${i}`} className={styles.empty} aria-hidden="true">
            Ajoutez un véhicule
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {compared.length >= 2 ? (
          <ButtonLink to={comparePath(compared.map((v) => v.id))} data-testid="compare-go">
            Comparer ({compared.length})
          </ButtonLink>
        ) : (
          <p className={styles.hint}>Choisissez un deuxième véhicule à comparer.</p>
        )}
        <Button variant="ghost" size="sm" onClick={() => dispatch(compareCleared())}>
          Tout retirer
        </Button>
      </div>
    </aside>
  );
}
