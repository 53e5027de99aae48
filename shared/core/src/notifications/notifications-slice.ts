import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** docs/spec-notes.md §3 Notification: action, message, random id. */
export type NotificationAction = 'success' | 'info' | 'warning' | 'danger';

export interface Notification {
  id: string;
  action: NotificationAction;
  message: string;
}

export interface NotificationsState {
  items: Notification[];
}

const initialState: NotificationsState = { items: [] };

/** At most this many notices stay on screen; the oldest leaves first. */
export const MAX_NOTIFICATIONS = 4;

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_NOTIFICATIONS) state.items.shift();
      },
      prepare(input: { action: NotificationAction; message: string }) {
        return { payload: { id: nanoid(), action: input.action, message: input.message } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      state.items = state.items.filter((n) => n.id !== action.payload);
    },
  },
  selectors: {
    selectNotifications: (state) => state.items,
  },
});

export const { notify, dismiss } = notificationsSlice.actions;
export const { selectNotifications } = notificationsSlice.selectors;
