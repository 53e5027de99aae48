import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api-client/api-slice';
import { sessionSlice } from '../session/session-slice';
import { notificationsSlice } from '../notifications/notifications-slice';
import { liveStockSlice } from '../live-stock/live-stock-slice';

/**
 * The root reducer of the one store. The shell creates the store; an area that needs state of its
 * own injects its slice with rootReducer.inject(slice) (RTK "code splitting"), never a second store.
 */
export const rootReducer = combineSlices(api, sessionSlice, notificationsSlice, liveStockSlice);

export function createAppStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // refetchOnReconnect / refetchOnFocus need the browser's online and focus events.
  if (typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
