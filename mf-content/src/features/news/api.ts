import { injectEndpoints } from '@ga/core';
import type { List, NewsItem } from '@ga/contracts';

export const newsApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/blog/last-news — the dealership's latest articles. */
    contentLastNews: build.query<NewsItem[], void>({
      query: () => '/api/blog/last-news',
      transformResponse: (reply: List<NewsItem>) => reply.data,
    }),
  }),
});

export const { useContentLastNewsQuery } = newsApi;
