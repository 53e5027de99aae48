/**
 * A site server's copy of a release registry kept in PostgreSQL (RELEASE_REGISTRY, @ga/releases):
 * read once, then its revision asked every RELEASE_REGISTRY_POLL_MS and the whole registry read
 * again only when it moved. A release, a canary or a rollback written on any machine is served here
 * within that delay plus one read (`pnpm test cluster` measures it). A poll that fails keeps the
 * last copy; with none yet (the database unreachable at start) the registry is null, and
 * /health/ready says so until a poll succeeds.
 *
 * A revision that names versions published to object storage is adopted once they are copied into
 * this server's store (release-copies.ts); until then, or while the bucket cannot be read, the last
 * copy is served and the poll tries again. The version each app had before is copied in the
 * background, so a rollback is served as soon as it is read; copies of versions the registry no
 * longer knows (pruned) are removed.
 */
import { registryAt, type Registry } from '@ga/releases';
import type { SiteServerConfig } from './config';
import { copyPreviousVersions, copyServedVersions, forgetPrunedCopies } from './release-copies';
import { createRefresher, type Refresher } from './registry-refresher';

type Where = Pick<SiteServerConfig, 'releaseStore' | 'releaseRegistry' | 'registryPollMs' | 's3'>;

interface Follower {
  current: Registry | null;
  /** Why the last revision read is not served yet (its versions could not be copied); null when it is. */
  problem: string | null;
  first: Promise<void>;
  /** One read at a time: the poll's, or one asked by a request (refreshNow). */
  reads: Refresher;
  timer?: NodeJS.Timeout;
  stopped: boolean;
}

const followers = new Map<string, Follower>();

/** Reads asked by requests start at most this often (a miss under /releases/ anyone can cause). */
const ASKED_REFRESH_MS = 250;

function follow(where: Where): Follower {
  const source = registryAt({ store: where.releaseStore, url: where.releaseRegistry });
  const read = async () => {
    try {
      const revision = await source.revision!();
      if (!follower.current || revision !== follower.current.revision) {
        const next = await source.read();
        if (next) await copyServedVersions(where, next);
        follower.current = next;
        follower.problem = null;
        if (next) {
          copyPreviousVersions(where, next);
          forgetPrunedCopies(where, next);
        }
      }
    } catch (error) {
      // kept: the last copy (a database that blinks, or a bucket, does not take the site down)
      follower.problem = error instanceof Error ? error.message : String(error);
    }
  };
  const follower: Follower = {
    current: null,
    problem: null,
    first: Promise.resolve(),
    reads: createRefresher(read, ASKED_REFRESH_MS),
    stopped: false,
  };
  const next = () => {
    if (follower.stopped) return;
    follower.timer = setTimeout(() => void follower.reads.poll().finally(next), where.registryPollMs);
    follower.timer.unref();
  };
  follower.first = follower.reads.poll().finally(next);
  return follower;
}

/** The registry as this server last read it (the first call waits for the first read). */
export async function followedRegistry(where: Where): Promise<Registry | null> {
  const key = `${where.releaseRegistry}\0${where.releaseStore}`;
  let follower = followers.get(key);
  if (!follower) {
    follower = follow(where);
    followers.set(key, follower);
  }
  await follower.first;
  return follower.current;
}

/**
 * Reads the registry now rather than at the next poll (and copies what it names): a request for a
 * release file this server does not have may come from a page another site server sent with a
 * revision this one has not read yet (round robin: the next request lands here). Resolves once a
 * read that started after this call has ended (registry-refresher.ts).
 */
export async function refreshNow(where: Where): Promise<void> {
  const follower = followers.get(`${where.releaseRegistry}\0${where.releaseStore}`);
  if (!follower || follower.stopped) return;
  return follower.reads.asked();
}

/** Why the newest registry revision is not served yet, per followed registry (/health/ready, /metrics); empty when all are. */
export function followerProblems(): string[] {
  return [...followers.values()].flatMap((follower) => (follower.problem ? [follower.problem] : []));
}

/** Stops every follower of this process (the server closes; tests). */
export function stopFollowing(): void {
  for (const follower of followers.values()) {
    follower.stopped = true;
    clearTimeout(follower.timer);
  }
  followers.clear();
}
