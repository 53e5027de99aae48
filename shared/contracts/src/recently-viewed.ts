/**
 * « Vus récemment »: the last vehicles a visitor opened, newest first. Signed in: on the
 * server (GET/POST/DELETE /api/user/recently-viewed). Not signed in: in this browser only, under
 * RECENTLY_VIEWED_STORAGE_KEY, and only once the visitor accepted « Personnalisation »; their cards
 * come from GET /api/vehicles/selection?ids=….
 */
export const RECENTLY_VIEWED_KEPT = 12;
export const RECENTLY_VIEWED_STORAGE_KEY = 'ga_recently_viewed';
/** The consent category that allows keeping them in the browser. */
export const PERSONALISATION_CATEGORY = 'personalisation';

/*
 * Favourites of a visitor who is not signed in: the same rule as « Vus récemment » (this browser
 * only, with « Personnalisation » accepted, erased when it is withdrawn), up to LOCAL_FAVOURITES_KEPT
 * vehicle ids under LOCAL_FAVOURITES_STORAGE_KEY, newest first. At sign-in they join the account's
 * favourites (POST /api/user/bookmarks/merge) and the browser's list is emptied.
 */
export const LOCAL_FAVOURITES_KEPT = 50;
export const LOCAL_FAVOURITES_STORAGE_KEY = 'ga_favourites';
