import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, VISITOR_STORAGE } from '@ga/core';

/** At most three vehicles side by side (a phone shows them without scrolling sideways too far). */
export const COMPARE_MAX = 3;

export interface ComparedVehicle {
  id: number;
  title: string;
  image: string;
}

/** The basket kept in this tab (storeCompared), valid entries only. */
export function readCompared(): ComparedVehicle[] {
  try {
    const raw = sessionStorage.getItem(VISITOR_STORAGE.compare);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list)
      ? list
          .filter(
            (v): v is ComparedVehicle =>
              typeof v?.id === 'number' && typeof v?.title === 'string' && typeof v?.image === 'string',
          )
          .slice(0, COMPARE_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Kept for the tab's life (sessionStorage, declared in the cookie policy): a choice the visitor made. */
export function storeCompared(list: readonly ComparedVehicle[]): void {
  try {
    if (list.length) sessionStorage.setItem(VISITOR_STORAGE.compare, JSON.stringify(list));
    else sessionStorage.removeItem(VISITOR_STORAGE.compare);
  } catch {
    /* storage unavailable: the choice lasts as long as the page */
  }
}

export interface CompareState {
  vehicles: ComparedVehicle[];
  /** The tab's stored basket has been read (compareRestored): only then is the basket written back. */
  restored: boolean;
}

/**
 * The vehicles picked for « Comparer » (cards and vehicle pages), in the order picked. Empty at
 * first, in the browser too: the server renders the listings and vehicle pages without this tab's
 * sessionStorage, and the first render in the browser must match it (hydration). The stored basket
 * comes in once the page is hydrated (useCompare).
 */
export const compareSlice = createSlice({
  name: 'catalogueCompare',
  initialState: (): CompareState => ({ vehicles: [], restored: false }),
  reducers: {
    /** The tab's stored basket, once; later calls (every card asks on its first effect) do nothing. */
    compareRestored: (state, action: PayloadAction<ComparedVehicle[]>) => {
      if (state.restored) return;
      state.restored = true;
      const picked = state.vehicles.filter((v) => !action.payload.some((s) => s.id === v.id));
      state.vehicles = [...action.payload, ...picked].slice(0, COMPARE_MAX);
    },
    compareToggled: (state, action: PayloadAction<ComparedVehicle>) => {
      const i = state.vehicles.findIndex((v) => v.id === action.payload.id);
      if (i >= 0) state.vehicles.splice(i, 1);
      else if (state.vehicles.length < COMPARE_MAX) state.vehicles.push(action.payload);
    },
    compareCleared: (state) => {
      state.vehicles = [];
    },
  },
  selectors: {
    selectCompared: (state) => state.vehicles,
    selectCompareRestored: (state) => state.restored,
  },
});

export const injectedCompare = compareSlice.injectInto(rootReducer);
export const { compareRestored, compareToggled, compareCleared } = compareSlice.actions;
export const { selectCompared, selectCompareRestored } = injectedCompare.selectors;

/** `/achat/comparer?ids=1,2,3`: the shareable address of a comparison. */
export const comparePath = (ids: readonly number[]) => `/achat/comparer?ids=${ids.join(',')}`;

/** The ids of `?ids=`, valid and distinct, at most three. */
export function parseCompareIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
