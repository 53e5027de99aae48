import { pluralize } from '@ga/ui';

/** « sous 5 jours », « dès que le véhicule est prêt » (0 days). */
export function leadTimeLabel(days: number): string {
  return days <= 0 ? 'dès que le véhicule est prêt' : `sous ${pluralize(days, 'jour', 'jours')}`;
}
