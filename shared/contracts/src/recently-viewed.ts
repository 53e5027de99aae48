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
