// @ga/testing: the one public entry of what the front ends' component tests share.
export { renderWithStore, type Call, type Handler, type Reply } from './render-with-store';
export { TEST_USER } from './test-user';
