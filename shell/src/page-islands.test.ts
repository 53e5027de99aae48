import { FIRST_DATA_ELEMENT_ID as readByTheBaseQuery } from '@ga/core';
import { FIRST_DATA_ELEMENT_ID } from './page-islands';

it('the site server writes the first data under the id the base query of @ga/core reads', () => {
  expect(FIRST_DATA_ELEMENT_ID).toBe(readByTheBaseQuery);
});
