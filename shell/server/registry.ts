import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoreRegistry {
  apps: Record<string, { live: string | null; history: string[] }>;
  remotes: Record<string, { version: string; entry: string }>;
}

/** Read on every request: a release or a rollback is a file change, seen at once, no restart. */
export async function readStoreRegistry(store: string): Promise<StoreRegistry | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(store, 'registry.json'), 'utf8')) as StoreRegistry;
  } catch {
    return null;
  }
}
