// The reader every process uses: a setting's value from the environment, else its default (fixed in
// defaults.mjs or computed from other settings), an old name accepted with a warning, and a check
// that the process reading it is one the list says reads it (so the page stays true).
import { DEFAULTS } from './defaults.mjs';
import { PROCESSES, SETTINGS } from './settings.mjs';

const BY_NAME = new Map(SETTINGS.map((setting) => [setting.name, setting]));
const warned = new Set();

/** The setting called `name`; throws on a name the list does not have. */
export function settingOf(name) {
  const setting = BY_NAME.get(name);
  if (!setting) throw new Error(`${name} n’est pas dans la liste des réglages (shared/config/src/settings.mjs).`);
  return setting;
}

const present = (value) => (value === undefined || value === '' ? undefined : value);

/**
 * A reader of the settings for one process (a key of PROCESSES), over `env` (process.env).
 * `warn` receives the warning of an old name, once per name and process.
 */
export function readSettings(
  processId,
  env = globalThis.process?.env ?? {},
  { warn = (message) => console.warn(message) } = {},
) {
  if (!Object.hasOwn(PROCESSES, processId)) throw new Error(`Processus inconnu : ${processId}`);
  const declared = (name) => {
    const setting = settingOf(name);
    if (!setting.readBy.includes(processId)) {
      throw new Error(
        `${name} est lu par « ${processId} », que shared/config/src/settings.mjs ne nomme pas parmi ses lecteurs : ajoutez-le.`,
      );
    }
    return setting;
  };
  const raw = (name) => {
    const setting = declared(name);
    const value = present(env[name]);
    if (value !== undefined) return value;
    for (const old of setting.oldNames ?? []) {
      if (!old.readBy.includes(processId)) continue;
      const oldValue = present(env[old.name]);
      if (oldValue === undefined) continue;
      if (!warned.has(`${processId}:${old.name}`)) {
        warned.add(`${processId}:${old.name}`);
        warn(`${old.name} est l’ancien nom de ${name} : il est encore lu pour cette version, renommez-le ${name}.`);
      }
      return oldValue;
    }
    return undefined;
  };
  const fallback = (name) => {
    const setting = declared(name);
    if (setting.compute) return setting.compute(reader);
    return name in DEFAULTS ? String(DEFAULTS[name]) : undefined;
  };
  const optional = (name) => raw(name) ?? fallback(name) ?? null;
  const text = (name) => {
    const value = optional(name);
    if (value === null) throw new Error(`${name} n’a pas de valeur par défaut : lisez-le avec optional().`);
    return value;
  };
  const invalid = (name, value) => new Error(`Variable d'environnement ${name} invalide : ${value}`);
  const reader = {
    process: processId,
    raw,
    optional,
    text,
    /** A whole number ≥ 0; anything else stops the process with « Variable d'environnement X invalide ». */
    int(name) {
      const value = text(name);
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw invalid(name, value);
      return n;
    },
    /** A number above 0, fractions allowed. */
    positive(name) {
      const value = text(name);
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0) throw invalid(name, value);
      return n;
    },
    /** A comma list, trimmed, without empty entries. */
    list(name) {
      return text(name)
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    },
    /** Off for `off`, `false`, `no` or `0`; on otherwise. */
    flag(name) {
      return !/^(off|false|no|0)$/i.test(text(name).trim());
    },
    /** A path setting: the value as given (relative to the working directory), else its default under `root` (the repository). */
    path(name, root) {
      const value = raw(name);
      if (value !== undefined) return value;
      const setting = declared(name);
      if (!setting.path) throw new Error(`${name} n’est pas un chemin.`);
      return `${root.replace(/\/+$/, '')}/${DEFAULTS[name]}`;
    },
  };
  return reader;
}
