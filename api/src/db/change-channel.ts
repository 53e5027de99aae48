/**
 * The ONE change channel of docs/architecture.md « Platform decisions »: stock and price changes
 * (booking made or released, vehicle sold or back, price changed) are announced once, by
 * PostgreSQL NOTIFY on one channel, inside the transaction that makes them — delivered at commit
 * to every API instance listening, never on rollback (PGlite: its `listen` API, same semantics).
 * Instances' caches and search index listen to it; later, the live-stock stream and alert jobs do
 * too. Nothing else invents its own. The staff inbox announces its new requests on it as well
 * (kind `inbox`, sent by the inbox's trigger: migrations/0024_staff_inbox.ts); those reach only the
 * listeners of `subscribeInbox` (the staff's live stream), never the stock listeners.
 *
 * A listener may miss changes while its connection is down: it is then told `resync` once it
 * listens again and rebuilds what it keeps.
 */
import { randomUUID } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import type { DatabaseHandle } from './connection';

export const CHANGE_CHANNEL = 'ga_stock_changes';

export type StockChange =
  /** A booking made, cancelled or deleted: « Réservé » changes on those vehicles. */
  | { kind: 'booking'; vehicle_ids: number[] }
  /** Vehicles sold, back in stock or repriced. */
  | { kind: 'vehicle'; vehicle_ids: number[] }
  /** Too many vehicles to name (monthly payments recomputed, a stock import). */
  | { kind: 'vehicles' };

/** What listeners receive: a change, or `resync` after a gap in which changes may have been lost. */
export type ChangeEvent = StockChange | { kind: 'resync' };

/** A new request in the staff inbox (ids of `staff_inbox`), or `resync` after a gap. */
export type InboxEvent = { kind: 'inbox'; inbox_ids: number[] } | { kind: 'resync' };

type Message = StockChange | { kind: 'inbox'; inbox_ids: number[] } | { kind: 'sync'; id: string };

/** Announces a change in the transaction making it (any Kysely: the app's, a transaction, a plugin view). */
export async function announceChange(trx: QueryExecutorProvider, change: StockChange): Promise<void> {
  await sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify(change)})`.execute(trx);
}

export interface ChangeChannel {
  /** Calls `listener` for every change committed by any instance, one event at a time, in commit order. */
  subscribe(listener: (event: ChangeEvent) => unknown): () => void;
  /** Calls `listener` for every new inbox request committed by any instance (and `resync` after a gap). */
  subscribeInbox(listener: (event: InboxEvent) => unknown): () => void;
  /**
   * Resolves once this instance's listeners have handled every change committed before the call
   * (a write's reply then reads its own write: the booking shows « Réservé » in the next search).
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeChannelOptions {
  /** Longest wait of `settled()` when the marker does not come back. */
  settleTimeoutMs?: number;
  warn?: (message: string) => void;
}

const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));

function parse(payload: string): Message | null {
  try {
    const m = JSON.parse(payload) as Record<string, unknown>;
    if ((m.kind === 'booking' || m.kind === 'vehicle') && isIds(m.vehicle_ids))
      return { kind: m.kind, vehicle_ids: m.vehicle_ids };
    if (m.kind === 'inbox' && isIds(m.inbox_ids)) return { kind: 'inbox', inbox_ids: m.inbox_ids };
    if (m.kind === 'vehicles') return { kind: 'vehicles' };
    if (m.kind === 'sync' && typeof m.id === 'string') return { kind: 'sync', id: m.id };
  } catch {
    // not ours
  }
  return null;
}

export async function openChangeChannel(
  database: DatabaseHandle,
  options: ChangeChannelOptions = {},
): Promise<ChangeChannel> {
  const warn = options.warn ?? ((message: string) => console.warn(`[changes] ${message}`));
  const settleTimeoutMs = options.settleTimeoutMs ?? 2000;
  const listeners = new Set<(event: ChangeEvent) => unknown>();
  const inboxListeners = new Set<(event: InboxEvent) => unknown>();
  const waiting = new Map<string, () => void>();
  let queue: Promise<void> = Promise.resolve();
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = 500;

  /** Events are handled one after another, each listener awaited: a sync marker resolves after what preceded it. */
  function enqueue(run: () => Promise<void> | void) {
    queue = queue.then(run).catch((error: Error) => warn(`un abonné a échoué : ${error.message}`));
  }

  function deliver(event: ChangeEvent) {
    enqueue(async () => {
      for (const listener of [...listeners]) await listener(event);
      if (event.kind === 'resync') for (const listener of [...inboxListeners]) await listener(event);
    });
  }

  function deliverInbox(event: InboxEvent) {
    enqueue(async () => {
      for (const listener of [...inboxListeners]) await listener(event);
    });
  }

  function onMessage(payload: string) {
    const message = parse(payload);
    if (!message) return;
    if (message.kind === 'sync') {
      const resolve = waiting.get(message.id);
      if (resolve) enqueue(resolve);
      return;
    }
    if (message.kind === 'inbox') return deliverInbox(message);
    deliver(message);
  }

  function onLost(error: Error) {
    stop = null;
    if (closed) return;
    warn(`écoute interrompue (${error.message}) ; nouvelle tentative`);
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void start(true);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  async function start(again: boolean) {
    try {
      stop = await database.listen(CHANGE_CHANNEL, onMessage, onLost);
      retryMs = 500;
      // Changes made while nobody listened are unknown: listeners rebuild.
      if (again) deliver({ kind: 'resync' });
    } catch (error) {
      if (!again) throw error;
      warn(`écoute impossible (${(error as Error).message})`);
      scheduleRetry();
    }
  }

  await start(false);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeInbox(listener) {
      inboxListeners.add(listener);
      return () => inboxListeners.delete(listener);
    },
    async settled() {
      if (!stop) return queue;
      const id = randomUUID();
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settleTimeoutMs);
        timer.unref();
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await sql`select pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify({ kind: 'sync', id })})`.execute(database.db);
        await done;
      } catch {
        // The database is away: nothing more to wait for.
      } finally {
        waiting.delete(id);
      }
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await stop?.();
      stop = null;
      await queue;
    },
  };
}
