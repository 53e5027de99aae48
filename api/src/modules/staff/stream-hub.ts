/**
 * The staff's live stream (GET /api/staff/stream, docs/staff.md « Live »): server-sent events of
 * the inbox, fed by the one change channel (db/change-channel.ts, `subscribeInbox`), so a request
 * made on ANY API instance reaches every open inbox page. Apart from the public /live/stock: it
 * needs a staff session (the cookie, which EventSource sends with `withCredentials`).
 *
 * - `event: inbox`, `data: {"ids":[…]}`: ids only; the page fetches what it may see through the
 *   inbox API (a conseiller's narrowed view applies there).
 * - `event: refresh` after a gap on the channel: the page reloads its list.
 * - Every `heartbeatSeconds`, a comment keeps proxies from closing the stream, and the streams'
 *   sessions are checked again: a session signed out, revoked, expired or of a disabled account
 *   has its stream closed (the browser reconnects, gets a 401 and stops).
 * - At most STREAMS_PER_ACCOUNT streams per account (its tabs), MAX_STREAMS in all; beyond, a 429.
 */
import type { ServerResponse } from 'node:http';
import { API_MESSAGES } from '@ga/contracts';
import type { FastifyReply } from 'fastify';
import type { ChangeChannel } from '../../db/change-channel';
import type { Db } from '../../db/transaction';
import { startEventStream } from '../../http/event-stream';
import type { Lifecycle } from '../../http/lifecycle';
import { liveSessionIds } from './session-queries';

export const STREAMS_PER_ACCOUNT = 10;
export const MAX_STREAMS = 500;
export const STREAM_MESSAGES = {
  tooMany: 'Trop d’onglets ouverts sur l’espace conseiller : fermez-en quelques-uns.',
} as const;

interface Stream {
  raw: ServerResponse;
  staffId: number;
  sessionRowId: number;
}

export interface StaffStreamHub {
  open(reply: FastifyReply, staff: { id: number; sessionRowId: number }): FastifyReply | void;
  readonly size: number;
  close(): void;
}

export interface StaffStreamOptions {
  db: Db;
  changes: ChangeChannel;
  lifecycle: Lifecycle;
  heartbeatSeconds: number;
  /** Sessions unused since this instant have expired (8 h of inactivity). */
  idleSince: () => Date;
  warn: (message: string) => void;
}

export function createStaffStreamHub({
  db,
  changes,
  lifecycle,
  heartbeatSeconds,
  idleSince,
  warn,
}: StaffStreamOptions): StaffStreamHub {
  const streams = new Set<Stream>();
  const write = (chunk: string, to: Iterable<Stream> = streams) => {
    for (const s of [...to]) {
      if (s.raw.destroyed) streams.delete(s);
      else s.raw.write(chunk);
    }
  };
  const end = (s: Stream) => {
    streams.delete(s);
    s.raw.end();
  };

  const unsubscribe = changes.subscribeInbox((event) => {
    if (streams.size === 0) return;
    write(
      event.kind === 'inbox'
        ? `event: inbox\ndata: ${JSON.stringify({ ids: event.inbox_ids })}\n\n`
        : 'event: refresh\ndata: {}\n\n',
    );
  });

  const heartbeat = setInterval(() => {
    if (lifecycle.draining) {
      for (const s of [...streams]) end(s);
      return;
    }
    if (streams.size === 0) return;
    const open = [...streams];
    liveSessionIds(
      db,
      open.map((s) => s.sessionRowId),
      idleSince(),
    )
      .then((live) => {
        for (const s of open) if (!live.has(s.sessionRowId)) end(s);
        write(': ping\n\n');
      })
      .catch((error: Error) => warn(`sessions des flux non vérifiées : ${error.message}`));
  }, heartbeatSeconds * 1000);
  heartbeat.unref();

  return {
    get size() {
      return streams.size;
    },
    open(reply, staff) {
      if (lifecycle.draining)
        return reply.code(503).header('retry-after', '1').send({ message: API_MESSAGES.unavailable });
      const mine = [...streams].filter((s) => s.staffId === staff.id).length;
      if (mine >= STREAMS_PER_ACCOUNT || streams.size >= MAX_STREAMS)
        return reply.code(429).header('retry-after', '60').send({ message: STREAM_MESSAGES.tooMany });
      const raw = startEventStream(reply, 'demandes en direct');
      const stream = { raw, staffId: staff.id, sessionRowId: staff.sessionRowId };
      streams.add(stream);
      raw.on('close', () => streams.delete(stream));
    },
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const s of [...streams]) end(s);
    },
  };
}
