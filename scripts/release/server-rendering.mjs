// The kill switch of server rendering, per app (docs/server-rendering.md): a registry flag, read by
// the site server on every request, so that ops can stop one app's server rendering on every site
// server at once, without a restart or a release. `SITE_SSR` only sets the default of a server.
import { assertApp, updateRegistry } from './store.mjs';

/** `pnpm ssr <app> off|on|default`: `default` removes the flag (the site server's SITE_SSR decides). */
export async function switchServerRendering(app, state) {
  assertApp(app);
  if (!['on', 'off', 'default'].includes(state)) throw new Error(`état inconnu « ${state} » : on, off ou default.`);
  await updateRegistry((registry) => {
    const entry = (registry.apps[app] ??= { live: null, history: [] });
    if (state === 'default') delete entry.ssr;
    else entry.ssr = state === 'on';
    registry.events.push({ app, action: `ssr-${state}`, by: 'ops' });
  });
  return { app, state };
}
