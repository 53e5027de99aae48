/**
 * The background job queue: pg-boss 10 (10.x runs on Node 20; later majors need Node 22)
 * on the application's own database — PostgreSQL, or the embedded PGlite through
 * DatabaseHandle.rawSql, which waits its turn on the one connection. Its tables live in the
 * `pgboss` schema, created at first start. Cron schedules are kept in the database, so with several
 * API instances each slot runs once, on whichever instance takes it.
 */
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/connection';

/** A failed job is tried again `limit` times, `delaySeconds` later (doubling each time with `backoff`). */
export interface JobRetry {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

export interface JobQueue {
  /**
   * Runs `handler` for each job of `queue` (with the job's data); `cron` (UTC) creates one job per
   * slot. A singleton queue (the default) runs one job at a time; `retry` applies to its jobs.
   */
  register(
    queue: string,
    handler: (data: unknown) => Promise<void>,
    options?: { cron?: string; singleton?: boolean; retry?: JobRetry },
  ): Promise<void>;
  /** Queues one job now, with its data (ops, tests, work left to retry). */
  send(queue: string, data?: object): Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL's deadlock and serialization failures: the statement can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `step` again (up to `tries` times, 50 ms, 100 ms… apart) when PostgreSQL chose it as a
 * deadlock's victim. Two API instances starting together on a new database both create the same
 * queues, and pg-boss's creation can deadlock (seen with the multi-instance test,
 * scripts/cluster); it is idempotent, so the loser only has to try again.
 */
export async function retryOnDeadlock<T>(step: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= tries || !RETRYABLE.has((error as { code?: string } | null)?.code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** (attempt - 1)));
    }
  }
}

export async function startJobQueue(database: DatabaseHandle, log: { warn(message: string): void }): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.rawSql(text, values) },
    // Archive and delete old jobs, check schedules every 30 s (pg-boss defaults are fine otherwise).
    supervise: true,
    schedule: true,
    cronMonitorIntervalSeconds: 30,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error: Error) => log.warn(`[jobs] ${error.message}`));
  await boss.start();
  return {
    async register(queue, handler, options = {}) {
      const retry = options.retry
        ? {
            retryLimit: options.retry.limit,
            retryDelay: options.retry.delaySeconds,
            retryBackoff: options.retry.backoff,
          }
        : {};
      await retryOnDeadlock(() =>
        boss.createQueue(queue, {
          name: queue,
          policy: options.singleton === false ? 'standard' : 'singleton',
          ...retry,
        } as PgBoss.Queue),
      );
      await boss.work(queue, { pollingIntervalSeconds: 2 }, async ([job]) => handler(job?.data));
      if (options.cron) await retryOnDeadlock(() => boss.schedule(queue, options.cron!, {}, { tz: 'UTC' }));
    },
    async send(queue, data = {}) {
      await boss.send(queue, data);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
