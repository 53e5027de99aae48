import { formatNumber, NBSP } from './number';

/** `45 000 km`. */
export function formatMileage(km: number): string {
  return `${formatNumber(Math.round(km))}${NBSP}km`;
}
