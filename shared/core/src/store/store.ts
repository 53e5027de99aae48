import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api-client/api-slice';
import { sessionSlice } from '../session/session-slice';
import { notificationsSlice } from '../notifications/notifications-slice';

/**
 * The root reducer of the one store. The shell creates the store; an area that needs state of its
 * own injects its slice with rootReducer.inject(slice) (RTK "code splitting"), never a second store.
 */
export const rootReducer = combineSlices(api, sessionSlice, notificationsSlice);

export function createAppStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
