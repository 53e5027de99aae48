import { injectEndpoints } from '@ga/core';
import type { ContactRequestReply, ContactSubject } from '@ga/contracts';

export interface ContactRequestBody {
  fullname: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  vehicle_id: number | null;
  captcha_token: string;
}

export const contactApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/contact-requests → 201 `{ message, data: { id, reference } }`; 422 per field. */
    contentSendContactRequest: build.mutation<ContactRequestReply, ContactRequestBody>({
      query: (body) => ({ url: '/api/contact-requests', method: 'POST', body }),
    }),
  }),
});

export const { useContentSendContactRequestMutation } = contactApi;
