/**
 * What every file store (disk, S3) implements, and the rule its keys follow. Kept apart from
 * file-store.ts, which picks a store, so that the stores do not import the file that imports them.
 */

export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the files (no error for a missing one). */
  delete(keys: readonly string[]): Promise<void>;
}

/** Keys are made by the API only: letters, digits, dashes and slashes. */
export function assertKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/-]{0,200}\.[a-z]{2,4}$/.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Clé de fichier invalide : ${key}`);
}
