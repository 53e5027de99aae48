/**
 * The request id that ties a page to the API calls made for it, in the logs of both
 * (docs/reliability.md): the site server names each request, sends that id in X-Request-Id to the API
 * with its credential (X-Site-Credential), which takes it when it is sane and the credential right
 * (any other caller gets a new id) and gives its id back in the same header.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const SANE = /^[A-Za-z0-9._:-]{8,128}$/;

/** The header's value when it can be trusted as an id (bounded, no spaces or markup), else null. */
export function saneRequestId(value: unknown): string | null {
  return typeof value === 'string' && SANE.test(value) ? value : null;
}
