import { injectEndpoints } from '@ga/core';
import type { ListSlide, ListSlideCategory, ListSlidesResponse } from '@ga/contracts';

export const homeSlidersApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/list-slides?categories[]=… — vehicle sliders of the home page. */
    catalogueListSlides: build.query<ListSlide[], ListSlideCategory[]>({
      query: (categories) => ({ url: '/api/list-slides', params: { categories } }),
      transformResponse: (reply: ListSlidesResponse) => reply.data,
      providesTags: ['Vehicles'],
    }),
  }),
});

export const { useCatalogueListSlidesQuery } = homeSlidersApi;
