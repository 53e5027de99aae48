// @ga/testing: the one public entry of what the front ends' component tests share.
export { renderWithStore, type Call, type Handler, type Reply } from './render-with-store';
export { mockFetch } from './mock-fetch';
export { expectHydrationWithoutMismatch, type HydrationOptions, type Hydrated } from './hydration-round-trip';
export { serverApiState, servedPage, type ServedPageOptions } from './served-page';
export { TEST_USER } from './test-user';
