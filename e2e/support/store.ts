import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_STORE } from './env';

/** The release tooling of scripts/release, on the e2e release store. */
export async function releaseTools() {
  process.env.RELEASE_STORE = E2E_STORE;
  const dir = path.resolve(__dirname, '../../scripts/release');
  const store = await import(pathToFileURL(path.join(dir, 'store.mjs')).href);
  const release = await import(pathToFileURL(path.join(dir, 'release.mjs')).href);
  const rollback = await import(pathToFileURL(path.join(dir, 'rollback.mjs')).href);
  return { ...store, ...release, ...rollback } as {
    readRegistry: () => Promise<{ apps: Record<string, { live: string; history: string[] }> }>;
    writeRegistry: (r: unknown) => Promise<unknown>;
    releaseDir: (app: string, version: string) => string;
    release: (app: string, o?: { quiet?: boolean }) => Promise<{ version: string }>;
    rollback: (app: string, version?: string) => Promise<{ from: string; to: string }>;
  };
}

/**
 * A deliberately incompatible release: the live release of `app`, republished under a new
 * version whose metadata says it was built against `pkg` at `range` (e.g. react ^99.0.0).
 */
export async function publishIncompatible(app: string, pkg: string, range: string): Promise<string> {
  const tools = await releaseTools();
  const registry = await tools.readRegistry();
  const live = registry.apps[app]!.live;
  const version = `${live}-incompatible`;
  const target = tools.releaseDir(app, version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(tools.releaseDir(app, live), target, { recursive: true });
  const metaFile = path.join(target, 'release.json');
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
  meta.version = version;
  meta.shared[pkg] = { version: range.replace(/^\^/, ''), requiredVersion: range };
  fs.writeFileSync(metaFile, JSON.stringify(meta, null, 2));
  registry.apps[app]!.history.push(version);
  registry.apps[app]!.live = version;
  await tools.writeRegistry(registry);
  return live;
}
