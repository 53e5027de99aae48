/**
 * The release store's registry as the site server reads it (@ga/releases) and resolves it per
 * visitor: while a remote has a canary, a visitor without a cohort cookie gets one (first-party,
 * strictly necessary, no personal data: docs/releases.md, cookie policy), and the registry the
 * page inlines, its preload hints, route manifests and CSP all follow the version the cookie gives.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COHORT_COOKIE,
  COHORT_MAX_AGE_SECONDS,
  hasCanary,
  newCohortId,
  readRegistryIfAny,
  resolveForVisitor,
  signCohort,
  verifyCohort,
} from '@ga/releases';
import type { Registry } from '@ga/releases';
import type { SiteServerConfig } from './config';
import { followedRegistry } from './registry-follower';

export type StoreRegistry = Pick<Registry, 'apps' | 'remotes'> & Partial<Pick<Registry, 'canaries'>>;

/**
 * The registry as this request sees it. In the store's registry.json: read on every request (a
 * release, a canary or a rollback is a file change, seen at once, no restart). In PostgreSQL
 * (RELEASE_REGISTRY): the copy a follower keeps, its revision asked every RELEASE_REGISTRY_POLL_MS.
 */
export async function readStoreRegistry(
  config: Pick<SiteServerConfig, 'releaseStore' | 'releaseRegistry' | 'registryPollMs' | 's3'>,
): Promise<StoreRegistry | null> {
  if (config.releaseRegistry) return followedRegistry(config);
  return readRegistryIfAny(config.releaseStore);
}

/** The cohort id of this visitor's cookie when the site server signed it (`key`); else undefined. */
export function visitorCohort(request: FastifyRequest, key: string): string | undefined {
  // No cookies parsed on a request refused before routing (an undecodable URL).
  return verifyCohort(request.cookies?.[COHORT_COOKIE], key) ?? undefined;
}

/**
 * The registry for this visitor. With `assign` (pages, /registry.json) a visitor without a valid
 * cohort cookie — none, or one the site server did not sign (`key`): a forged one — gets a new
 * signed one while a canary runs; otherwise the cookie is only read.
 */
export function visitorRegistry(
  registry: StoreRegistry | null,
  request: FastifyRequest,
  reply: FastifyReply,
  assign: boolean,
  secure: boolean,
  key: string,
): StoreRegistry | null {
  if (!registry || !hasCanary(registry)) return registry;
  let cohort = visitorCohort(request, key);
  if (!cohort && assign && request.cookies) {
    cohort = newCohortId();
    const value = signCohort(cohort, key);
    request.cookies[COHORT_COOKIE] = value;
    reply.setCookie(COHORT_COOKIE, value, {
      path: '/',
      maxAge: COHORT_MAX_AGE_SECONDS,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
  }
  return resolveForVisitor(registry, cohort);
}
