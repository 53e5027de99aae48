import type { LiveVehicleState } from '@ga/contracts';
import { createAppStore } from '../store/store';
import { REOPEN_FIRST_MS, REOPEN_MAX_MS, startLiveStock } from './live-stock-client';
import { selectLiveVehicle } from './live-stock-slice';

/** A stand-in EventSource the test drives. */
class FakeSource {
  static last: FakeSource | null = null;
  static opened = 0;
  listeners = new Map<string, ((e: { data?: string }) => void)[]>();
  closed = false;
  /** 0 connecting, 1 open, 2 closed (refused or closed). */
  readyState = 0;
  constructor(public url: string) {
    FakeSource.last = this;
    FakeSource.opened += 1;
  }
  addEventListener(type: string, fn: (e: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  emit(type: string, data?: unknown) {
    for (const fn of this.listeners.get(type) ?? [])
      fn({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

const state = (id: number, overrides: Partial<LiveVehicleState> = {}): LiveVehicleState => ({
  id,
  available: true,
  is_reserved: false,
  price: 20_000,
  price_etax: 16_667,
  price_drop: null,
  ...overrides,
});

describe('live stock (browser side)', () => {
  beforeEach(() => {
    window.__GA_CONFIG__ = { apiUrl: 'https://api.exemple.fr' };
    (globalThis as unknown as { EventSource: unknown }).EventSource = FakeSource;
    FakeSource.last = null;
    FakeSource.opened = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('opens one stream on the API’s /live/stock and lays each vehicle’s new state in the store', () => {
    const store = createAppStore();
    const stop = startLiveStock(store.dispatch);
    const source = FakeSource.last!;
    expect(source.url).toBe('https://api.exemple.fr/live/stock');
    source.emit('vehicles', { vehicles: [state(7, { is_reserved: true }), state(9, { available: false })] });
    expect(selectLiveVehicle(store.getState(), 7)?.is_reserved).toBe(true);
    expect(selectLiveVehicle(store.getState(), 9)?.available).toBe(false);
    stop();
    expect(source.closed).toBe(true);
  });

  it('after a cut, or on `refresh`, forgets what it was told and has the pages fetch their vehicles again', () => {
    const store = createAppStore();
    const dispatch = jest.fn(store.dispatch);
    const stop = startLiveStock(dispatch as unknown as typeof store.dispatch);
    const source = FakeSource.last!;
    source.emit('vehicles', { vehicles: [state(7, { is_reserved: true })] });
    source.emit('error');
    source.emit('open');
    expect(selectLiveVehicle(store.getState(), 7)).toBeUndefined();
    const invalidations = dispatch.mock.calls
      .map(([a]) => a)
      .filter((a) => (a as { type: string }).type === 'api/invalidateTags');
    expect(invalidations).toHaveLength(1);
    source.emit('vehicles', { vehicles: [state(7)] });
    source.emit('refresh');
    expect(selectLiveVehicle(store.getState(), 7)).toBeUndefined();
    stop();
  });

  it('opens the stream again after a refusal (429, 503), which an EventSource never retries, later each time; then reloads', () => {
    jest.useFakeTimers();
    const store = createAppStore();
    const dispatch = jest.fn(store.dispatch);
    const stop = startLiveStock(dispatch as unknown as typeof store.dispatch);
    const refused = FakeSource.last!;
    refused.readyState = 2;
    refused.emit('error');
    jest.advanceTimersByTime(REOPEN_FIRST_MS - 1);
    expect(FakeSource.opened).toBe(1);
    jest.advanceTimersByTime(1);
    expect(FakeSource.opened).toBe(2);
    const again = FakeSource.last!;
    again.readyState = 2;
    again.emit('error');
    jest.advanceTimersByTime(REOPEN_FIRST_MS);
    expect(FakeSource.opened).toBe(2);
    jest.advanceTimersByTime(REOPEN_FIRST_MS);
    expect(FakeSource.opened).toBe(3);
    // Listening at last: what changed meanwhile is fetched again.
    FakeSource.last!.readyState = 1;
    FakeSource.last!.emit('open');
    expect(dispatch.mock.calls.some(([a]) => (a as { type: string }).type === 'api/invalidateTags')).toBe(true);
    // A cut the EventSource retries itself (still connecting): no second stream.
    FakeSource.last!.readyState = 0;
    FakeSource.last!.emit('error');
    jest.advanceTimersByTime(REOPEN_MAX_MS);
    expect(FakeSource.opened).toBe(3);
    stop();
  });

  it('stops reopening once stopped', () => {
    jest.useFakeTimers();
    const store = createAppStore();
    const stop = startLiveStock(store.dispatch);
    FakeSource.last!.readyState = 2;
    FakeSource.last!.emit('error');
    stop();
    jest.advanceTimersByTime(REOPEN_MAX_MS);
    expect(FakeSource.opened).toBe(1);
  });
});
