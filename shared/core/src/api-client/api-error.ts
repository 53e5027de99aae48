import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';

interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

export const GENERIC_ERROR = 'Une erreur est survenue 🚨';

function body(error: unknown): ErrorBody | undefined {
  const data =
    (error as FetchBaseQueryError | undefined)?.status !== undefined ? (error as { data?: unknown }).data : undefined;
  return data && typeof data === 'object' ? (data as ErrorBody) : undefined;
}

/** HTTP status of a failed call, or undefined for a network failure. */
export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined): number | undefined {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The French message of an API error, or a generic one. */
export function errorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback = GENERIC_ERROR,
): string {
  if (!error) return fallback;
  if ((error as FetchBaseQueryError).status === 'FETCH_ERROR')
    return 'Le service est momentanément injoignable. Vérifiez votre connexion et réessayez.';
  return body(error)?.message ?? fallback;
}

/** Field errors of a 422 reply, keyed by field name. */
export function fieldErrors(error: FetchBaseQueryError | SerializedError | undefined): Record<string, string[]> {
  return body(error)?.errors ?? {};
}
