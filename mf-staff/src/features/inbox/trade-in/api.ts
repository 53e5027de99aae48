import { injectEndpoints } from '@ga/core';
import type { Reprise, RepriseOffer, RepriseOfferRequest } from '@ga/contracts';

export interface StaffReprise {
  inbox_id: string;
  reprise: Reprise;
  owner: { fullname: string; email: string; phone: string };
  labels: { equipments: string[]; damages: string[] };
  photos: { id: number; width: number; height: number; bytes: number; created_at: string; url: string }[];
  offers: RepriseOffer[];
  expertises: { id: number; reference: string; starts_at: string; completed: boolean }[];
}

/** A trade-in as staff see it, and its firm offer (docs/staff.md « Firm offers »). */
export const staffTradeInApi = injectEndpoints({
  endpoints: (build) => ({
    staffReprise: build.query<{ data: StaffReprise }, number>({
      query: (id) => `/api/staff/reprises/${id}`,
      providesTags: ['StaffInbox'],
    }),
    staffMakeOffer: build.mutation<{ data: RepriseOffer }, { id: number; body: RepriseOfferRequest }>({
      query: ({ id, body }) => ({ url: `/api/staff/reprises/${id}/offers`, method: 'POST', body }),
      invalidatesTags: ['StaffInbox'],
    }),
  }),
});

export const { useStaffRepriseQuery, useStaffMakeOfferMutation } = staffTradeInApi;
