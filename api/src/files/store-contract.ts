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
  /** Every file whose key starts with `prefix` (`reprises/`), with its last change: the orphan sweep. */
  list(prefix: string): Promise<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  modified: Date;
}

/**
 * Keys are made by the API only: letters, digits, dashes and slashes, one extension. The disk
 * store's temporary files (`<key>.<uuid>.tmp`, a write cut short) are keys too, so that the orphan
 * sweep can delete them.
 */
export function assertKey(key: string): void {
  if (
    !/^[a-z0-9][a-z0-9/-]{0,200}\.[a-z]{2,4}(\.[0-9a-f-]{1,36}\.tmp)?$/.test(key) ||
    key.includes('..') ||
    key.includes('//')
  )
    throw new Error(`Clé de fichier invalide : ${key}`);
}
