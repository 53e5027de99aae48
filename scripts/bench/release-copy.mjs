// A second version of a release, for the benches that switch between versions (bench:ssr,
// bench:propagation). Import it after RELEASE_STORE is set: the store module reads it once.
import fs from 'node:fs';
import path from 'node:path';
import { STORE, readRegistry, updateRegistry } from '../release/store.mjs';

/** Publishes the live release of `app` again under `<live>-<label>` (the same files, a new version). */
export async function copyRelease(app, label) {
  const live = (await readRegistry()).apps[app].live;
  const version = `${live}-${label}`;
  fs.cpSync(path.join(STORE, app, live), path.join(STORE, app, version), { recursive: true });
  await updateRegistry((registry) => {
    registry.apps[app].history.push(version);
  });
  return version;
}
