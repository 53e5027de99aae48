/**
 * The live-stock stream's hub: every open GET /live/stock of this process, fed by the one
 * change channel (db/change-channel.ts) — so a booking or a sale on ANY API instance reaches every
 * browser, each on whichever instance it is connected to.
 *
 * - A change naming vehicles: their new state, read once, written to every stream (`event: vehicles`).
 * - Too many vehicles, or a gap on the channel (`resync`): `event: refresh` (reload what is shown).
 * - `retry: 3000`: a browser reconnects by itself 3 s after a cut (EventSource).
 * - A comment every `heartbeatSeconds` keeps proxies from closing an idle stream.
 * - Limits of its own (the stream needs no API key, EventSource cannot send one): `perIp` open
 *   streams per address (a browser opens one for all its tabs; an IPv6 address counts by its /64,
 *   ip-prefix.ts), at most NETWORK_SHARE of `max` per network (an IPv4 /24, an IPv6 /48: a few
 *   hundred addresses of one network cannot take every place of the process), `max` in all; beyond,
 *   a 429.
 * - A client that does not read (write() returns false and more than MAX_BUFFERED_BYTES wait in
 *   its buffer) is dropped: the process does not keep growing buffers for it. A browser that was
 *   only slow reconnects by itself.
 * - A process that drains (SIGTERM) or closes ends its streams, so the browsers reconnect elsewhere
 *   and the server's close is not held by them.
 * - A stream that opens gets at once the state of the vehicles changed in the last RECENT_MS (or a
 *   `refresh` if the channel asked for one then): a page fetched its vehicles before its stream was
 *   listening, and a price changed in between (the stream still connecting, queued behind the
 *   page's images, or reconnecting after a cut) would otherwise stay old until the next change.
 */
import type { ServerResponse } from 'node:http';
import { API_MESSAGES, type LiveVehiclesEvent } from '@ga/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeChannel } from '../../db/change-channel';
import type { Db } from '../../db/transaction';
import { startEventStream } from '../../http/event-stream';
import type { Lifecycle } from '../../http/lifecycle';
import { addressKey, networkKey } from '../../http/ip-prefix';
import { vehicleStates } from './vehicle-states';

/** The share of the process's streams one network (/24 or /48) may hold. */
export const NETWORK_SHARE = 0.05;
/** Bytes waiting in a stream's buffer beyond which a client that does not read is dropped. */
export const MAX_BUFFERED_BYTES = 64 * 1024;
/** How far back a new stream is told what changed (a page is seldom older than this when its stream opens). */
export const RECENT_MS = 60_000;
/** More vehicles changed than this in RECENT_MS: a new stream is told to `refresh` instead. */
export const RECENT_MAX_VEHICLES = 200;

export const LIVE_STOCK_MESSAGES = {
  tooMany: 'Trop de connexions en direct depuis votre adresse : fermez quelques onglets ou réessayez plus tard.',
  network:
    'Trop de connexions en direct depuis votre réseau : réessayez plus tard, les pages restent à jour à leur rechargement.',
  full: 'Le suivi en direct du stock est momentanément saturé : les pages restent à jour à leur rechargement.',
} as const;

interface Stream {
  raw: ServerResponse;
  address: string;
  network: string;
}

export interface LiveStockHub {
  open(request: FastifyRequest, reply: FastifyReply): FastifyReply | void;
  readonly size: number;
  close(): void;
}

export interface LiveStockOptions {
  db: Db;
  changes: ChangeChannel;
  lifecycle: Lifecycle;
  limits: { perIp: number; max: number; heartbeatSeconds: number; networkShare?: number; maxBufferedBytes?: number };
  warn: (message: string) => void;
}

