import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@ga/core';
import {
  deliveryRestored,
  readDelivery,
  selectDeliveryChosen,
  selectDeliveryForm,
  selectDeliveryRestored,
  storeDelivery,
} from './delivery-slice';

/**
 * The delivery choice for a page that prices or sends it (vehicle page, comparison, booking). After
 * hydration: the tab's stored choice first (the server rendered the defaults), then every choice
 * written back. `chosen`: the visitor chose it, the defaults are not standing in.
 */
export function useDeliveryChoice() {
  const dispatch = useAppDispatch();
  const form = useSelector(selectDeliveryForm);
  const chosen = useSelector(selectDeliveryChosen);
  const restored = useSelector(selectDeliveryRestored);
  useEffect(() => {
    if (!restored) dispatch(deliveryRestored(readDelivery()));
    else if (chosen) storeDelivery(form);
  }, [dispatch, restored, chosen, form]);
  return { form, chosen };
}
