import type { LiveVehicleState } from '@ga/contracts';
import { createAppStore } from '../store/store';
import { startLiveStock } from './live-stock-client';
import { selectLiveVehicle } from './live-stock-slice';

/** A stand-in EventSource the test drives. */
class FakeSource {
  static last: FakeSource | null = null;
  listeners = new Map<string, ((e: { data?: string }) => void)[]>();
  closed = false;
  constructor(public url: string) {
    FakeSource.last = this;
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
  });

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
});
