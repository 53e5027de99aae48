import { COMPARE_MAX, compareSlice, compareToggled, parseCompareIds } from './compare-slice';

const v = (id: number) => ({ id, title: `Véhicule ${id}`, image: `/img/${id}.svg` });

describe('compare slice', () => {
  it('toggles vehicles, keeps the order picked and stops at three', () => {
    let state = { vehicles: [] as ReturnType<typeof v>[] };
    for (const id of [1, 2, 3, 4]) state = compareSlice.reducer(state, compareToggled(v(id)));
    expect(state.vehicles.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(state.vehicles).toHaveLength(COMPARE_MAX);
    state = compareSlice.reducer(state, compareToggled(v(2)));
    expect(state.vehicles.map((x) => x.id)).toEqual([1, 3]);
  });

  it('reads ?ids= as distinct positive ids, three at most', () => {
    expect(parseCompareIds('12,7,12,abc,-3,0,8,9')).toEqual([12, 7, 8]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds(' 5 , 6 ')).toEqual([5, 6]);
  });
});
