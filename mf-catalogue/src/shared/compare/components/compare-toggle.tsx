import { Icon, VisuallyHidden } from '@ga/ui';
import type { VehicleCard } from '@ga/contracts';
import { useCompare } from '../use-compare';
import styles from './compare-toggle.module.css';

/** « Comparer »: puts the vehicle in the comparison (3 at most) or takes it out; a pressed toggle button. */
export function CompareToggle({ vehicle }: { vehicle: Pick<VehicleCard, 'id' | 'title' | 'version' | 'image'> }) {
  const { has, toggle } = useCompare();
  const on = has(vehicle.id);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={on}
      onClick={() => toggle(vehicle)}
      data-testid="compare-toggle"
    >
      <span className={styles.box} aria-hidden="true">
        {on && <Icon name="check" size={14} />}
      </span>
      Comparer
      <VisuallyHidden>
        {' '}
        {vehicle.title} {vehicle.version}
      </VisuallyHidden>
    </button>
  );
}
