/** The Content-Type values the site server writes itself (release files get theirs from @fastify/static). */
export const PLAIN_TEXT = 'text/plain; charset=utf-8';
export const HTML = 'text/html; charset=utf-8';
export const XML = 'application/xml; charset=utf-8';
