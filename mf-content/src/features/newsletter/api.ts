import { injectEndpoints } from '@ga/core';
import type { NewsletterLinkReply } from '@ga/contracts';

export const newsletterApi = injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/newsletter/subscribe → 202 `{ message }` (the same whatever the address's state). */
    contentNewsletterSubscribe: build.mutation<{ message: string }, { email: string; captcha_token: string }>({
      query: (body) => ({ url: '/api/newsletter/subscribe', method: 'POST', body }),
    }),
    /** POST /api/newsletter/confirm {token}; a bad link → 422 on `token`. */
    contentNewsletterConfirm: build.mutation<NewsletterLinkReply, string>({
      query: (token) => ({ url: '/api/newsletter/confirm', method: 'POST', body: { token } }),
    }),
    /** POST /api/newsletter/unsubscribe {token} */
    contentNewsletterUnsubscribe: build.mutation<NewsletterLinkReply, string>({
      query: (token) => ({ url: '/api/newsletter/unsubscribe', method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useContentNewsletterSubscribeMutation,
  useContentNewsletterConfirmMutation,
  useContentNewsletterUnsubscribeMutation,
} = newsletterApi;
