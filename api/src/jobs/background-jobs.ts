/**
 * The background work of a running server: the canary decider (modules/releases) and the job
 * queue with its jobs (the alerts' and the favourites' digests, the trade-in photos' file clean-up and nightly orphan sweep, the retention of
 * requests and audit entries), and the staff area's start-up work (TOTP secrets sealed, the first
 * admin of STAFF_FIRST_ADMIN). Tests and tools
 * leave them off and run a digest by hand.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { DIGEST_CRON, DIGEST_QUEUE, runAlertDigests } from '../modules/alerts/digest';
import {
  FAVOURITES_DIGEST_CRON,
  FAVOURITES_DIGEST_QUEUE,
  runFavouriteDigests,
} from '../modules/favourite-alerts/digest';
import { startCanaryDecider } from '../modules/releases/decider';
import { registerPhotoFileJobs, registerPhotoOrphanSweep } from '../modules/tradein/photos/photo-files';
import { staffStartup } from '../modules/staff/first-admin';
import { RETENTION_CRON, RETENTION_QUEUE, runRetention } from '../modules/staff/retention';
import { startJobQueue } from './job-queue';

export async function startBackgroundJobs(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, database } = deps;
  if (config.releases.decider) {
    const stopDecider = startCanaryDecider(deps.db, config.releases, app.log);
    app.addHook('onClose', stopDecider);
  }
  await staffStartup(deps, app.log);
  const queue = await startJobQueue(database, app.log);
  await queue.register(DIGEST_QUEUE, async () => void (await runAlertDigests(deps)), { cron: DIGEST_CRON });
  await queue.register(FAVOURITES_DIGEST_QUEUE, async () => void (await runFavouriteDigests(deps)), {
    cron: FAVOURITES_DIGEST_CRON,
  });
  await registerPhotoFileJobs(queue, deps.files);
  await registerPhotoOrphanSweep(queue, deps.db, deps.files, app.log);
  deps.jobs = queue;
  await queue.register(RETENTION_QUEUE, async () => void (await runRetention(deps, app.log)), { cron: RETENTION_CRON });
  app.addHook('onClose', async () => queue.stop());
}
