import type { MiddlewareFunction, RouteObject } from 'react-router';

/**
 * Named route middleware (docs/spec-notes.md §2, §5; docs/architecture.md "Route ownership").
 * Routes name what they need in `handle.middleware` (e.g. ['auth']); the shell registers `auth` and
 * `guest`, the catalogue registers `search`. Names resolve when a route tree is mounted, and an
 * unknown name throws.
 */
const registry = new Map<string, MiddlewareFunction>();

export class UnknownMiddlewareError extends Error {
  constructor(name: string) {
    super(`Middleware de route inconnu : « ${name} »`);
    this.name = 'UnknownMiddlewareError';
  }
}

export function registerMiddleware(name: string, fn: MiddlewareFunction): void {
  registry.set(name, fn);
}

export function hasMiddleware(name: string): boolean {
  return registry.has(name);
}

export function getMiddleware(name: string): MiddlewareFunction {
  const fn = registry.get(name);
  if (!fn) throw new UnknownMiddlewareError(name);
  return fn;
}

/** What a route may carry in its `handle`. */
export interface RouteHandle {
  middleware?: string[];
  /** Layout of the page: the default one (header, footer), the form one (docs/spec-notes.md §2) or the staff area's (wide, no site navigation). */
  layout?: 'default' | 'form' | 'staff';
}

/**
 * Turns `handle.middleware` names into React Router middleware, recursively. Routes that use
 * middleware get a no-op loader so the middleware also runs on client navigations.
 */
export function applyNamedMiddleware(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const names = (route.handle as RouteHandle | undefined)?.middleware ?? [];
    const middleware = names.map(getMiddleware);
    const children = route.children ? applyNamedMiddleware(route.children) : undefined;
    const next = { ...route } as RouteObject;
    if (middleware.length > 0) {
      next.middleware = [...middleware, ...(route.middleware ?? [])];
      if (!next.loader && !next.lazy) next.loader = () => null;
    }
    if (children) (next as { children?: RouteObject[] }).children = children;
    return next;
  });
}
