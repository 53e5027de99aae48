/** Types of @ga/releases (plain Node ESM, index.mjs). */
export interface CanaryState {
  version: string;
  /** Share of visitors, 1–99 (%). */
  share: number;
  startedAt: string;
}
export interface AppState {
  live: string | null;
  history: string[];
  canary?: CanaryState;
  origins?: Record<string, string>;
  /** Server rendering of this app's pages: ops' switch (`pnpm ssr`); absent, the site server's SITE_SSR. */
  ssr?: boolean;
}
export interface RemoteEntry {
  version: string;
  entry: string;
  shared?: Record<string, string>;
}
export interface ReleaseEvent {
  at: string;
  app: string;
  /** `release`, `canary`, `promote`, `rollback`, `canary-rollback`, `canary-auto-rollback` */
  action: string;
  version?: string;
  from?: string;
  by?: string;
  reason?: string;
}
export interface Registry {
  schema: number;
  revision: number;
  updatedAt: string | null;
  apps: Record<string, AppState>;
  remotes: Record<string, RemoteEntry>;
  canaries: Record<string, RemoteEntry & { share: number }>;
  events: ReleaseEvent[];
}

export interface AppInfo {
  name: string;
  kind: 'host' | 'remote';
  devPort: number;
}
/** The apps of the site: the one list the tooling reads (shared/releases/src/apps.mjs). */
export declare const APPS: readonly AppInfo[];
export declare const APP_NAMES: readonly string[];
export declare function appOf(name: string): AppInfo;
/** Release files served with `Cache-Control: no-cache` (their name has no content hash). */
export declare const MUTABLE_FILES: ReadonlySet<string>;
export declare const REMOTE_APPS: readonly string[];
export declare function emptyRegistry(): Registry;
export declare function readRegistry(store: string): Registry;
export declare function readRegistryAsync(store: string): Promise<Registry | null>;
export declare function updateRegistry(store: string, change: (registry: Registry) => void): Registry;
export declare function remoteEntry(store: string, registry: Registry, app: string, version: string): RemoteEntry;
/** Versions the registry knows per app (live, canary, history). */
export declare function knownVersions(registry: Pick<Registry, 'apps'> | null | undefined): Map<string, Set<string>>;

export declare const COHORT_COOKIE: string;
export declare const COHORT_MAX_AGE_SECONDS: number;
export declare function newCohortId(): string;
export declare function isCohortId(value: unknown): value is string;
/** The signed cookie value `<id>.<mac>` of a cohort id. */
export declare function signCohort(cohortId: string, key: string | Buffer): string;
/** The id a signed cookie value carries, or null when it is unsigned, forged or malformed. */
export declare function verifyCohort(value: unknown, key: string | Buffer): string | null;
export declare function cohortBucket(cohortId: string, app: string): number;
export declare function inCanary(cohortId: string | undefined, app: string, share: number): boolean;
export declare function hasCanary(registry: Partial<Pick<Registry, 'canaries'>> | null | undefined): boolean;
export declare function resolveForVisitor<R extends Pick<Registry, 'apps' | 'remotes'> & Partial<Pick<Registry, 'canaries'>>>(registry: R, cohortId: string | undefined): R;

export interface ErrorCounts {
  loads?: number;
  loadFailures?: number;
  renderErrors?: number;
  /** Distinct visitors behind the counts (the decider's minimum applies to the canary's). */
  visitors?: number;
}
export interface RateFigures {
  attempts: number;
  errors: number;
  rate: number;
}
export declare function rateOf(counts: ErrorCounts): RateFigures;
export declare function judgeCanary(
  stats: { canary: ErrorCounts; live: ErrorCounts },
  rule: { minLoads: number; ratio: number; margin: number; minVisitors?: number },
): { verdict: 'observation' | 'healthy' | 'rollback'; canary: RateFigures; live: RateFigures; limit: number; visitors: number };

export declare function parseShare(value: unknown): number;
export declare function startCanary(store: string, app: string, version: string, share: number, by?: string): Registry;
export declare function promoteCanary(store: string, app: string, by?: string): { app: string; from: string | null; to: string };
export declare function endCanary(store: string, app: string, options?: { version?: string; by?: string; reason?: string }): string | null;

/** `sha256-<base64>` of one file. */
export function fileDigest(file: string): string;
/** Digests of the server build under a build or release folder, keyed `server/<file>`. */
export function serverBuildDigests(dir: string): Record<string, string>;
/** null when the release folder's server build matches its release.json, else why not. */
export function serverBuildProblem(dir: string): null | { reason: 'unrecorded' } | { reason: 'mismatch'; file: string };
