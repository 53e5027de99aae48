import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LiveVehicleState } from '@ga/contracts';

/**
 * The latest state of each vehicle the live-stock stream told about, by id: laid over whatever the
 * page fetched (useLiveVehicle), so a card or a vehicle page follows a booking or a sale made
 * elsewhere without a reload. Emptied on `refresh` (the pages' queries are fetched again then).
 */
export const liveStockSlice = createSlice({
  name: 'liveStock',
  initialState: {} as Record<number, LiveVehicleState>,
  reducers: {
    liveVehiclesReceived: (state, action: PayloadAction<LiveVehicleState[]>) => {
      for (const v of action.payload) state[v.id] = v;
    },
    liveStockReset: () => ({}),
  },
  selectors: {
    selectLiveVehicle: (state, id: number): LiveVehicleState | undefined => state[id],
  },
});

// Part of the one store from the start (store/store.ts): every area shows vehicles.
export const { liveVehiclesReceived, liveStockReset } = liveStockSlice.actions;
export const { selectLiveVehicle } = liveStockSlice.selectors;
