import { api, ENDPOINT_PREFIXES, IN_SERVER_RENDER } from './api-slice';

/** Names of the endpoints injected so far (diagnostics and tests). */
export const injectedEndpointNames = new Set<string>();

export class EndpointNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EndpointNameError';
  }
}

/** The naming rule: `<area><Name>` with a known area prefix (sessionGetUser, catalogueListSlides…). */
export function assertEndpointName(name: string): void {
  if (!ENDPOINT_PREFIXES.some((prefix) => name.startsWith(prefix) && /^[A-Z]/.test(name.slice(prefix.length)))) {
    throw new EndpointNameError(
      `Nom d’endpoint « ${name} » : il doit commencer par le préfixe de son domaine (${ENDPOINT_PREFIXES.join(', ')}).`,
    );
  }
}

/**
 * On the site server one shell build renders with several versions of a remote (live and canary,
 * docs/server-rendering.md): each version injects the same endpoints into the one slice. There the
 * version loaded last defines them — which is why an endpoint whose request or reply changes takes
 * a new name. In a browser a page runs one version of each remote, and a name taken twice is a bug.
 *
 * How every area adds calls to the ONE API slice: the names follow the area-prefix rule and an
 * endpoint that already exists throws instead of being silently overwritten by another team.
 */
export const injectEndpoints = ((options: Parameters<typeof api.injectEndpoints>[0]) =>
  api.injectEndpoints({
    ...options,
    overrideExisting: IN_SERVER_RENDER ? true : 'throw',
    endpoints: (build) => {
      const definitions = options.endpoints(build);
      for (const name of Object.keys(definitions)) {
        assertEndpointName(name);
        injectedEndpointNames.add(name);
      }
      return definitions;
    },
  })) as unknown as typeof api.injectEndpoints;
