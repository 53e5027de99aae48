import { toQueryString } from './query-string';

it('serialises arrays as name[]=value and skips empty values', () => {
  expect(
    toQueryString({ categories: ['nouveautes', 'utilitaires'], page: 2, q: '', none: undefined, flag: true }),
  ).toBe('categories%5B%5D=nouveautes&categories%5B%5D=utilitaires&page=2&flag=true');
});
