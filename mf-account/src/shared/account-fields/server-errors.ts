import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrors } from '@ga/core';

/**
 * Puts the `errors` object of a 422 reply next to the fields of the form (docs/spec-notes.md §5, §8).
 * Returns the messages of fields the form does not show, for a notice above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: FetchBaseQueryError | SerializedError | undefined,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  const others: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    const message = messages[0];
    if (!message) continue;
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      others.push(message);
    }
  }
  return others;
}
