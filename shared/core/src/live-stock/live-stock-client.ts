/**
 * The browser side of the live-stock stream (GET /live/stock of the API, server-sent events).
 *
 * One stream per browser, shared by its tabs: the tab that holds the Web Lock `ga-live-stock` opens
 * the EventSource and passes each event to the other tabs on a BroadcastChannel; when it closes,
 * another tab gets the lock and opens the stream (HTTP/1.1 allows 6 connections per origin: ten tabs
 * with a stream each would starve the API calls). Without Web Locks each tab opens its own.
 * EventSource reconnects by itself (the server's `retry: 3000`); after a cut the pages' vehicle
 * queries are fetched again, since changes may have been missed meanwhile.
 */
import { LIVE_STOCK_PATH, type LiveVehiclesEvent } from '@ga/contracts';
import { api } from '../api-client/api-slice';
import { getConfig } from '../config/config';
import type { AppDispatch } from '../store/store';
import { liveStockReset, liveVehiclesReceived } from './live-stock-slice';

const CHANNEL = 'ga-live-stock';

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
  const open = () => {
    const url = new URL(LIVE_STOCK_PATH, getConfig().apiUrl).href;
    source = new EventSource(url);
    let cut = false;
    const relay = (message: Message) => {
      handle(message);
      channel?.postMessage(message);
    };
    source.addEventListener('vehicles', (e) =>
      relay({ type: 'vehicles', data: JSON.parse((e as MessageEvent<string>).data) as LiveVehiclesEvent }),
    );
    source.addEventListener('refresh', () => relay({ type: 'refresh' }));
    source.addEventListener('error', () => {
      cut = true;
    });
    source.addEventListener('open', () => {
      if (cut) relay({ type: 'refresh' });
      cut = false;
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
    source?.close();
    channel?.close();
    release?.();
  };
}
