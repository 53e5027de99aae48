import type { RouteObject } from 'react-router';
import { PagePending } from '@ga/ui';
import { usePageHead } from '../head/page-head';

function PendingPage({ title }: { title: string }) {
  usePageHead({ title, description: `${title} : cette page arrive très bientôt.`, noindex: true });
  return <PagePending title={title} />;
}

/** A route of an area that has not shipped yet (`index` for a layout route's index child). */
export function pendingRoute(path: string, title: string, index = false): RouteObject {
  const element = <PendingPage title={title} />;
  return index ? { index: true, element } : { path, element };
}
