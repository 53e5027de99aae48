import { useParams } from 'react-router';
import { PagePending } from '@ga/ui';
import { NotFoundPage } from '@ga/core';

/** Parses the `leasing-{category}` segment (React Router cannot match partial segments). */
export function leasingCategory(segment: string | undefined): string | null {
  const match = /^leasing-([a-z0-9-]+)$/.exec(segment ?? '');
  return match?.[1] ?? null;
}

/** /financement/leasing-{category}/{brand?}/{carmodel?}; any other /financement/x is not ours: 404. */
export function LeasingPage() {
  const { leasingCategory: segment } = useParams();
  const category = leasingCategory(segment);
  if (!category) return <NotFoundPage />;
  return <PagePending title={`Offres de leasing ${category}`} />;
}
