/**
 * The browser side of the live-stock stream (GET /live/stock of the API, server-sent events).
 *
 * One stream per browser, shared by its tabs: the tab that holds the Web Lock `ga-live-stock` opens
 * the EventSource and passes each event to the other tabs on a BroadcastChannel; when it closes,
 * another tab gets the lock and opens the stream (HTTP/1.1 allows 6 connections per origin: ten tabs
 * with a stream each would starve the API calls). Without Web Locks each tab opens its own.
 * EventSource reconnects by itself (the server's `retry: 3000`); after a cut the pages' vehicle
 * queries are fetched again, since changes may have been missed meanwhile. A refusal (429 when an
 * address holds too many streams, 503 from a process that drains) closes an EventSource for good:
 * the stream is opened again after REOPEN_FIRST_MS, doubling up to REOPEN_MAX_MS, and counts as a cut.
 */
import { LIVE_STOCK_PATH, type LiveVehiclesEvent } from '@ga/contracts';
import { api } from '../api-client/api-slice';
import { getConfig } from '../config/config';
import type { AppDispatch } from '../store/store';
import { liveStockReset, liveVehiclesReceived } from './live-stock-slice';

const CHANNEL = 'ga-live-stock';
export const REOPEN_FIRST_MS = 5_000;
export const REOPEN_MAX_MS = 60_000;

type Message = { type: 'vehicles'; data: LiveVehiclesEvent } | { type: 'refresh' };

export function startLiveStock(dispatch: AppDispatch): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const handle = (message: Message) => {
    if (message.type === 'vehicles') dispatch(liveVehiclesReceived(message.data.vehicles));
    else {
      dispatch(liveStockReset());
      dispatch(api.util.invalidateTags(['Vehicles', 'Bookmarks']));
    }
  };
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = (e: MessageEvent<Message>) => handle(e.data);

  let source: EventSource | null = null;
  let stopped = false;
  let reopen: ReturnType<typeof setTimeout> | null = null;
  let delay = REOPEN_FIRST_MS;
  let cut = false;
  const open = () => {
    if (stopped) return;
    const url = new URL(LIVE_STOCK_PATH, getConfig().apiUrl).href;
    const current = new EventSource(url);
    source = current;
    const relay = (message: Message) => {
      handle(message);
      channel?.postMessage(message);
    };
    current.addEventListener('vehicles', (e) =>
      relay({ type: 'vehicles', data: JSON.parse((e as MessageEvent<string>).data) as LiveVehiclesEvent }),
    );
    current.addEventListener('refresh', () => relay({ type: 'refresh' }));
    current.addEventListener('error', () => {
      cut = true;
      if (current.readyState !== 2 || stopped) return; // 2: CLOSED, refused; otherwise it retries itself
      reopen = setTimeout(open, delay);
      delay = Math.min(delay * 2, REOPEN_MAX_MS);
    });
    current.addEventListener('open', () => {
      if (cut) relay({ type: 'refresh' });
      cut = false;
      delay = REOPEN_FIRST_MS;
    });
  };

  let release: (() => void) | null = null;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    // Held until this tab closes or stops: the next tab in line then takes over.
    void locks.request(CHANNEL, () => {
      if (stopped) return undefined;
      open();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
  } else {
    open();
  }

  return () => {
    stopped = true;
    if (reopen) clearTimeout(reopen);
    source?.close();
    channel?.close();
    release?.();
  };
}
