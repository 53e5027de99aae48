/**
 * @ga/contracts for the site server. Node runs this server as ES modules (tsx) and sees the
 * contracts — TypeScript it compiles to CommonJS — as a single default export (the names behind
 * their `export *` are invisible to Node's ES module loader); jest sees them by name. This file
 * gives the values the server uses back by name, typed, in both. Types import directly.
 */
import * as contractsModule from '@ga/contracts';

type Contracts = typeof contractsModule;
const loaded = contractsModule as unknown as Contracts & { default?: Contracts };
const contracts: Contracts =
  loaded.default && typeof loaded.default === 'object' && 'BEACON_PATH' in loaded.default ? loaded.default : loaded;

export const {
  BEACON_BATCH_MAX,
  BEACON_PATH,
  FRONT_EVENT_KINDS,
  NOT_FOUND_HEAD,
  REQUEST_ID_HEADER,
  safeReturnPath,
  saneRequestId,
  vehicleHead,
} = contracts;
