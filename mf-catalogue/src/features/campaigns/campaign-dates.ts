import type { CampaignBase } from '@ga/contracts';
import { formatDate } from '@ga/ui';

/** `1er décembre 2026` (French ordinal for the first day of the month). */
const day = (iso: string) => formatDate(iso).replace(/^1 /, '1er ');

/** « Du 3 au 5 décembre 2026 », « Le 4 décembre 2026 », « Du 28 novembre 2026 au 3 janvier 2027 ». */
export function campaignDates({ starts_on, ends_on }: Pick<CampaignBase, 'starts_on' | 'ends_on'>): string {
  if (starts_on === ends_on) return `Le ${day(starts_on)}`;
  const [sy, sm] = starts_on.split('-');
  const [ey, em] = ends_on.split('-');
  const end = day(ends_on);
  if (sy === ey && sm === em) return `Du ${day(starts_on).split(' ')[0]} au ${end}`;
  if (sy === ey) return `Du ${day(starts_on).replace(` ${sy}`, '')} au ${end}`;
  return `Du ${day(starts_on)} au ${end}`;
}
