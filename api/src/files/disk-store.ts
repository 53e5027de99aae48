import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertKey, type FileStore } from './store-contract';

/** Files under `dir`, written to a temporary name then renamed (never half a file). */
export function createDiskStore(dir: string): FileStore {
  const where = (key: string) => {
    assertKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, body, { mode: 0o600 });
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(where(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(where(key), { force: true })));
    },
  };
}
