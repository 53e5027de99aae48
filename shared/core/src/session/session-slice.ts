import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@ga/contracts';
import { readToken } from './token-storage';

/** docs/spec-notes.md §4: anonymous until sign-in stores a token; presence of the token means signed in. */
export interface SessionState {
  token: string | null;
  user: User | null;
}

const initialState = (): SessionState => ({ token: typeof window === 'undefined' ? null : readToken(), user: null });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** Token and user cleared. Slices holding user data (e.g. the profile form) reset on it. */
    loggedOut(state) {
      state.token = null;
      state.user = null;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.token !== null,
    selectIsCompany: (state) => Boolean(state.user?.is_comp),
  },
});

export const { tokenReceived, userLoaded, loggedOut } = sessionSlice.actions;
export const { selectToken, selectUser, selectIsSignedIn, selectIsCompany } = sessionSlice.selectors;
