import { ToastStack } from '@ga/ui';
import { dismiss, selectNotifications, useAppDispatch, useAppSelector } from '@ga/core';

/** Notices raised by any area through the shared store: stacked, dismissable, auto-hidden. */
export const AUTO_HIDE_MS = 6000;

export function Toaster() {
  const items = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  return <ToastStack items={items} onDismiss={(id) => dispatch(dismiss(id))} autoHideMs={AUTO_HIDE_MS} />;
}
