/**
 * front_event_visitors: the beacon counts a canary is judged on, per minute, remote, version, kind
 * and visitor — the visitor being a keyed hash of the day (16 hex digits) the site server sends,
 * never a cohort id, an address or anything that names a person. Only the live and canary versions
 * of a remote in canary are kept here, for a day (modules/beacons/service.ts): the decider counts
 * distinct visitors and at most a few events of each (modules/releases/counts.ts).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE front_event_visitors (
  minute timestamptz NOT NULL,
  remote varchar(40) NOT NULL,
  version varchar(80) NOT NULL,
  visitor char(16) NOT NULL,
  kind varchar(40) NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (remote, minute, version, visitor, kind)
);
CREATE INDEX front_event_visitors_minute ON front_event_visitors (minute);
`,
  );
}
