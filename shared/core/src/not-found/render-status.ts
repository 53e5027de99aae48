import { createContext, useContext } from 'react';

/**
 * The HTTP status of a server-rendered page: the server provides one object per request, and a page
 * that finds nothing to show (NotFoundPage: an unknown route, vehicle or slug) marks it 404 while it
 * renders. In the browser there is no provider and nothing happens.
 */
export interface RenderStatus {
  status: number;
}

export const RenderStatusContext = createContext<RenderStatus | null>(null);

export function useRenderStatus(status: number): void {
  const target = useContext(RenderStatusContext);
  if (target) target.status = status;
}
