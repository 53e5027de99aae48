import type { RouteObject } from '@ga/core';
import { areaRoute } from './area-route';
import { resolveLazyMatches, shellRoutesWith } from './router';

function FaqPage() {
  return <h1>Questions fréquentes</h1>;
}

function GuidePage() {
  return <h1>Guides</h1>;
}

/** mf-content's routes as its routes module gives them: each page a lazy route. */
function contentRoutes(loads: string[]): RouteObject[] {
  return [
    {
      path: 'a-propos/faq',
      lazy: async () => {
        loads.push('faq');
        return { Component: FaqPage };
      },
    },
    {
      path: 'guides',
      lazy: async () => {
        loads.push('guides');
        return { Component: GuidePage };
      },
    },
  ];
}

describe('resolveLazyMatches (a hydrated page starts its router with its lazy routes loaded)', () => {
  it('loads the lazy parts of the routes matching the path into the route objects, and only those', async () => {
    const loads: string[] = [];
    const areas = [areaRoute('mf-content', contentRoutes(loads))];
    const routes = shellRoutesWith(areas);
    await resolveLazyMatches(routes, '/a-propos/faq');
    expect(loads).toEqual(['faq']);
    const [faq, guides] = areas[0]!.children!;
    expect(faq!.Component).toBe(FaqPage);
    expect(faq!.lazy).toBeUndefined();
    expect(typeof guides!.lazy).toBe('function');
  });

  it('loads the home page for /, and nothing for a path no route matches but the not-found one', async () => {
    const home = shellRoutesWith([]);
    await resolveLazyMatches(home, '/');
    const index = home[0]!.children!.find((route) => route.id === 'home')!;
    expect(index.lazy).toBeUndefined();
    expect(index.Component).toBeDefined();

    const loads: string[] = [];
    await resolveLazyMatches(shellRoutesWith([areaRoute('mf-content', contentRoutes(loads))]), '/nulle-part');
    expect(loads).toEqual([]);
  });
});
