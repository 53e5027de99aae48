import { RELOAD_GUARD_KEY, isLoadFailure, mayReload, reloadOnce } from './reload-guard';

describe('reload guard', () => {
  const assign = jest.fn();
  beforeEach(() => {
    sessionStorage.clear();
    assign.mockReset();
  });

  it('reloads the target page once, then refuses for 10 seconds', () => {
    expect(reloadOnce('/services', 1_000, assign)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/services');
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}')).toEqual({ path: '/services', at: 1_000 });
    expect(reloadOnce('/services', 5_000, assign)).toBe(false);
    expect(reloadOnce('/services', 10_999, assign)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('allows a reload again after 10 seconds, or for another path', () => {
    reloadOnce('/services', 1_000, assign);
    expect(mayReload('/services', 11_000)).toBe(true);
    expect(mayReload('/achat', 2_000)).toBe(true);
  });

  it('recognises chunk and remote entry load failures only', () => {
    expect(isLoadFailure(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isLoadFailure(new Error('[ Federation Runtime ]: RUNTIME-008 remote entry failed'))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
