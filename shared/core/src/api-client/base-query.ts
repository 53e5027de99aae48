import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getConfig } from '../config/config';
import { readToken } from '../session/token-storage';
import { toQueryString, type QueryParams } from './query-string';

/**
 * The base query of the one API slice (ARCHITECTURE.md "Data"): configured base URL, X-Api-Key,
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

export const baseQuery: BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const { apiUrl } = getConfig();
  const request = typeof args === 'string' ? { url: args } : args;
  const result = await rawBaseQuery({ ...request, url: `${apiUrl.replace(/\/$/, '')}${request.url}` }, api, extra);
  if (result.error) return { error: result.error, meta: result.meta };
  const status = result.meta?.response?.status ?? 200;
  const data = result.data && typeof result.data === 'object' && !Array.isArray(result.data) ? { ...result.data, status } : { data: result.data ?? null, status };
  return { data, meta: result.meta };
};
