// The registry in PostgreSQL (RELEASE_REGISTRY=postgres://…), for site servers, APIs and release
// commands on machines that share no file system: one row of a table of its own (created on first
// use), its revision in a column. A write is accepted only on the revision it read (`UPDATE … WHERE
// revision = $read`): of two writers at once (a release and a rollback, two deciders) one wins and
// the other gets RegistryConflictError, having written nothing — it reads again and retries. The
// lock is PostgreSQL's own, which exists on every machine of the project; an S3 server's conditional
// PUT would not do here (the test server ignores If-Match).
import pg from 'pg';
import { RegistryConflictError, applyChange, emptyRegistry, normalise } from './registry-format.mjs';

export const REGISTRY_TABLE = 'ga_release_registry';
/** The advisory lock that serialises the table's creation (two first starts at once). */
const CREATE_LOCK = 0x67615f72;
/** How long close() waits for the server to close the connections it ended. */
const CLOSE_WAIT_MS = 5000;

export function postgresRegistry(url, store) {
  // Two connections: a reader that polls and a writer; idle ones close, so a command can exit.
  const pool = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  pool.on('error', () => {}); // an idle connection dropped: the next query opens another
  let ready;
  const ensureTable = () =>
    (ready ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [CREATE_LOCK]);
        await client.query(
          `CREATE TABLE IF NOT EXISTS ${REGISTRY_TABLE} (id smallint PRIMARY KEY CHECK (id = 1), revision integer NOT NULL, body jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        ready = undefined;
        throw error;
      } finally {
        client.release();
      }
    })());
  const read = async () => {
    await ensureTable();
    const { rows } = await pool.query(`SELECT revision, body FROM ${REGISTRY_TABLE} WHERE id = 1`);
    return rows[0] ? normalise({ ...rows[0].body, revision: rows[0].revision }) : null;
  };
  return {
    kind: 'postgres',
    read,
    /** The revision alone (what a site server polls): 0 before the first write. */
    async revision() {
      await ensureTable();
      const { rows } = await pool.query(`SELECT revision FROM ${REGISTRY_TABLE} WHERE id = 1`);
      return rows[0]?.revision ?? 0;
    },
    async update(change) {
      const current = await read();
      const base = current?.revision ?? 0;
      const registry = applyChange(store, current ?? emptyRegistry(), change);
      const body = JSON.stringify(registry);
      const result = current
        ? await pool.query(
            `UPDATE ${REGISTRY_TABLE} SET revision = $1, body = $2, updated_at = now() WHERE id = 1 AND revision = $3`,
            [registry.revision, body, base],
          )
        : await pool.query(
            `INSERT INTO ${REGISTRY_TABLE} (id, revision, body) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
            [registry.revision, body],
          );
      if (result.rowCount !== 1) throw new RegistryConflictError();
      return registry;
    },
    // pool.end() resolves once its connections are told to end, not once they have: the promise
    // waits for each one's socket to close (pg-pool's « remove »), so that a command or a test
    // that awaited it leaves no connection behind. Idle connections are unref'd (allowExitOnIdle)
    // and stay so while they end: a timer holds the process meanwhile (at most CLOSE_WAIT_MS),
    // or a command whose last step is this close would exit 13, its top-level await unsettled.
    async close() {
      let left = pool.totalCount;
      let hold;
      const closed = new Promise((resolve) => {
        if (left === 0) resolve();
        pool.on('remove', () => {
          left -= 1;
          if (left === 0) resolve();
        });
        hold = setTimeout(resolve, CLOSE_WAIT_MS);
      });
      try {
        await pool.end();
        await closed;
      } finally {
        clearTimeout(hold);
      }
    },
  };
}
