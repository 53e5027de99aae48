import type { RemoteName } from './route-owners';

/** Remotes whose code could not be loaded during this page's life (shown as unavailable). */
const failed = new Set<RemoteName>();

export const markFailed = (remote: RemoteName) => failed.add(remote);
export const hasFailed = (remote: RemoteName) => failed.has(remote);
