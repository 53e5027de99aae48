/**
 * The API's check of a beacon batch (beacons.ts says what the channel is; kept apart so that the
 * shell, which only sends, bundles no Zod for it).
 */
import { z } from './z';
import { BEACON_BATCH_MAX, FRONT_EVENT_KINDS } from './beacons';

export const frontEventSchema = z.object({
  kind: z.enum(FRONT_EVENT_KINDS),
  /** `shell`, `mf-catalogue`… */
  remote: z.string().regex(/^(shell|mf-[a-z]{2,20})$/),
  /** The version the registry named (`1.0.0-a1b2c3d4e5`), or `inconnue`. */
  version: z.string().regex(/^[0-9A-Za-z.+_-]{1,80}$/),
});

export const beaconBatchSchema = z.object({ events: z.array(frontEventSchema).min(1).max(BEACON_BATCH_MAX) });
export type BeaconBatch = z.infer<typeof beaconBatchSchema>;
