import type { User } from '@ga/contracts';

/** A personal account as GET /api/user gives it, for component tests of a signed-in visitor. */
export const TEST_USER: User = {
  id: 9,
  fullname: 'Camille Martin',
  email: 'camille@exemple.fr',
  phone: '06 12 34 56 78',
  address: '12 rue de la Gare',
  postal_code: '72220',
  city: 'Écommoy',
  is_comp: false,
  company_name: null,
  company_siret: null,
  business_sector: null,
  subscribe_newsletter: false,
  bookmarks: [],
  created_at: '2026-01-05T10:00:00Z',
  email_verified: true,
  pending_email: null,
};
