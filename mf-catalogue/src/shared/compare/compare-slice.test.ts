import { COMPARE_MAX, compareRestored, compareSlice, compareToggled, parseCompareIds } from './compare-slice';
import { VISITOR_STORAGE } from '@ga/core';

const v = (id: number) => ({ id, title: `Véhicule ${id}`, image: `/img/${id}.svg` });

describe('compare slice', () => {
  it('toggles vehicles, keeps the order picked and stops at three', () => {
    let state = compareSlice.getInitialState();
    for (const id of [1, 2, 3, 4]) state = compareSlice.reducer(state, compareToggled(v(id)));
    expect(state.vehicles.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(state.vehicles).toHaveLength(COMPARE_MAX);
    state = compareSlice.reducer(state, compareToggled(v(2)));
    expect(state.vehicles.map((x) => x.id)).toEqual([1, 3]);
  });

  it('starts empty, even with a basket stored in the tab (the server renders it empty), and takes the stored one in once', () => {
    sessionStorage.setItem(VISITOR_STORAGE.compare, JSON.stringify([v(5)]));
    let state = compareSlice.getInitialState();
    expect(state).toEqual({ vehicles: [], restored: false });
    state = compareSlice.reducer(state, compareRestored([v(5), v(6)]));
    expect(state.vehicles.map((x) => x.id)).toEqual([5, 6]);
    state = compareSlice.reducer(state, compareRestored([v(7)]));
    expect(state.vehicles.map((x) => x.id)).toEqual([5, 6]);
    sessionStorage.clear();
  });

  it('reads ?ids= as distinct positive ids, three at most', () => {
    expect(parseCompareIds('12,7,12,abc,-3,0,8,9')).toEqual([12, 7, 8]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds(' 5 , 6 ')).toEqual([5, 6]);
  });
});
