import { useCallback, useSyncExternalStore } from 'react';
import {
  NO_CHOICE,
  readPurchaseChoice,
  subscribePurchaseChoices,
  writePurchaseChoice,
  type PurchaseChoice,
} from './purchase-choices';

/**
 * The promo code and financing simulation chosen for the vehicle in this tab, and a setter. The
 * server renders without the tab's storage, so the server snapshot (and hydration) is « no choice »;
 * the stored choice comes in right after.
 */
export function usePurchaseChoice(vehicleId: number): [PurchaseChoice, (patch: Partial<PurchaseChoice>) => void] {
  const choice = useSyncExternalStore(
    subscribePurchaseChoices,
    () => readPurchaseChoice(vehicleId),
    () => NO_CHOICE,
  );
  const update = useCallback((patch: Partial<PurchaseChoice>) => writePurchaseChoice(vehicleId, patch), [vehicleId]);
  return [choice, update];
}
