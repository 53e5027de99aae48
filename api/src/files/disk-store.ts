import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
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
    async list(prefix) {
      let entries;
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const keys = entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix));
      const files = await Promise.all(
        keys.map(async (key) => ({ key, modified: (await stat(path.join(dir, ...key.split('/')))).mtime })),
      );
      return files;
    },
  };
}
