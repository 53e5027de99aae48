import type { RouteObject } from 'react-router';
import { UnknownMiddlewareError, applyNamedMiddleware, getMiddleware, registerMiddleware } from './middleware-registry';

describe('named middleware registry', () => {
  it('resolves registered names and throws on an unknown one', () => {
    const fn = jest.fn();
    registerMiddleware('test-auth', fn);
    expect(getMiddleware('test-auth')).toBe(fn);
    expect(() => getMiddleware('inexistant')).toThrow(UnknownMiddlewareError);
    expect(() => getMiddleware('inexistant')).toThrow('Middleware de route inconnu : « inexistant »');
  });

  it('turns handle.middleware names into route middleware, recursively', () => {
    const auth = jest.fn();
    registerMiddleware('test-a', auth);
    const routes: RouteObject[] = [
      { path: '/a', handle: { middleware: ['test-a'] }, children: [{ path: 'b', handle: { middleware: ['test-a'] } }] },
    ];
    const [route] = applyNamedMiddleware(routes);
    expect(route?.middleware).toEqual([auth]);
    expect(route?.loader).toBeDefined();
    expect(route?.children?.[0]?.middleware).toEqual([auth]);
  });

  it('fails when a route names an unknown middleware', () => {
    expect(() => applyNamedMiddleware([{ path: '/x', handle: { middleware: ['nope'] } }])).toThrow(
      UnknownMiddlewareError,
    );
  });
});
