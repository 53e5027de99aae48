/**
 * Names of the staff session (docs/staff.md), in a module without schemas: the browser's base query
 * (@ga/core) reads the header name without bundling zod into the shell.
 */

/** Header that carries the CSRF token on every POST / PUT / DELETE of /api/staff/*. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';
/** The session cookie (HttpOnly, SameSite=Strict, Path=/api/staff, Secure over https). */
export const STAFF_SESSION_COOKIE = 'ga_staff_session';
/**
 * The staff's live stream of new inbox requests (server-sent events). Authenticated by the session
 * cookie alone: EventSource can send cookies (`withCredentials`) but no header, so this one route
 * under /api needs no API key (api/src/http/api-key.ts).
 */
export const STAFF_STREAM_PATH = '/api/staff/stream';
/**
 * The CSV export of the inbox (responsable). A plain link downloads it, streamed into the browser's
 * downloads: like the stream, it is authenticated by the session cookie alone, without API key.
 */
export const STAFF_INBOX_EXPORT_PATH = '/api/staff/inbox/export.csv';
