/**
 * The OpenAPI security of a signed-in staff route: the API key, the session cookie with the roles
 * the route accepts (as the requirement's list: OpenAPI 3.1 allows role names there), and on writes
 * the CSRF header. The authorisation matrix reads these to test every role (src/test/staff.ts).
 */
import { rolesFrom, type StaffRole } from './roles';

export function staffSecurity(least: StaffRole, method: 'GET' | 'POST' | 'PUT' | 'DELETE', cookieOnly = false) {
  return [
    {
      ...(cookieOnly ? {} : { apiKey: [] }),
      staffSession: rolesFrom(least),
      ...(method === 'GET' ? {} : { staffCsrf: [] }),
    },
  ];
}
