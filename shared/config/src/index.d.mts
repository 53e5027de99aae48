/** Types of @ga/config (plain ESM, index.mjs). */
export type ProcessId = 'api' | 'site' | 'start' | 'releases' | 'cli' | 'browser' | 'build' | 'e2e' | 'tests' | 'bench';

export interface SettingsReader {
  readonly process: ProcessId;
  /** The value set in the environment (or under an old name, with a warning), else undefined. */
  raw(name: string): string | undefined;
  /** The value, else its default, else null. */
  optional(name: string): string | null;
  /** The value, else its default (throws when the setting has none). */
  text(name: string): string;
  /** A whole number ≥ 0 (else « Variable d'environnement X invalide »). */
  int(name: string): number;
  /** A number above 0, fractions allowed. */
  positive(name: string): number;
  /** A comma list, trimmed, without empty entries. */
  list(name: string): string[];
  /** Off for off, false, no or 0. */
  flag(name: string): boolean;
  /** A path setting: as given, else its default under `root`. */
  path(name: string, root: string): string;
}

export interface OldName {
  name: string;
  readBy: ProcessId[];
}

export interface Setting {
  name: string;
  group: string;
  readBy: ProcessId[];
  description: string;
  secret?: boolean;
  /** A path: its default (defaults.mjs) is relative to the repository. */
  path?: boolean;
  /** A default computed from other settings. */
  compute?: (reader: SettingsReader) => string;
  /** How the page shows the default, when it is not a fixed value. */
  defaultText?: string;
  oldNames?: OldName[];
}

export interface Group {
  id: string;
  title: string;
  intro?: string;
}

export declare const DEFAULTS: Readonly<Record<string, string | number>>;
export declare const BROWSER_DEFAULTS: Readonly<{
  SITE_PORT: number;
  API_PORT: number;
  BRAND_NAME: string;
  API_KEY: string;
  OAUTH_CLIENT_ID: string;
  OAUTH_CLIENT_SECRET: string;
}>;
export declare const PROCESSES: Readonly<Record<ProcessId, string>>;
export declare const GROUPS: readonly Group[];
export declare const SETTINGS: readonly Setting[];
export declare function settingOf(name: string): Setting;
export declare function readSettings(
  process: ProcessId,
  env?: Record<string, string | undefined>,
  options?: { warn?: (message: string) => void },
): SettingsReader;
export declare function configurationPage(): string;

/** TRUST_PROXY / SITE_TRUST_PROXY: false, or the proxies' addresses / CIDRs; throws on `true`, hop counts, everyone. */
export function parseTrustProxy(raw: string | undefined, name?: string): false | string[];
