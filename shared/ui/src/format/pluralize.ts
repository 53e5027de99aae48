import { formatNumber, NBSP } from './number';
import { lazy } from '../utils/lazy';

const rules = lazy(() => new Intl.PluralRules('fr-FR'));

/**
 * `pluralize(1, 'véhicule', 'véhicules')` → `1 véhicule`; `pluralize(1200, …)` → `1 200 véhicules`.
 * French rule: 0 and 1 take the singular. `withCount: false` returns the word alone.
 */
export function pluralize(count: number, singular: string, plural: string, withCount = true): string {
  const word = rules().select(count) === 'one' ? singular : plural;
  return withCount ? `${formatNumber(count)}${NBSP}${word}` : word;
}
