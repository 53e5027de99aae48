import { injectEndpoints } from '@ga/core';
import type { Banner, List, RatingsResponse, WelcomeSlide } from '@ga/contracts';

/** Home page data the shell owns (vehicle sliders and news come from the catalogue and content widgets). */
export const homeApi = injectEndpoints({
  endpoints: (build) => ({
    homeBanners: build.query<Banner[], void>({
      query: () => '/api/banners',
      transformResponse: (reply: List<Banner>) => reply.data,
    }),
    homeWelcomeSlides: build.query<WelcomeSlide[], void>({
      query: () => '/api/welcome-slides',
      transformResponse: (reply: List<WelcomeSlide>) => reply.data,
    }),
    homeRatings: build.query<RatingsResponse, void>({
      query: () => '/api/ratings',
    }),
  }),
});

export const { useHomeBannersQuery, useHomeWelcomeSlidesQuery, useHomeRatingsQuery } = homeApi;
