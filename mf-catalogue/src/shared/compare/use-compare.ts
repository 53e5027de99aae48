import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { notify, useAppDispatch } from '@ga/core';
import type { VehicleCard } from '@ga/contracts';
import {
  COMPARE_MAX,
  compareRestored,
  compareToggled,
  readCompared,
  selectCompared,
  selectCompareRestored,
  storeCompared,
} from './compare-slice';

/** The comparison basket and its toggle, for a card or a vehicle page. */
export function useCompare() {
  const dispatch = useAppDispatch();
  const compared = useSelector(selectCompared);
  const restored = useSelector(selectCompareRestored);
  // After hydration: the tab's stored basket first (the server rendered an empty one), then every
  // change written back. Never before the restore, or the empty first state would erase it.
  useEffect(() => {
    if (!restored) dispatch(compareRestored(readCompared()));
    else storeCompared(compared);
  }, [dispatch, restored, compared]);
  const has = (id: number) => compared.some((v) => v.id === id);
  const toggle = (vehicle: Pick<VehicleCard, 'id' | 'title' | 'version' | 'image'>) => {
    if (!has(vehicle.id) && compared.length >= COMPARE_MAX) {
      dispatch(
        notify({
          action: 'warning',
          message: `Vous comparez déjà ${COMPARE_MAX} véhicules : retirez-en un pour en ajouter un autre.`,
        }),
      );
      return;
    }
    dispatch(compareToggled({ id: vehicle.id, title: `${vehicle.title} ${vehicle.version}`, image: vehicle.image }));
  };
  return { compared, has, toggle };
}
