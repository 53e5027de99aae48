import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { STAFF_CSRF_HEADER } from '@ga/contracts';
import { getConfig } from '../config/config';
import { takeFirstData } from './first-data';
import { readToken } from '../session/token-storage';
import { toQueryString, type QueryParams } from './query-string';
import { isStaffUrl, staffCsrfToken } from './staff-session';

/**
 * The base query of the one API slice (docs/architecture.md "Data"): configured base URL, X-Api-Key,
 * JSON accept header, bearer token when one is stored, arrays as name[]=value, and the HTTP status
 * added beside the reply data. The staff API (/api/staff/*) is the exception: no visitor token
 * (a staff route refuses it), the staff session cookie sent instead, and the CSRF token on writes
 * (staff-session.ts).
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders(headers, { arg, extraOptions }) {
    const { apiKey } = getConfig();
    headers.set('X-Api-Key', apiKey);
    headers.set('Accept', 'application/json');
    if ((extraOptions as StaffOption | undefined)?.staff) {
      const csrf = staffCsrfToken();
      const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
      if (csrf && method.toUpperCase() !== 'GET') headers.set(STAFF_CSRF_HEADER, csrf);
      return headers;
    }
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
  paramsSerializer: (params) => toQueryString(params as QueryParams),
});

export type ApiArgs = string | FetchArgs;
/** Set by the base query for a staff URL, read by prepareHeaders. */
type StaffOption = { staff?: boolean };
export type WithStatus<T> = T & { status: number };

const withStatus = (reply: unknown, status: number) =>
  reply && typeof reply === 'object' && !Array.isArray(reply) ? { ...reply, status } : { data: reply ?? null, status };

/** A signed-out GET the site server may have answered in the page already (first-data.ts). */
function inlinedReply(request: FetchArgs): unknown {
  if (
    (request.method ?? 'GET').toUpperCase() !== 'GET' ||
    request.body !== undefined ||
    readToken() ||
    isStaffUrl(request.url)
  )
    return undefined;
  const query = request.params ? toQueryString(request.params as QueryParams) : '';
  return takeFirstData(query ? `${request.url}${request.url.includes('?') ? '&' : '?'}${query}` : request.url);
}

export const baseQuery: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const { apiUrl } = getConfig();
  const request = typeof args === 'string' ? { url: args } : args;
  const inlined = inlinedReply(request);
  if (inlined !== undefined) return { data: withStatus(inlined, 200) };
  const staff = isStaffUrl(request.url);
  const result = await rawBaseQuery(
    {
      ...request,
      ...(staff ? { credentials: 'include' as const } : {}),
      url: `${apiUrl.replace(/\/$/, '')}${request.url}`,
    },
    api,
    staff ? { ...(extra as object), staff: true } : extra,
  );
  if (result.error) return { error: result.error, meta: result.meta };
  return { data: withStatus(result.data, result.meta?.response?.status ?? 200), meta: result.meta };
};
