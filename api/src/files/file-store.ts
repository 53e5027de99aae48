/**
 * Private files of the site (trade-in photos): put, read and delete by key. On disk by default
 * (FILES_DIR); in an S3-compatible bucket when S3_BUCKET is set, so that several API instances
 * share them. Nothing here is public: files are served by the routes that check their owner.
 */
import type { Config } from '../config';
import { createDiskStore } from './disk-store';
import { createS3Store } from './s3-store';

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

export function createFileStore(files: Config['files']): FileStore {
  return files.s3 ? createS3Store(files.s3) : createDiskStore(files.dir);
}
