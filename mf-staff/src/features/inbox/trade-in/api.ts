import { injectEndpoints } from '@ga/core';
import type { Tradein, TradeinOffer, TradeinOfferRequest } from '@ga/contracts';

export interface StaffTradein {
  inbox_id: string;
  reprise: Tradein;
  owner: { fullname: string; email: string; phone: string };
  labels: { equipments: string[]; damages: string[] };
  photos: { id: number; width: number; height: number; bytes: number; created_at: string; url: string }[];
  offers: TradeinOffer[];
  expertises: { id: number; reference: string; starts_at: string; completed: boolean }[];
}

/** A trade-in as staff see it, and its firm offer (docs/staff.md « Firm offers »). */
export const staffTradeInApi = injectEndpoints({
  endpoints: (build) => ({
    staffTradein: build.query<{ data: StaffTradein }, number>({
      query: (id) => `/api/staff/reprises/${id}`,
      providesTags: ['StaffInbox'],
    }),
    staffMakeOffer: build.mutation<{ data: TradeinOffer }, { id: number; body: TradeinOfferRequest }>({
      query: ({ id, body }) => ({ url: `/api/staff/reprises/${id}/offers`, method: 'POST', body }),
      invalidatesTags: ['StaffInbox'],
    }),
  }),
});

export const { useStaffTradeinQuery, useStaffMakeOfferMutation } = staffTradeInApi;
