// @ga/releases: the one public entry (docs/releases.md). Plain Node ESM: the release scripts
// run it with `node`, the site server and the API through tsx.
export { APPS, APP_NAMES, MUTABLE_FILES, appOf, isContentAddressed, isVersionName } from './apps.mjs';
export {
  REMOTE_APPS,
  RegistryConflictError,
  closeRegistries,
  emptyRegistry,
  readRegistry,
  readRegistryIfAny,
  registryAt,
  updateRegistry,
  remoteEntry,
  knownVersions,
} from './registry.mjs';
export {
  COHORT_COOKIE,
  COHORT_MAX_AGE_SECONDS,
  newCohortId,
  isCohortId,
  signCohort,
  verifyCohort,
  cohortBucket,
  inCanary,
  resolveForVisitor,
  hasCanary,
} from './cohort.mjs';
export { judgeCanary, rateOf } from './canary-verdict.mjs';
export { endCanary, parseShare, promoteCanary, startCanary } from './canary.mjs';
export { fileDigest, serverBuildDigests, serverBuildProblem } from './server-build.mjs';
export {
  copyVersion,
  listObjects,
  objectKey,
  parseS3Url,
  removeStaleCopies,
  s3ClientFrom,
  versionSource,
} from './object-store.mjs';