export function createLiveStockHub({ db, changes, lifecycle, limits, warn }: LiveStockOptions): LiveStockHub {
  const streams = new Set<Stream>();
  const perAddress = new Map<string, number>();
  const perNetwork = new Map<string, number>();
  const perNetworkMax = Math.max(limits.perIp, Math.floor(limits.max * (limits.networkShare ?? NETWORK_SHARE)));
  const maxBuffered = limits.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const add = (counts: Map<string, number>, key: string, by: number) => {
    const n = (counts.get(key) ?? 0) + by;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  };
  /** Forgets a stream once (its close, or its drop). */
  const forget = (stream: Stream) => {
    if (!streams.delete(stream)) return;
    add(perAddress, stream.address, -1);
    add(perNetwork, stream.network, -1);
  };

  const write = (chunk: string) => {
    for (const s of [...streams]) {
      if (s.raw.destroyed) {
        forget(s);
        continue;
      }
      // Backpressure: a client that does not read is dropped before its buffer grows further.
      if (!s.raw.write(chunk) && s.raw.writableLength > maxBuffered) {
        warn(`flux abandonné : ${s.raw.writableLength} octets en attente (client qui ne lit pas)`);
        forget(s);
        s.raw.destroy();
      }
    }
  };
  const endAll = () => {
    for (const s of [...streams]) s.raw.end();
  };

  /** Vehicle id → when it last changed; and when the channel last asked every page to reload. */
  const recent = new Map<number, number>();
  let lastRefreshAt = 0;
  const forgetOld = (now: number) => {
    for (const [id, at] of recent) if (at < now - RECENT_MS) recent.delete(id);
  };
  /** What a stream that opens now may have missed: the recent vehicles' state, or a refresh. */
  const catchUp = async (raw: ServerResponse) => {
    const now = Date.now();
    forgetOld(now);
    if (lastRefreshAt >= now - RECENT_MS || recent.size > RECENT_MAX_VEHICLES) {
      raw.write('event: refresh\ndata: {}\n\n');
      return;
    }
    if (recent.size === 0) return;
    try {
      const payload: LiveVehiclesEvent = { vehicles: await vehicleStates(db, [...recent.keys()]) };
      if (!raw.destroyed) raw.write(`event: vehicles\ndata: ${JSON.stringify(payload)}\n\n`);
    } catch (error) {
      warn(`état des véhicules récents non lu (${(error as Error).message}) : rechargement demandé`);
      if (!raw.destroyed) raw.write('event: refresh\ndata: {}\n\n');
    }
  };

  const unsubscribe = changes.subscribe(async (event) => {
    const now = Date.now();
    if (event.kind === 'booking' || event.kind === 'vehicle') for (const id of event.vehicle_ids) recent.set(id, now);
    else lastRefreshAt = now;
    if (recent.size > RECENT_MAX_VEHICLES) forgetOld(now);
    if (streams.size === 0) return;
    if (event.kind === 'booking' || event.kind === 'vehicle') {
      try {
        const payload: LiveVehiclesEvent = { vehicles: await vehicleStates(db, event.vehicle_ids) };
        write(`event: vehicles\ndata: ${JSON.stringify(payload)}\n\n`);
      } catch (error) {
        warn(`état des véhicules non lu (${(error as Error).message}) : rechargement demandé`);
        write('event: refresh\ndata: {}\n\n');
      }
    } else {
      write('event: refresh\ndata: {}\n\n');
    }
  });

  const heartbeat = setInterval(() => {
    if (lifecycle.draining) endAll();
    else write(': ping\n\n');
  }, limits.heartbeatSeconds * 1000);
  heartbeat.unref();

  return {
    get size() {
      return streams.size;
    },
    open(request, reply) {
      const address = addressKey(request.ip);
      const network = networkKey(request.ip);
      if (lifecycle.draining)
        return reply.code(503).header('retry-after', '1').send({ message: API_MESSAGES.unavailable });
      if ((perAddress.get(address) ?? 0) >= limits.perIp)
        return reply.code(429).header('retry-after', '60').send({ message: LIVE_STOCK_MESSAGES.tooMany });
      if ((perNetwork.get(network) ?? 0) >= perNetworkMax)
        return reply.code(429).header('retry-after', '60').send({ message: LIVE_STOCK_MESSAGES.network });
      if (streams.size >= limits.max)
        return reply.code(429).header('retry-after', '60').send({ message: LIVE_STOCK_MESSAGES.full });

      // The headers hooks set (CORS for the site's origin, security headers), then the stream's own.
      const raw = startEventStream(reply, 'suivi du stock en direct');
      const stream = { raw, address, network };
      streams.add(stream);
      add(perAddress, address, 1);
      add(perNetwork, network, 1);
      raw.on('close', () => forget(stream));
      void catchUp(raw);
    },
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      endAll();
    },
  };
}
