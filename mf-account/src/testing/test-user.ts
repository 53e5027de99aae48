export { TEST_USER } from '@ga/testing';
