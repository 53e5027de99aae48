import { departmentName, departmentSlug, manifestEntry } from './route-manifest';

it('names and slugs a département from its name', () => {
  expect(departmentName({ code: '72', name: '72 Sarthe' })).toBe('Sarthe');
  expect(departmentSlug({ code: '72', name: '72 Sarthe' })).toBe('sarthe');
  expect(departmentSlug({ code: '22', name: '22 Côtes-d’Armor' })).toBe('cotes-d-armor');
  expect(departmentSlug({ code: '2A', name: '2A Corse-du-Sud' })).toBe('corse-du-sud');
  expect(departmentSlug({ code: '971', name: '971 Guadeloupe' })).toBe('guadeloupe');
});

it('makes the manifest entry of a page table line, its flags written only when they differ from the default', () => {
  const head = { title: 'Mes favoris', description: 'Vos véhicules favoris.' };
  expect(
    JSON.stringify(manifestEntry({ path: '/mon-compte/mes-favoris', listed: false, public: false }, head, 'Compte')),
  ).toBe(
    JSON.stringify({
      path: '/mon-compte/mes-favoris',
      title: 'Mes favoris',
      description: 'Vos véhicules favoris.',
      section: 'Compte',
      listed: false,
      public: false,
    }),
  );
  expect(manifestEntry({ path: '/services', listed: true, public: true }, head, 'Nos services')).toEqual({
    path: '/services',
    ...head,
    section: 'Nos services',
  });
});
