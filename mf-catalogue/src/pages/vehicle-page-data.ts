import { useSelector } from 'react-redux';
import { useCatalogueVehiclePriceHistoryQuery, useCatalogueVehicleSuggestionsQuery } from '../features/vehicle/api';
import { useCatalogueDeliveryTypesQuery, useCatalogueDepartmentsQuery } from '../features/delivery/api';
import { useAdsLegalMentionsQuery } from '@ga/core';
import { selectDeliveryForm } from '../shared/delivery/delivery-slice';

/**
 * The vehicle page's other replies — suggestions, price history, the financing example, the
 * delivery lists — asked for with the vehicle's own, from the id in the address, rather than once
 * the vehicle has arrived: one round trip instead of two in the browser, and one render pass fewer
 * on the server (docs/server-rendering.md « One request »). The arguments are the ones the blocks
 * that read them pass (`PriceHistory`, `FundingBlock`, `DeliveryBlock`), so each reply is asked for
 * once. Returns the suggestions, which the page shows itself.
 */
export function useVehiclePageData(vehicleId: string) {
  const id = Number(vehicleId);
  const skip = !Number.isSafeInteger(id) || id <= 0;
  const delivery = useSelector(selectDeliveryForm);
  useCatalogueVehiclePriceHistoryQuery(id, { skip });
  useAdsLegalMentionsQuery({ vehicleId: id }, { skip });
  useCatalogueDepartmentsQuery();
  useCatalogueDeliveryTypesQuery({ departmentId: delivery.department_id });
  return useCatalogueVehicleSuggestionsQuery(id, { skip });
}
