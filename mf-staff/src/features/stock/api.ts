import { injectEndpoints } from '@ga/core';
import type { StaffStockDetail, StaffStockItem, StockState } from '@ga/contracts';

export type StockParams = Partial<Record<'q' | 'state' | 'before', string>>;
export interface Written<T> {
  data: T;
  message: string;
}

/** The stock for a responsable (docs/staff.md « Stock »): search, one vehicle, price, state, equipment. */
export const staffStockApi = injectEndpoints({
  endpoints: (build) => ({
    staffStockList: build.query<{ data: StaffStockItem[]; meta: { next_cursor: string | null } }, StockParams>({
      query: (params) => ({ url: '/api/staff/stock', params }),
      providesTags: ['StaffStock'],
    }),
    staffStockVehicle: build.query<{ data: StaffStockDetail }, number>({
      query: (id) => `/api/staff/stock/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'StaffStock', id }],
    }),
    staffStockPrice: build.mutation<
      Written<{ price: number; reference_price: number | null }>,
      { id: number; price: number }
    >({
      query: ({ id, price }) => ({ url: `/api/staff/stock/${id}/price`, method: 'POST', body: { price } }),
      invalidatesTags: ['StaffStock'],
    }),
    staffStockState: build.mutation<Written<{ after: StockState }>, { id: number; state: StockState; reason?: string }>(
      {
        query: ({ id, ...body }) => ({ url: `/api/staff/stock/${id}/state`, method: 'POST', body }),
        invalidatesTags: ['StaffStock'],
      },
    ),
    staffStockEquipment: build.mutation<Written<{ equipment: string[] }>, { id: number; equipment: string[] }>({
      query: ({ id, equipment }) => ({ url: `/api/staff/stock/${id}/equipment`, method: 'PUT', body: { equipment } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'StaffStock', id }],
    }),
  }),
});

export const {
  useStaffStockListQuery,
  useStaffStockVehicleQuery,
  useStaffStockPriceMutation,
  useStaffStockStateMutation,
  useStaffStockEquipmentMutation,
} = staffStockApi;
