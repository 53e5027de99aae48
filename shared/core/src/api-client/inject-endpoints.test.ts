import { EndpointNameError, assertEndpointName, injectEndpoints, injectedEndpointNames } from './inject-endpoints';

describe('injectEndpoints', () => {
  it('accepts area-prefixed names and records them', () => {
    injectEndpoints({
      endpoints: (build) => ({ catalogueTestProbe: build.query<string, void>({ query: () => '/x' }) }),
    });
    expect(injectedEndpointNames.has('catalogueTestProbe')).toBe(true);
  });

  it('refuses a name without an area prefix', () => {
    expect(() => assertEndpointName('getVehicles')).toThrow(EndpointNameError);
    expect(() => assertEndpointName('catalogue')).toThrow(EndpointNameError);
    expect(() =>
      injectEndpoints({ endpoints: (build) => ({ listSlides: build.query<string, void>({ query: () => '/x' }) }) }),
    ).toThrow(EndpointNameError);
  });

  it('throws instead of overwriting another area’s endpoint', () => {
    injectEndpoints({ endpoints: (build) => ({ contentTestOnce: build.query<string, void>({ query: () => '/a' }) }) });
    expect(() =>
      injectEndpoints({
        endpoints: (build) => ({ contentTestOnce: build.query<string, void>({ query: () => '/b' }) }),
      }),
    ).toThrow();
  });
});
