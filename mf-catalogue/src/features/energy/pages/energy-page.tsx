import { useParams } from 'react-router';
import { PagePending } from '@ga/ui';
import { NotFoundPage } from '@ga/core';
import { ENERGY_SLUG_LABELS, isEnergySlug } from '@ga/contracts';

/**
 * /achat-par-energie/{slug}: only the five known slugs (SPEC.md §2, §5); any other value is the
 * shared not-found screen. The listing itself lands with the catalogue issue.
 */
export function EnergyPage() {
  const { slug } = useParams();
  if (!isEnergySlug(slug)) return <NotFoundPage />;
  return <PagePending title={`Véhicules ${ENERGY_SLUG_LABELS[slug]}`} />;
}
