import { departmentName, departmentSlug } from './route-manifest';

it('names and slugs a département from its name', () => {
  expect(departmentName({ code: '72', name: '72 Sarthe' })).toBe('Sarthe');
  expect(departmentSlug({ code: '72', name: '72 Sarthe' })).toBe('sarthe');
  expect(departmentSlug({ code: '22', name: '22 Côtes-d’Armor' })).toBe('cotes-d-armor');
  expect(departmentSlug({ code: '2A', name: '2A Corse-du-Sud' })).toBe('corse-du-sud');
  expect(departmentSlug({ code: '971', name: '971 Guadeloupe' })).toBe('guadeloupe');
});
