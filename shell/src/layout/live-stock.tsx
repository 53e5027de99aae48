import { useEffect } from 'react';
import { startLiveStock, useAppDispatch } from '@ga/core';

/** How long after the first render the stream opens: never in the way of the first view. */
const START_DELAY_MS = 1500;

/**
 * Opens the live-stock stream (@ga/core) once the page has settled: a booking or a sale made
 * elsewhere then updates every card and vehicle page shown, in every area, without a reload.
 */
export function LiveStock() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      stop = startLiveStock(dispatch);
    }, START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [dispatch]);
  return null;
}
