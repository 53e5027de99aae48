// Canary releases of one remote (docs/releases.md): start one for a share of visitors, promote it
// to everyone, or end it (ops' rollback, or the decider's automatic one). Each is one registry
// update, logged in the registry's events. `where`: the store's folder or its registry's location
// (registry.mjs registryAt).
import { REMOTE_APPS, updateRegistry } from './registry.mjs';

/** A canary's share of visitors: a whole percentage, 1 to 99 (100 is a plain release). */
export function parseShare(value) {
  const share = Number(value);
  if (!Number.isInteger(share) || share < 1 || share > 99)
    throw new Error(`part du canari invalide « ${value} » : un pourcentage entier de 1 à 99.`);
  return share;
}

/** Makes `version` (already in the store) the canary of `app` for `share` % of visitors; the live version stays. */
export async function startCanary(where, app, version, share, by = 'ops') {
  if (!REMOTE_APPS.includes(app))
    throw new Error(`le canari ne concerne que les remotes (${REMOTE_APPS.join(', ')}) : ${app} se publie pour tous.`);
  parseShare(share);
  return updateRegistry(where, (registry) => {
    const state = registry.apps[app];
    if (!state?.live) throw new Error(`${app} n’a pas encore de version en ligne : publiez-la d’abord sans --canary.`);
    if (state.live === version)
      throw new Error(`${app} ${version} est déjà la version en ligne : rien à tester en canari.`);
    if (!state.history.includes(version)) state.history.push(version);
    const replaced = state.canary && state.canary.version !== version ? state.canary.version : undefined;
    state.canary = { version, share, startedAt: new Date().toISOString() };
    registry.events.push({
      app,
      action: 'canary',
      version,
      from: state.live,
      by,
      reason: `${share} % des visiteurs${replaced ? ` (remplace le canari ${replaced})` : ''}`,
    });
  });
}

/** The canary becomes the live version for everyone. */
export async function promoteCanary(where, app, by = 'ops') {
  let result;
  await updateRegistry(where, (registry) => {
    const state = registry.apps[app];
    if (!state?.canary) throw new Error(`${app} n’a pas de canari en cours.`);
    result = { app, from: state.live, to: state.canary.version };
    state.live = state.canary.version;
    delete state.canary;
    registry.events.push({ app, action: 'promote', version: result.to, from: result.from, by });
  });
  return result;
}

/**
 * Ends the canary of `app`: every visitor gets the live version again. With `version`, only if that
 * canary is still the one running (the decider judged it; ops may have replaced it meanwhile).
 * Returns the version ended, or null when there was nothing to end.
 */
export async function endCanary(where, app, { version, by = 'ops', reason } = {}) {
  let ended = null;
  await updateRegistry(where, (registry) => {
    const state = registry.apps[app];
    if (!state?.canary || (version && state.canary.version !== version)) return;
    ended = state.canary.version;
    delete state.canary;
    registry.events.push({
      app,
      action: by === 'ops' ? 'canary-rollback' : 'canary-auto-rollback',
      version: ended,
      by,
      ...(reason ? { reason } : {}),
    });
  });
  return ended;
}
