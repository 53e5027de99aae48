import type { AppDispatch } from '../store/store';
import { api } from '../api-client/api-slice';
import { sessionApi } from './session-api';
import { clearToken, writeToken } from './token-storage';
import { loggedOut, tokenReceived } from './session-slice';
import { clearVisitorData } from './visitor-data';
import { clearLocalFavourites, readLocalFavourites } from '../favourites/local-favourites';

/**
 * Stores the token (localStorage ga_app_token), adds the favourites kept in this browser to the
 * account's (then empties the browser's list; kept if the call fails, for the next sign-in), and loads
 * the user.
 */
export const signIn = (token: string) => async (dispatch: AppDispatch) => {
  writeToken(token);
  dispatch(tokenReceived(token));
  const local = readLocalFavourites();
  if (local.length) {
    const merged = await dispatch(sessionApi.endpoints.sessionMergeBookmarks.initiate(local));
    if ('data' in merged && merged.data) clearLocalFavourites();
  }
  await dispatch(sessionApi.endpoints.sessionGetUser.initiate(undefined, { forceRefetch: true }));
};

/**
 * Logout: revokes the token on the server (best effort), clears token, user, user-specific cache,
 * what this browser kept of the visitor's business (visitor-data.ts) and any state that listens to
 * loggedOut (the profile form resets on it).
 */
export const signOut = () => async (dispatch: AppDispatch) => {
  try {
    await dispatch(sessionApi.endpoints.sessionRevokeToken.initiate()).unwrap();
  } catch {
    /* the token expires anyway; the visitor is signed out locally whatever the server says */
  }
  clearToken();
  clearVisitorData();
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
};

/** After the account is deleted (docs/spec-notes.md §4): the server already revoked every token. */
export const signOutLocally = () => (dispatch: AppDispatch) => {
  clearToken();
  clearVisitorData();
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
};
