import { createContext } from 'react';

/**
 * The request's cookies, provided by the server render only (shell/src/server): what the browser
 * reads from document.cookie, so that both render the same first view (the cookie banner shown or
 * not). In the browser there is no provider.
 */
export const RequestCookiesContext = createContext<Record<string, string> | null>(null);
