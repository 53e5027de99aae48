import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSession } from '@ga/core';
import {
  useCatalogueClearRecentlyViewedMutation,
  useCatalogueRecentlyViewedQuery,
  useCatalogueRecordViewMutation,
  useCatalogueVehicleSelectionQuery,
} from './api';
import { forgetLocally, rememberLocally, useLocalList } from './local-list';

/** The visitor's last vehicles: from the account when signed in, else from this browser (with consent). */
export function useRecentlyViewed() {
  const { isSignedIn } = useSession();
  const local = useLocalList();
  const server = useCatalogueRecentlyViewedQuery(isSignedIn ? undefined : skipToken);
  const browser = useCatalogueVehicleSelectionQuery(!isSignedIn && local ? local : skipToken);
  const [clearServer] = useCatalogueClearRecentlyViewedMutation();
  return {
    vehicles: (isSignedIn ? server.data : local ? browser.data : []) ?? [],
    clear: () => (isSignedIn ? void clearServer() : forgetLocally()),
  };
}

/** Notes that the visitor opened this vehicle (the vehicle page). */
export function useRecordView(vehicleId: number | undefined) {
  const { isSignedIn } = useSession();
  const [record] = useCatalogueRecordViewMutation();
  useEffect(() => {
    if (!vehicleId) return;
    if (isSignedIn) void record(vehicleId);
    else rememberLocally(vehicleId);
  }, [vehicleId, isSignedIn, record]);
}
