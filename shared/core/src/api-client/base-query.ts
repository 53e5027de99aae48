import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getConfig } from '../config/config';
import { takeFirstData } from './first-data';
import { readToken } from '../session/token-storage';
import { toQueryString, type QueryParams } from './query-string';

/**
 * The base query of the one API slice (docs/architecture.md "Data"): configured base URL, X-Api-Key,
 * JSON accept header, bearer token when one is stored, arrays as name[]=value, and the HTTP status
 * added beside the reply data.
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders(headers) {
    const { apiKey } = getConfig();
    headers.set('X-Api-Key', apiKey);
    headers.set('Accept', 'application/json');
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
  paramsSerializer: (params) => toQueryString(params as QueryParams),
});

export type ApiArgs = string | FetchArgs;
export type WithStatus<T> = T & { status: number };

const withStatus = (reply: unknown, status: number) =>
  reply && typeof reply === 'object' && !Array.isArray(reply) ? { ...reply, status } : { data: reply ?? null, status };

/** A signed-out GET the site server may have answered in the page already (first-data.ts). */
function inlinedReply(request: FetchArgs): unknown {
  if ((request.method ?? 'GET').toUpperCase() !== 'GET' || request.body !== undefined || readToken()) return undefined;
  const query = request.params ? toQueryString(request.params as QueryParams) : '';
  return takeFirstData(query ? `${request.url}${request.url.includes('?') ? '&' : '?'}${query}` : request.url);
}

export const baseQuery: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const { apiUrl } = getConfig();
  const request = typeof args === 'string' ? { url: args } : args;
  const inlined = inlinedReply(request);
  if (inlined !== undefined) return { data: withStatus(inlined, 200) };
  const result = await rawBaseQuery({ ...request, url: `${apiUrl.replace(/\/$/, '')}${request.url}` }, api, extra);
  if (result.error) return { error: result.error, meta: result.meta };
  return { data: withStatus(result.data, result.meta?.response?.status ?? 200), meta: result.meta };
};
