import { GENERIC_ERROR, errorMessage, notify, useAppDispatch } from '@ga/core';

/**
 * Runs a delete mutation and tells the visitor: a success notice with `done`, a danger notice with
 * the API's French message on failure. Resolves true when deleted (the confirmation modal closes).
 */
export function useDeleteItem() {
  const dispatch = useAppDispatch();
  return async (run: () => Promise<{ error?: unknown }>, done: string): Promise<boolean> => {
    const result = await run();
    if (result.error) {
      dispatch(
        notify({
          action: 'danger',
          message: errorMessage(result.error as Parameters<typeof errorMessage>[0], GENERIC_ERROR),
        }),
      );
      return false;
    }
    dispatch(notify({ action: 'info', message: done }));
    return true;
  };
}
