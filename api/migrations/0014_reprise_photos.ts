/**
 * Photos of a trade-in request (up to PHOTOS_PER_REPRISE): the file is in the private file store
 * (disk or S3, files/file-store.ts) under `storage_key`; the row goes with its request (and with
 * the account, through it). Files are deleted by the API after the rows.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE reprise_photos (
  id serial PRIMARY KEY,
  reprise_id integer NOT NULL REFERENCES reprises(id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  original_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reprise_photos_reprise ON reprise_photos (reprise_id, id);
`,
  );
}
