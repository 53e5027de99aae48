/**
 * front_events: the front-end events of the beacon channel (remote load failures, render errors),
 * counted per minute, kind, remote and version — what a canary release is judged on. Kept 30 days.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE front_events (
  minute timestamptz NOT NULL,
  kind varchar(40) NOT NULL,
  remote varchar(40) NOT NULL,
  version varchar(80) NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (minute, kind, remote, version)
);
`,
  );
}
