/**
 * Public writes (docs/architecture.md « Platform decisions »): every write endpoint a visitor can call
 * without signing in — today sign-in, registration, password reset, promo codes, e-mail links;
 * later contact, newsletter, form replies, slots, plate look-ups, beacons — gets a per-IP limit.
 *
 * The rule is enforced, not remembered: an `onRoute` hook gives every POST / PUT / PATCH / DELETE
 * route outside the signed-in area (`/api/user*`, `/oauth/revoke`) and ops (`/ops/*`) the default limit
 * (RATE_PUBLIC_WRITES_PER_MINUTE per IP and per route) unless the route sets its own
 * `config.rateLimit`; `config.rateLimit: false` is refused at start-up. Counting is done by
 * @fastify/rate-limit (memory, or Redis when REDIS_URL is set so that API instances share it),
 * before the body is read; over the limit: 429 + Retry-After with a French message. Routes keep
 * their finer limits besides (failed sign-ins, registrations, guessed codes…).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type Redis from 'ioredis';
import { tooManyRequests } from './errors';
import { addressKey } from './ip-prefix';

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Routes a signed-in user calls (a visitor's token, a staff session — but the staff sign-in steps
 * and the enrolment link are public writes), and ops routes (loopback or ops token): not public writes.
 */
const SIGNED_IN = [
  /^\/api\/user(\/|$)/,
  /^\/oauth\/revoke$/,
  /^\/ops\//,
  /^\/api\/staff\/(?!sign-in(\/|$)|enrolment$)/,
];

export const PUBLIC_WRITE_MESSAGE = 'Trop de requêtes depuis votre connexion. Veuillez réessayer dans {delay}.';

export function isPublicWrite(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((m) => WRITE.has(String(m).toUpperCase())) && !SIGNED_IN.some((re) => re.test(route.url));
}

export interface PublicWrite {
  method: string;
  url: string;
  /** Requests allowed per IP in `timeWindow` ms. */
  max: number;
  timeWindow: number;
}

const registered = new WeakMap<FastifyInstance, PublicWrite[]>();
/** The public write routes of the app and their per-IP limit (tests, ops). */
export const publicWrites = (app: FastifyInstance): PublicWrite[] => registered.get(app) ?? [];

export async function registerPublicWriteLimits(
  app: FastifyInstance,
  options: { perMinute: number; redis: Redis | null },
): Promise<void> {
  const list: PublicWrite[] = [];
  registered.set(app, list);
  // Registered before the plugin so that the plugin's own onRoute hook sees the default we add.
  app.addHook('onRoute', (route) => {
    if (!isPublicWrite(route)) return;
    const own = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
    if (own === false || (own !== undefined && typeof own !== 'object')) {
      throw new Error(`Écriture publique sans limite par IP refusée : ${String(route.method)} ${route.url}`);
    }
    const limit = (own as { max?: number; timeWindow?: number } | undefined) ?? {
      max: options.perMinute,
      timeWindow: 60_000,
    };
    if (own === undefined) route.config = { ...(route.config ?? {}), rateLimit: limit } as never;
    list.push({
      method: String(route.method),
      url: route.url,
      max: Number(limit.max),
      timeWindow: Number(limit.timeWindow),
    });
  });
  await app.register(rateLimit, {
    global: false,
    nameSpace: 'ga:public-write:',
    ...(options.redis ? { redis: options.redis } : {}),
    // An IPv6 client by its /64 (ip-prefix.ts): one subscriber holds 2^64 addresses. An IPv4 address
    // shared by many (a mobile operator's NAT) is one client: docs/security.md « Limits ».
    keyGenerator: (request) => addressKey(request.ip),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': false,
    },
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000, PUBLIC_WRITE_MESSAGE),
  });
}
