/**
 * Private files of the site (trade-in photos): put, read and delete by key. On disk by default
 * (FILES_DIR); in an S3-compatible bucket when S3_BUCKET is set, so that several API instances
 * share them. Nothing here is public: files are served by the routes that check their owner.
 */
import type { Config } from '../config';
import { createDiskStore } from './disk-store';
import { createS3Store } from './s3-store';
import type { FileStore } from './store-contract';

export function createFileStore(files: Config['files']): FileStore {
  return files.s3 ? createS3Store(files.s3) : createDiskStore(files.dir);
}
