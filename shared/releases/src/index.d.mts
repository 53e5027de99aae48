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
  /** Browser origin of a version published to object storage (a CDN), per version. */
  origins?: Record<string, string>;
  /** Where a version published to object storage can be copied from, per version (object-store.mjs). */
  sources?: Record<string, VersionSource>;
  /** Shared singleton ranges of each live or canary version, recorded by a writer that had its release.json. */
  requires?: Record<string, Record<string, string>>;
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
/** A file name that carries its content hash. */
export declare function isContentAddressed(file: string): boolean;
/** A release version name (`<package version>-<hash>`), safe as a folder name. */
export declare function isVersionName(name: unknown): name is string;
export declare function emptyRegistry(): Registry;
/** Where a registry lives: a release store's folder (its registry.json), or `{ store, url }` with RELEASE_REGISTRY. */
export type RegistryLocation = string | { store: string; url?: string | null } | RegistrySource;
export interface RegistrySource {
  kind: 'file' | 'postgres';
  read(): Promise<Registry | null>;
  update(change: (registry: Registry) => void): Promise<Registry>;
  /** PostgreSQL only: the revision alone (what a site server polls). */
  revision?(): Promise<number>;
  close(): Promise<void>;
}
/** Another writer changed the registry between this one's read and its write: nothing was written. */
export declare class RegistryConflictError extends Error {
  readonly code: 'REGISTRY_CONFLICT';
}
export declare function registryAt(where: RegistryLocation): RegistrySource;
export declare function readRegistry(where: RegistryLocation): Promise<Registry>;
export declare function readRegistryIfAny(where: RegistryLocation): Promise<Registry | null>;
export declare function updateRegistry(
  where: RegistryLocation,
  change: (registry: Registry) => void,
): Promise<Registry>;
export declare function closeRegistries(): Promise<void>;
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
export declare function resolveForVisitor<
  R extends Pick<Registry, 'apps' | 'remotes'> & Partial<Pick<Registry, 'canaries'>>,
>(registry: R, cohortId: string | undefined): R;

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
): {
  verdict: 'observation' | 'healthy' | 'rollback';
  canary: RateFigures;
  live: RateFigures;
  limit: number;
  visitors: number;
};

export declare function parseShare(value: unknown): number;
export declare function startCanary(
  where: RegistryLocation,
  app: string,
  version: string,
  share: number,
  by?: string,
): Promise<Registry>;
export declare function promoteCanary(
  where: RegistryLocation,
  app: string,
  by?: string,
): Promise<{ app: string; from: string | null; to: string }>;
export declare function endCanary(
  where: RegistryLocation,
  app: string,
  options?: { version?: string; by?: string; reason?: string },
): Promise<string | null>;

/** `sha256-<base64>` of one file. */
export function fileDigest(file: string): string;
/** Digests of the server build under a build or release folder, keyed `server/<file>`. */
export function serverBuildDigests(dir: string): Record<string, string>;
/** null when the release folder's server build matches its release.json, else why not. */
export function serverBuildProblem(dir: string): null | { reason: 'unrecorded' } | { reason: 'mismatch'; file: string };

/** Where one version was published: its files (public prefix) and its server build (private prefix). */
export interface VersionSource {
  files: string;
  server?: string;
}
export interface S3Settings {
  endpoint?: string | null;
  region: string;
  accessKeyId?: string | null;
  secretAccessKey?: string | null;
  forcePathStyle?: boolean;
}
/** The object-storage client the release code uses (@aws-sdk/client-s3's S3Client). */
export interface ObjectStoreClient {
  send(command: unknown): Promise<unknown>;
}
export declare function parseS3Url(url: string): { bucket: string; prefix: string };
export declare function objectKey(target: { prefix: string }, ...parts: string[]): string;
/** Every object under a prefix (all pages). */
export declare function listObjects(
  client: ObjectStoreClient,
  bucket: string,
  prefix: string,
): Promise<Array<{ Key: string; LastModified?: Date }>>;
export declare function s3ClientFrom(settings: S3Settings): Promise<ObjectStoreClient>;
export declare function versionSource(
  registry: Pick<Registry, 'apps'> | null | undefined,
  app: string,
  version: string,
): VersionSource | undefined;
/** Copies a version from object storage into the store folder unless it is there (immutable). */
export declare function copyVersion(options: {
  store: string;
  app: string;
  version: string;
  source: VersionSource;
  client: ObjectStoreClient;
}): Promise<{ copied: boolean; files: number }>;
/** Removes the copies of versions the registry no longer knows (never a folder released on this machine). */
export declare function removeStaleCopies(options: {
  store: string;
  registry: Pick<Registry, 'apps'> | null;
}): Promise<string[]>;
