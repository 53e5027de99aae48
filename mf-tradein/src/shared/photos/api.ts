import { injectEndpoints } from '@ga/core';
import type { List, TradeinPhoto, Resource } from '@ga/contracts';

export const photosApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/reprises/{id}/photos */
    tradeinPhotos: build.query<TradeinPhoto[], number>({
      query: (id) => `/api/user/reprises/${id}/photos`,
      transformResponse: (reply: List<TradeinPhoto>) => reply.data,
      providesTags: (_r, _e, id) => [{ type: 'Reprises', id: `photos-${id}` }],
    }),
    /** The image itself, fetched with the bearer token, as an object URL (private: no plain <img src>). */
    tradeinPhotoImage: build.query<string, string>({
      query: (url) => ({
        url,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      transformResponse: (reply: { data: string }) => reply.data,
      keepUnusedDataFor: 300,
      // The object URL is let go with its cache entry (deleted photo, page left for 5 minutes).
      async onCacheEntryAdded(_url, { cacheDataLoaded, cacheEntryRemoved }) {
        let objectUrl: string | undefined;
        try {
          objectUrl = (await cacheDataLoaded).data;
        } catch {
          /* never loaded */
        }
        await cacheEntryRemoved;
        if (objectUrl) URL.revokeObjectURL(objectUrl);
      },
    }),
    /** POST /api/user/reprises/{id}/photos, multipart, one file in `photo`. */
    tradeinUploadPhoto: build.mutation<TradeinPhoto, { tradeinId: number; file: Blob; name: string }>({
      query: ({ tradeinId, file, name }) => {
        const body = new FormData();
        body.append('photo', file, name);
        return { url: `/api/user/reprises/${tradeinId}/photos`, method: 'POST', body };
      },
      transformResponse: (reply: Resource<TradeinPhoto>) => reply.data,
      invalidatesTags: (_r, _e, { tradeinId }) => [{ type: 'Reprises', id: `photos-${tradeinId}` }],
    }),
    tradeinDeletePhoto: build.mutation<void, { tradeinId: number; photoId: number }>({
      query: ({ tradeinId, photoId }) => ({
        url: `/api/user/reprises/${tradeinId}/photos/${photoId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { tradeinId }) => [{ type: 'Reprises', id: `photos-${tradeinId}` }],
    }),
  }),
});

export const {
  useTradeinPhotosQuery,
  useTradeinPhotoImageQuery,
  useTradeinUploadPhotoMutation,
  useTradeinDeletePhotoMutation,
} = photosApi;
