import { injectEndpoints } from '@ga/core';
import type { ContactRequestReply, FormPage, FormPageReplyRequest, Resource } from '@ga/contracts';

export const formPagesApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/form-pages/{id|slug}; unknown → 404. */
    contentFormPage: build.query<FormPage, string>({
      query: (slug) => `/api/form-pages/${encodeURIComponent(slug)}`,
      transformResponse: (reply: Resource<FormPage>) => reply.data,
    }),
    /** POST /api/form-pages/reply → 201 `{ message, data: { id, reference } }`; 422 by field name. */
    contentReplyToFormPage: build.mutation<ContactRequestReply, FormPageReplyRequest>({
      query: (body) => ({ url: '/api/form-pages/reply', method: 'POST', body }),
    }),
  }),
});

export const { useContentFormPageQuery, useContentReplyToFormPageMutation } = formPagesApi;
