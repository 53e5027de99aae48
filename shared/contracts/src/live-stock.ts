import type { Id } from './common';
import type { PriceDrop } from './catalogue';

/**
 * GET /live/stock (API origin, no key): server-sent events of stock changes, made anywhere, within a
 * second. `event: vehicles` carries the new state of each vehicle a change touched; `event: refresh`
 * says too much changed to list (a stock import, a missed stretch): reload what is shown.
 */
export const LIVE_STOCK_PATH = '/live/stock';

export interface LiveVehicleState {
  id: Id;
  /** False once sold (off the lists). */
  available: boolean;
  /** « Réservé »: a pending or confirmed booking holds it. */
  is_reserved: boolean;
  price: number;
  price_etax: number;
  price_drop: PriceDrop | null;
}

export interface LiveVehiclesEvent {
  vehicles: LiveVehicleState[];
}
