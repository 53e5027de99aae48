import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteServerConfig } from './config';
import { readStoreRegistry, visitorRegistry, type StoreRegistry } from './registry';

/** The registry as each request sees it: read from the store, then resolved for its visitor. */
export interface RequestRegistries {
  /** The store's registry, as read for this request (not resolved for a visitor). */
  storeRegistryFor(request: FastifyRequest): Promise<StoreRegistry | null>;
  /**
   * The registry this visitor is served (registry.ts). `assign`: a page or /registry.json, where a
   * visitor without a cohort gets one while a canary runs.
   */
  registryFor(request: FastifyRequest, reply: FastifyReply, assign?: boolean): Promise<StoreRegistry | null>;
}

/**
 * The registry is read once per request and resolved for its visitor, so that the CSP, the page and
 * /registry.json all see the same one even when a release lands mid-request. One per server.
 */
export function requestRegistries(config: SiteServerConfig): RequestRegistries {
  const registries = new WeakMap<FastifyRequest, Promise<StoreRegistry | null>>();
  const resolved = new WeakMap<FastifyRequest, StoreRegistry | null>();
  const storeRegistryFor = (request: FastifyRequest) => {
    let registry = registries.get(request);
    if (!registry) {
      registry = readStoreRegistry(config);
      registries.set(request, registry);
    }
    return registry;
  };
  const registryFor = async (request: FastifyRequest, reply: FastifyReply, assign = false) => {
    if (resolved.has(request)) return resolved.get(request)!;
    const secure = config.siteUrl.startsWith('https:') || request.protocol === 'https';
    const registry = visitorRegistry(await storeRegistryFor(request), request, reply, assign, secure, config.cohortKey);
    if (assign) resolved.set(request, registry);
    return registry;
  };
  return { storeRegistryFor, registryFor };
}
