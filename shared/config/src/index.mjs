// @ga/config: the one public entry (docs/configuration.md). Plain ESM without Node imports: the
// scripts run it with `node`, the servers through tsx, the browser takes BROWSER_DEFAULTS from it.
export { BROWSER_DEFAULTS, DEFAULTS } from './defaults.mjs';
export { GROUPS, PROCESSES, SETTINGS } from './settings.mjs';
export { readSettings, settingOf } from './read.mjs';
export { configurationPage } from './doc.mjs';
export { parseTrustProxy } from './trust-proxy.mjs';
