// @ga/core/server: what only the shell's server build needs (docs/server-rendering.md). Not part of
// the browser singleton (@ga/core): React Router's server half stays out of every page's JavaScript,
// yet it is the same react-router module as @ga/core's, so the router contexts are one.
export { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
export type { StaticHandlerContext } from 'react-router';
