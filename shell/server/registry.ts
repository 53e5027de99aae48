/**
 * The release store's registry as the site server reads it (@ga/releases) and resolves it per
 * visitor: while a remote has a canary, a visitor without a cohort cookie gets one (first-party,
 * strictly necessary, no personal data: README « Releases », cookie policy), and the registry the
 * page inlines, its preload hints, route manifests and CSP all follow the version the cookie gives.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COHORT_COOKIE, COHORT_MAX_AGE_SECONDS, hasCanary, isCohortId, newCohortId, readRegistryAsync, resolveForVisitor } from '@ga/releases';
import type { Registry } from '@ga/releases';

export type StoreRegistry = Pick<Registry, 'apps' | 'remotes'> & Partial<Pick<Registry, 'canaries'>>;

/** Read on every request: a release, a canary or a rollback is a file change, seen at once, no restart. */
export async function readStoreRegistry(store: string): Promise<StoreRegistry | null> {
  return readRegistryAsync(store);
}

/**
 * The registry for this visitor. With `assign` (pages, /registry.json) a visitor without a valid
 * cohort cookie gets one while a canary runs; otherwise the cookie is only read.
 */
export function visitorRegistry(registry: StoreRegistry | null, request: FastifyRequest, reply: FastifyReply, assign: boolean, secure: boolean): StoreRegistry | null {
  if (!registry || !hasCanary(registry)) return registry;
  // No cookies parsed on a request refused before routing (an undecodable URL).
  const cookies = request.cookies ?? {};
  let cohort = cookies[COHORT_COOKIE];
  if (!isCohortId(cohort) && assign && request.cookies) {
    cohort = newCohortId();
    request.cookies[COHORT_COOKIE] = cohort;
    reply.setCookie(COHORT_COOKIE, cohort, { path: '/', maxAge: COHORT_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', secure });
  }
  return resolveForVisitor(registry, cohort);
}
